import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, fn, within } from 'storybook/test';
import { investmentsChart } from '@/contract/account';
import { DashboardScreen } from './dashboard-screen';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'dashboard/DashboardScreen',
  component: DashboardScreen,
  args: { onInvest: fn() },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The demo investor's seeded year on the simulator.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The screen with its calls: demo mode (USDT), the seeded wallet. */
export const Demo: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('USDT 25,000.00', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The same, outside demo mode ($): the investor in dollars. */
export const NonDemo: Story = { parameters: { simulator: { as: 'inversor' } } };

/** The calls never answer. */
export const Loading: Story = {
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera' }] } },
};

/** investments/grafica fails: logged with console.warn, the dashboard stays (DASH-12). */
export const ChartFailed: Story = {
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: investmentsChart.path }] } },
};

/** A verified client with nothing yet: every figure at zero. */
export const Empty: Story = { parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } } };

/** At a phone's width (Storybook's mobile1, 320 px). */
export const Mobile: Story = { globals: mobile };
