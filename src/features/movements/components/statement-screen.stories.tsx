import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { balanceStatement } from '@/contract/statements';
import { StatementScreen } from './statement-screen';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };
/** This month, the tax summary of this year (the defaults). */
const defaults = { desde: '', hasta: '', anio: 0 };

const meta = {
  title: 'Estado de cuenta/Pantalla de estado de cuenta',
  component: StatementScreen,
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The demo investor's seeded year of movements on the simulator.
  parameters: { simulator: { as: 'demo' } },
  args: { search: defaults },
} satisfies Meta<typeof StatementScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Demo mode (USDT, DEMO-06): this month's statement, then the preset 'Año anterior'. */
export const Demo: Story = {
  name: 'En la demo (USDT)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Saldo inicial');
    const thisYear = canvas.getByRole('button', { name: 'Este año' });
    await userEvent.click(thisYear);
    await expect(thisYear).toHaveAttribute('aria-pressed', 'true');
    // The year's statement, not the month's still on screen: its period starts on the 1st of January.
    await expect(await canvas.findByRole('region', { name: /^Del 01\/01\/\d{4} al / })).toBeVisible();
    await expect(canvas.getByText('Totales por tipo')).toBeVisible();
  },
};

/** Outside demo mode ($): the investor's statement. */
export const NonDemo: Story = { name: 'Fuera de la demo ($)', parameters: { simulator: { as: 'inversor' } } };

/** The statement never arrives: 'Cargando...'. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: balanceStatement.path }] } },
};

/** The server fails: its message and 'Reintentar'. */
export const Failed: Story = {
  name: 'Error al cargar',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: balanceStatement.path }] } },
};

/** No movements in the period: a verified client with nothing yet. */
export const Empty: Story = {
  name: 'Sin movimientos en el periodo',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
};

/** At a phone's width: the movements as cards. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
