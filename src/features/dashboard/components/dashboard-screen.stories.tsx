import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { delay, http, HttpResponse } from 'msw';
import { fn } from 'storybook/test';
import { dashboard, investmentsChart } from '@/contract/account';
import { getStatus } from '@/contract/auth';
import { errorBodyOf } from '@/contract/errors';
import { allProjects } from '@/contract/projects';
import { useSession } from '@/shared/session/session-store';
import { DashboardScreen } from './dashboard-screen';
import { sampleBalances, sampleChartPoints, sampleProjects } from './story-data';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const grafica = {
  data: sampleChartPoints.map((p) => ({ amount: p.amount })),
  label: sampleChartPoints.map((p) => ({ fecha: p.fecha.split('/').reverse().join('-') })),
};

/** The screen's calls answered with fixed data (the session is a story's own: nothing is signed in). */
const answers = (demoStatus: 'active' | 'inactive') => [
  http.post(`*${getStatus.path}`, () => HttpResponse.json({ data: { status: 3, demo_status: demoStatus } })),
  http.post(`*${dashboard.path}`, () => HttpResponse.json({ data: { saldos: [sampleBalances] } })),
  http.post(`*${investmentsChart.path}`, () => HttpResponse.json(grafica)),
  http.post(`*${allProjects.path}`, () =>
    HttpResponse.json({ data: sampleProjects, cantidad: sampleProjects.length }),
  ),
];

const meta = {
  title: 'dashboard/DashboardScreen',
  component: DashboardScreen,
  args: { onInvest: fn() },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  beforeEach: () => {
    useSession.setState({ token: 'story-token' });
    return () => useSession.setState({ token: null });
  },
  parameters: { msw: { handlers: answers('active') } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen with its calls: demo mode (USDT). */
export const Demo: Story = {};

/** The same, outside demo mode ($). */
export const NonDemo: Story = { parameters: { msw: { handlers: answers('inactive') } } };

/** The calls never answer. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post('*/api/*', () => delay('infinite'))] } },
};

/** investments/grafica fails: logged with console.warn, the dashboard stays (DASH-12). */
export const ChartFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${investmentsChart.path}`, () =>
          HttpResponse.json(errorBodyOf('Error al calcular la gráfica'), { status: 500 }),
        ),
        ...answers('active'),
      ],
    },
  },
};

/** A 375 px screen. */
export const Mobile: Story = { globals: mobile };
