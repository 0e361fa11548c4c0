import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { simulatorSettingsUpdate } from '@/contract/simulator';
import { SimulatorPanel } from './simulator-panel';

/** A change of the simulator's settings, made as the panel makes it. */
const changeSettings = (body: object) =>
  fetch(simulatorSettingsUpdate.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

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
  beforeEach: async () => {
    await changeSettings({ agregar_fallo: { tipo: 'error', ruta: 'dashboard', restantes: 3 } });
    return async () => {
      await changeSettings({ quitar_fallo: 'todos' });
    };
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('Fallos activos: 1');
  },
};

/** On a phone the panel takes the whole width. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
