import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SimulatorPanel } from './simulator-panel';

const meta = {
  title: 'simulator/SimulatorPanel',
  component: SimulatorPanel,
  args: { opened: true, onClose: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SimulatorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel on the real simulator: its log of calls (the panel's own calls are not in it). */
export const Calls: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Panel del simulador' })).toBeVisible();
    await expect(await body.findByRole('status')).toHaveTextContent(/llamadas/);
  },
};

/** A fault is active: the panel says so above its tabs. */
export const WithActiveFault: Story = {
  parameters: { simulator: { faults: [{ tipo: 'error', ruta: 'dashboard', restantes: 3 }] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('Fallos activos: 1');
  },
};

/** On a phone the panel takes the whole width. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
