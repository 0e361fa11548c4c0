import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { MovementsPanel } from './movements-panel';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Inicio/Panel de movimientos',
  component: MovementsPanel,
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The demo investor's seeded year of movements on the simulator.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof MovementsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the first page of the simulator's statement, so that axe reads it rather than 'Cargando...'. */
const rowsShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const table = await within(canvasElement).findByRole(
    'table',
    { name: 'Movimientos de la cuenta' },
    { timeout: 15_000 },
  );
  await expect((await within(table).findAllByRole('row', {}, { timeout: 15_000 }))[1]).toBeVisible();
};

/** Demo mode (USDT), paging through the seeded statement. */
export const Demo: Story = { name: 'En la demo (USDT)', play: rowsShown };

/** Outside demo mode ($): the investor in dollars. */
export const NonDemo: Story = {
  name: 'Fuera de la demo ($)',
  parameters: { simulator: { as: 'inversor' } },
  play: rowsShown,
};

/** The issuer's statement (emisor@, in demo mode), as its dashboard shows it. */
export const Issuer: Story = {
  name: 'Movimientos de un emisor',
  parameters: { simulator: { as: 'emisor' } },
  play: rowsShown,
};

/** The first page never arrives: 'Cargando...'. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera' }] } },
};

/** No movements (MOV-09): a verified client with nothing yet. */
export const Empty: Story = {
  name: 'Sin movimientos',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
};

/** At a phone's width: the card list. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
