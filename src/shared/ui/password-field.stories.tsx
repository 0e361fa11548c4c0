import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './password-field';

const meta = {
  title: 'Componentes/Campo de contraseña',
  component: PasswordField,
  parameters: { layout: 'padded' },
  argTypes: { size: { control: 'select', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
  args: { label: 'Contraseña', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden text, and a toggle reached by the keyboard whose name says what it will do (LOGIN-02). */
export const Default: Story = {
  name: 'Predeterminado',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await userEvent.type(input, 'clave-segura-1');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A required field with its hint and the form's message. */
export const WithError: Story = {
  name: 'Con error',
  args: {
    label: 'Nueva contraseña',
    description: 'Al menos 8 caracteres, con letras y números.',
    error: 'La contraseña debe tener al menos 8 caracteres.',
    required: true,
    autoComplete: 'new-password',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Nueva contraseña/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(/La contraseña debe tener al menos 8 caracteres\./);
  },
};
