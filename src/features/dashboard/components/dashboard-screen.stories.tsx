import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, fn, waitFor, within } from 'storybook/test';
import { investmentsChart } from '@/contract/account';
import { DashboardScreen } from './dashboard-screen';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inicio/Pantalla de inicio',
  component: DashboardScreen,
  argTypes: { latestMovements: { control: false }, top: { control: false } },
  args: { onInvest: fn() },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The demo investor's seeded year on the simulator.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The persona's wallet shown, then every card, the chart and the carousel loaded (no 'Cargando...' left). */
const loaded =
  (wallet: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(wallet, {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Cargando...')).toBeNull(), { timeout: 15_000 });
  };

/** The screen with its calls: demo mode (USDT), the seeded wallet. */
export const Demo: Story = { name: 'En la demo (USDT)', play: loaded('USDT 25,000.00') };

/** The same, outside demo mode ($): the investor in dollars. */
export const NonDemo: Story = {
  name: 'Fuera de la demo ($)',
  parameters: { simulator: { as: 'inversor' } },
  play: loaded('$ 12,500.00'),
};

/** The issuer (emisor@, in demo mode): its own wallet and portfolio. */
export const Issuer: Story = {
  name: 'Cuenta de un emisor',
  parameters: { simulator: { as: 'emisor' } },
  play: loaded('USDT 3,000.00'),
};

/** The calls never answer. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera' }] } },
};

/** investments/grafica fails: logged with console.warn, the dashboard stays (DASH-12). */
export const ChartFailed: Story = {
  name: 'Error al cargar el gráfico',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: investmentsChart.path }] } },
};

/** A verified client with nothing yet: every figure at zero. */
export const Empty: Story = {
  name: 'Cliente nuevo, todo en cero',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
};

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
