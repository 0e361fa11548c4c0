import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Componentes/Estados/Error',
  component: ErrorState,
  parameters: { layout: 'padded' },
  argTypes: { onRetry: { control: false } },
  args: { message: 'No se pudo cargar el listado.' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `onRetry` the alert only informs: no 'Reintentar'. */
export const MessageOnly: Story = {
  name: 'Solo mensaje',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudo cargar el listado.');
    await expect(canvas.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  },
};

/** 'Reintentar' asks again (a query's refetch). */
export const WithRetry: Story = {
  name: 'Con reintento',
  args: { onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** What could not be done, above the message. */
export const WithTitle: Story = {
  name: 'Con título',
  args: {
    title: 'No se pudo cargar el estado de cuenta.',
    message: 'El servidor no respondió. Intente de nuevo en unos minutos.',
    onRetry: fn(),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cargar el estado de cuenta.');
    await expect(alert).toHaveTextContent('El servidor no respondió.');
  },
};

/** The retry is under way: the button waits. */
export const Retrying: Story = {
  name: 'Reintentando',
  args: { onRetry: fn(), retrying: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reintentar' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('data-loading');
  },
};
