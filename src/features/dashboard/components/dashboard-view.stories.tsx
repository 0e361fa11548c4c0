import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Paper, Text, Title } from '@mantine/core';
import { fn } from 'storybook/test';
import { DashboardView } from './dashboard-view';
import { sampleBalances, sampleChartPoints, sampleProjects } from './story-data';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/** Stands in for the movements panel, which the route composes in (another feature). */
const latestMovements = (
  <Paper withBorder p="md" radius="md" component="section" aria-label="Últimos movimientos">
    <Title order={2} size="h3">
      Últimos movimientos
    </Title>
    <Text c="gray.7">El panel de movimientos (feature movements) se compone aquí desde la ruta.</Text>
  </Paper>
);

const meta = {
  title: 'Inicio/Pantalla de inicio (datos de ejemplo)',
  component: DashboardView,
  argTypes: {
    currency: { control: 'select', options: ['USDT', '$'] },
    latestMovements: { control: false },
    top: { control: false },
    carouselNotice: { control: false },
  },
  args: {
    balances: sampleBalances,
    chart: { status: 'success', points: sampleChartPoints },
    projects: sampleProjects,
    currency: 'USDT',
    onInvest: fn(),
    latestMovements,
  },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo persona's dashboard: cards, chart and carousel in USDT, latest movements below. */
export const Demo: Story = { name: 'En la demo (USDT)' };

/** Outside demo mode: every amount in $. */
export const NonDemo: Story = { name: 'Fuera de la demo ($)', args: { currency: '$' } };

/** Everything still loading. */
export const Loading: Story = {
  name: 'Cargando',
  args: { balances: undefined, chart: { status: 'pending', points: undefined }, projects: undefined },
};

/** A client with nothing yet: zero balances, no investments, no open project. */
export const Empty: Story = {
  name: 'Sin saldo ni inversiones',
  args: {
    balances: Object.fromEntries(
      Object.keys(sampleBalances).map((k) => [k, '0.00']),
    ) as typeof sampleBalances,
    chart: { status: 'success', points: [] },
    projects: [],
  },
};

/** The chart call failed: only logged, the rest of the dashboard stays (DASH-12). */
export const ChartFailed: Story = {
  name: 'Error al cargar el gráfico',
  args: { chart: { status: 'error', points: undefined } },
};

/** A 375 px screen. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
