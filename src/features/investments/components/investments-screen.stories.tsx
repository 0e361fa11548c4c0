import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { useSession } from '@/shared/session/session-store';
import { InvestmentsScreen } from './investments-screen';
import { answers, endless, mobile } from './story-fixtures';

const meta = {
  title: 'investments/InvestmentsScreen',
  component: InvestmentsScreen,
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  beforeEach: () => {
    useSession.setState({ token: 'story-token' });
    return () => useSession.setState({ token: null });
  },
  parameters: { msw: { handlers: answers() } },
} satisfies Meta<typeof InvestmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** INV-01: the landing with 'Continuar'. */
export const Landing: Story = {};

/** The lists are loading ('Cargando...'). */
export const Loading: Story = {
  args: { initialView: 'activas' },
  parameters: { msw: { handlers: endless } },
};

/** INV-04..INV-11: the active list in demo mode (USDT), one row offered. */
export const ActiveDemo: Story = { args: { initialView: 'activas' } };

/** The same outside demo mode ($). */
export const ActiveNonDemo: Story = {
  args: { initialView: 'activas' },
  parameters: { msw: { handlers: answers({ demo: false }) } },
};

/** INV-08, INV-09: no active investments. */
export const ActiveEmpty: Story = {
  args: { initialView: 'activas' },
  parameters: { msw: { handlers: answers({ empty: true }) } },
};

/** INV-12, INV-17..INV-19: the sold list. */
export const Sold: Story = { args: { initialView: 'vendidas' } };

/** INV-21: no sold investments. */
export const SoldEmpty: Story = {
  args: { initialView: 'vendidas' },
  parameters: { msw: { handlers: answers({ empty: true }) } },
};

/** INV-20: cards on a phone. */
export const ActiveMobile: Story = { args: { initialView: 'activas' }, globals: mobile };
export const SoldMobile: Story = { args: { initialView: 'vendidas' }, globals: mobile };
