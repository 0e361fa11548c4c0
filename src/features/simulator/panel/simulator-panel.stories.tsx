import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SimulatorPanel } from './simulator-panel';

const meta = {
  title: 'Simulador/Panel del simulador',
  component: SimulatorPanel,
  args: { opened: true, onClose: () => undefined },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SimulatorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel on the real simulator: its log of calls (the panel's own calls are not in it). */
export const Calls: Story = {
  name: 'Registro de llamadas',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: 'Panel del simulador' })).toBeVisible();
    await expect(await body.findByRole('status')).toHaveTextContent(/llamadas/);
  },
};

/** A fault is active: the panel says so above its tabs. */
export const WithActiveFault: Story = {
  name: 'Con un fallo activo',
  parameters: { simulator: { faults: [{ tipo: 'error', ruta: 'dashboard', restantes: 3 }] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alert')).toHaveTextContent('Fallos activos: 1');
  },
};

/** On a phone the panel takes the whole width. */
export const OnPhone: Story = {
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1' } },
};

/** 'Red y fallos' on a phone: the latency, the form that injects a fault and the fault active. */
export const NetworkAndFaultsOnPhone: Story = {
  name: 'Red y fallos en un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { simulator: { faults: [{ tipo: 'espera', ruta: 'tarjetas', restantes: null }] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Panel del simulador' });
    await userEvent.click(within(panel).getByRole('tab', { name: 'Red y fallos' }));
    await expect(await within(panel).findByRole('button', { name: 'Añadir fallo' })).toBeVisible();
    await expect(within(panel).getByRole('alert')).toHaveTextContent('Fallos activos: 1');
  },
};

/** 'Datos' on a phone: a stored table's rows, read only. */
export const StoredTablesOnPhone: Story = {
  name: 'Datos en un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = await body.findByRole('dialog', { name: 'Panel del simulador' });
    await userEvent.click(within(panel).getByRole('tab', { name: 'Datos' }));
    const picker = await within(panel).findByRole('combobox', { name: 'Tabla' });
    await expect(
      await within(picker).findByRole('option', { name: /^clients \(\d+ filas\)$/ }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'clients');
    await expect(await within(panel).findByRole('list', { name: 'Filas de la tabla' })).toBeVisible();
  },
};
