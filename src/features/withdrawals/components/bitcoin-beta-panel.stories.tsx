import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { BitcoinBetaPanel } from './bitcoin-beta-panel';

const meta = {
  title: 'Retiro/Panel de Bitcoin (beta)',
  component: BitcoinBetaPanel,
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
} satisfies Meta<typeof BitcoinBetaPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** WDR-05: the type-4 panel on its own (the screen never shows it, WDR-04). */
export const Beta: Story = { name: 'Panel en beta' };
