import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DepositResultModal } from './deposit-result-modal';
import { DEPOSIT_CREATED } from './story-fixtures';

const meta = {
  title: 'Depósito/Modal de resultado',
  component: DepositResultModal,
  args: { result: { ok: true, message: DEPOSIT_CREATED }, onAccept: fn() },
  // The dialog takes its title's name once the title has mounted.
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getByRole('dialog')).toHaveAccessibleName());
  },
} satisfies Meta<typeof DepositResultModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DEP-26: the server's message after a report. */
export const Success: Story = { name: 'Reporte aceptado' };

/** DEP-26: a refusal's message. */
export const Failure: Story = {
  name: 'Reporte rechazado',
  args: { result: { ok: false, message: 'El monto máximo por depósito es 5000 USDT.' } },
};

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...Success,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
