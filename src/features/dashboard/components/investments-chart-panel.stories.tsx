import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { formatDay } from '@/shared/format/date';
import { InvestmentsChartPanel } from './investments-chart-panel';
import { sampleChartPoints } from './story-data';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inicio/Gráfico de inversiones',
  component: InvestmentsChartPanel,
  argTypes: { currency: { control: 'select', options: ['USDT', '$'] } },
  args: { status: 'success', points: sampleChartPoints, currency: 'USDT' },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
} satisfies Meta<typeof InvestmentsChartPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cumulative invested amount per date, in USDT (DASH-11, DEMO-04); the chart's code loads lazily. */
export const Demo: Story = { name: 'En la demo (USDT)' };

/** Outside demo mode: the tooltip and the table in $ (DEMO-05). */
export const NonDemo: Story = { name: 'Fuera de la demo ($)', args: { currency: '$' } };

/** While investments/grafica loads. */
export const Loading: Story = { name: 'Cargando', args: { status: 'pending', points: undefined } };

/** A client without investments. */
export const Empty: Story = { name: 'Sin inversiones', args: { points: [] } };

/** The call failed: only logged, the panel says the chart is not available (DASH-12). */
export const Failed: Story = { name: 'Error al cargar', args: { status: 'error', points: undefined } };

/** A single investment: one point. */
export const OnePoint: Story = {
  name: 'Una sola inversión',
  args: { points: sampleChartPoints.slice(0, 1) },
};

/** Sixty investment dates: past 24 points the line carries no dots; the pointer's point still shows one. */
export const ManyPoints: Story = {
  name: 'Muchas fechas de inversión',
  args: {
    points: Array.from({ length: 60 }, (_, i) => {
      const amount = (500 * (i + 1) + (i % 7) * 120).toFixed(2);
      const fecha = formatDay(new Date(Date.UTC(2026, 0, 1 + 5 * i)).toISOString().slice(0, 10));
      return { fecha, amount, monto: Number(amount) };
    }),
  },
};

/** A 375 px screen. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
