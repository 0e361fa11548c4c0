import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { MovementsPanel } from './movements-panel';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'movements/MovementsPanel',
  component: MovementsPanel,
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The demo investor's seeded year of movements on the simulator.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof MovementsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode (USDT), paging through the seeded statement. */
export const Demo: Story = {};

/** Outside demo mode ($): the investor in dollars. */
export const NonDemo: Story = { parameters: { simulator: { as: 'inversor' } } };

/** The first page never arrives: 'Cargando...'. */
export const Loading: Story = { parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera' }] } } };

/** No movements (MOV-09): a verified client with nothing yet. */
export const Empty: Story = { parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } } };

/** At a phone's width: the card list. */
export const Mobile: Story = { globals: mobile };
