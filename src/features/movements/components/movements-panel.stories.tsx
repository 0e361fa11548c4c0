import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { delay, http, HttpResponse } from 'msw';
import { balanceList } from '@/contract/account';
import { getStatus } from '@/contract/auth';
import { useSession } from '@/shared/session/session-store';
import { MovementsPanel } from './movements-panel';
import { samplePage } from './story-data';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

/** balance/list answers every page with the sample rows; getstatus gives the demo status. */
const answers = (demoStatus: 'active' | 'inactive', totalPages = 3) => [
  http.post(`*${getStatus.path}`, () => HttpResponse.json({ data: { status: 3, demo_status: demoStatus } })),
  http.post(`*${balanceList.path}`, async ({ request }) => {
    const { page = 1 } = (await request.json()) as { page?: number };
    await delay(300);
    return HttpResponse.json(samplePage(page, totalPages));
  }),
];

const meta = {
  title: 'movements/MovementsPanel',
  component: MovementsPanel,
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  beforeEach: () => {
    useSession.setState({ token: 'story-token' });
    return () => useSession.setState({ token: null });
  },
  parameters: { msw: { handlers: answers('active') } },
} satisfies Meta<typeof MovementsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode (USDT), paging through three pages. */
export const Demo: Story = {};

/** Outside demo mode ($). */
export const NonDemo: Story = { parameters: { msw: { handlers: answers('inactive') } } };

/** The first page never arrives: 'Cargando...'. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post('*/api/*', () => delay('infinite'))] } },
};

/** No movements (MOV-09). */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(`*${balanceList.path}`, () => HttpResponse.json(samplePage(1, 1, []))),
        ...answers('active'),
      ],
    },
  },
};

/** A 375 px screen: the card list. */
export const Mobile: Story = { globals: mobile };
