import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { simulatorReset } from '@/contract/simulator';
import { ResetDemoModal } from './reset-demo-modal';
import { failingCall } from '../../../../.storybook/simulator';

const meta = {
  title: 'Simulador/Modal de reinicio de la demo',
  component: ResetDemoModal,
  args: { opened: true, onClose: fn() },
} satisfies Meta<typeof ResetDemoModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The confirmation: everything is erased and every open session ends. */
export const Confirmation: Story = { name: 'Confirmación' };

/** The simulator could not reset: the message shows and nothing changed. */
export const Failed: Story = {
  name: 'Error al reiniciar',
  beforeEach: ({ msw }) => {
    msw.use(failingCall(simulatorReset.path));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Reiniciar' }),
    );
  },
};

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = {
  ...Confirmation,
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
