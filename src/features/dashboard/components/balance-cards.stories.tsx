import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { BalanceCards } from './balance-cards';
import { largeBalances, sampleBalances } from './story-data';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inicio/Tarjetas de saldo',
  component: BalanceCards,
  argTypes: { currency: { control: 'select', options: ['USDT', '$'] } },
  args: { balances: sampleBalances, currency: 'USDT' },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
} satisfies Meta<typeof BalanceCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode: the eight cards in USDT (DASH-01..DASH-10, DEMO-04). */
export const Demo: Story = { name: 'En la demo (USDT)' };

/** Outside demo mode: the same cards in $ (DEMO-05). */
export const NonDemo: Story = { name: 'Fuera de la demo ($)', args: { currency: '$' } };

/** While data.saldos[0] loads. */
export const Loading: Story = { name: 'Cargando', args: { balances: undefined } };

/** A new client: every figure is 0.00. */
export const Empty: Story = {
  name: 'Saldos en cero',
  args: {
    balances: Object.fromEntries(
      Object.keys(sampleBalances).map((k) => [k, '0.00']),
    ) as typeof sampleBalances,
  },
};

/** Amounts in the hundreds of millions still fit (they wrap inside their card). */
export const LargeAmounts: Story = { name: 'Montos muy grandes', args: { balances: largeBalances } };

/** A 375 px screen: two cards a row. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
