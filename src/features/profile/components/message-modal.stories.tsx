import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { MessageModal } from './message-modal';
import { mobile } from './story-fixtures';

const meta = {
  title: 'Mi cuenta/Modal de mensaje',
  component: MessageModal,
  args: {
    message: { title: 'Datos personales', text: 'Datos actualizados con éxito.', seq: 1 },
    onAccept: fn(),
  },
  // The dialog takes its title's name once the title has mounted.
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toHaveAccessibleName());
  },
} satisfies Meta<typeof MessageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROF-14: a successful save. */
export const Success: Story = { name: 'Guardado con éxito' };

/** ERR-02: a refusal's data.message. */
export const Refusal: Story = {
  name: 'Rechazo del servidor',
  args: { message: { title: 'Cambiar contraseña', text: 'La contraseña actual es incorrecta.', seq: 1 } },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
