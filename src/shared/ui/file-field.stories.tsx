import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileField } from './file-field';

const meta = {
  title: 'Componentes/Campo de archivo',
  component: FileField,
  parameters: { layout: 'padded' },
  argTypes: { onChange: { control: false }, error: { control: 'text' } },
  args: {
    label: 'Comprobante del depósito',
    description: 'PDF, JPG o PNG de hasta 5 MB.',
    accept: 'application/pdf,image/jpeg,image/png',
    name: 'comprobante',
    onChange: fn(),
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/Comprobante del depósito/);

/** The native, required file input; the chosen file goes to `onChange`. */
export const Default: Story = {
  name: 'Predeterminado',
  play: async ({ args, canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toBeRequired();
    await expect(field).toHaveAccessibleDescription('PDF, JPG o PNG de hasta 5 MB.');
    const file = new File(['%PDF-1.4'], 'comprobante.pdf', { type: 'application/pdf' });
    await userEvent.upload(field, file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
  },
};

/** The form's message, read after the hint; the input is marked invalid. */
export const WithError: Story = {
  name: 'Con error',
  args: { error: 'Adjunte el comprobante del depósito.' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Adjunte el comprobante del depósito\./);
  },
};
