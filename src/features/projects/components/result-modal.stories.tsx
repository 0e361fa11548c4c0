import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResultModal } from './result-modal';

const meta = {
  title: 'Proyectos/Modal de resultado',
  component: ResultModal,
  args: { result: { ok: true, message: 'Inversión realizada con éxito' }, onAccept: fn() },
  // The dialog takes its title's name once the title has mounted.
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toHaveAccessibleName());
  },
} satisfies Meta<typeof ResultModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** INVEST-20, SEC-07: a success. */
export const Success: Story = { name: 'Operación exitosa' };
/** A refusal: the server's message. */
export const Refusal: Story = {
  name: 'Operación rechazada',
  args: { result: { ok: false, message: 'El monto mínimo de inversión es 50.00' } },
};

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...Success,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
