import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { diversification } from '@/contract/diversification';
import { DiversificationScreen } from './diversification-screen';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Diversificación/Pantalla de diversificación',
  component: DiversificationScreen,
  // The demo investor's seeded portfolio on the simulator.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof DiversificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for a dimension's table, so that the figures are on screen (not 'Cargando...'). */
const tableShown = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('table', { name }, { timeout: 15_000 });

/** DIV-04, DIV-05: the demo investor's portfolio by its five dimensions, one issuer above 20 %. */
export const Filled: Story = {
  name: 'Con inversiones',
  play: async ({ canvasElement }) => {
    const countries = await tableShown(canvasElement, 'Monto invertido por país');
    await expect(within(countries).getByText('23.78 %')).toBeInTheDocument();
    await expect(
      within(canvasElement).getByText(
        'Más del 20 % de su cartera está en un solo emisor: Agroexportadora Los Andes S.A. (27.21 %).',
      ),
    ).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('img', { name: 'Gráfico de anillo del monto invertido por emisor' }),
    ).toBeInTheDocument();
  },
};

/** DIV-06: the figures have not come yet. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: diversification.path }] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Cargando la diversificación...', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** DIV-06: a verified client without active investments: why, and the way to 'Proyectos'. */
export const Empty: Story = {
  name: 'Sin inversiones activas',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Todavía no tiene inversiones activas', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('link', { name: 'Ver proyectos' })).toBeInTheDocument();
  },
};

/** DIV-06: the call failed: the message and 'Reintentar'. */
export const Failed: Story = {
  name: 'Error al cargar',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: diversification.path }] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('No se pudo cargar la diversificación de su cartera.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  },
};

/** DIV-04 at a phone's width: the sections stack, each chart above its table, nothing scrolls sideways. */
export const Phone: Story = {
  name: 'En un teléfono',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await tableShown(canvasElement, 'Monto invertido por emisor');
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
