import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, within } from 'storybook/test';
import { InvestmentsScreen } from './investments-screen';
import { mobile } from './story-fixtures';
import { investmentsTabs } from '../model/list-query';

const meta = {
  title: 'Mis inversiones/Pantalla de mis inversiones',
  component: InvestmentsScreen,
  argTypes: { initialView: { control: 'select', options: investmentsTabs } },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The demo investor's seeded portfolio on the simulator.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof InvestmentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** INV-01: the landing with 'Continuar'. */
export const Landing: Story = { name: 'Portada' };

/** The lists are loading ('Cargando...'). */
export const Loading: Story = {
  name: 'Cargando',
  args: { initialView: 'activas' },
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera' }] } },
};

/** INV-04..INV-11: the active list in demo mode (USDT), one row offered. */
export const ActiveDemo: Story = { name: 'Activas en la demo (USDT)', args: { initialView: 'activas' } };

/** Waits for the simulator's rows (a table, or cards on a phone), so that axe reads them, not 'Cargando...'. */
const rowsShown =
  (role: 'table' | 'list', name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const rows = await within(canvasElement).findByRole(role, { name }, { timeout: 15_000 });
    await expect(
      (await within(rows).findAllByRole(role === 'table' ? 'row' : 'listitem', {}, { timeout: 15_000 }))[0],
    ).toBeVisible();
  };
const emptyShown =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByText(text, {}, { timeout: 15_000 })).toBeVisible();
  };

/** The same outside demo mode ($). */
export const ActiveNonDemo: Story = {
  name: 'Activas fuera de la demo ($)',
  args: { initialView: 'activas' },
  parameters: { simulator: { as: 'inversor' } },
  play: rowsShown('table', 'Inversiones activas'),
};

/** INV-08, INV-09: no active investments. */
export const ActiveEmpty: Story = {
  name: 'Sin inversiones activas',
  args: { initialView: 'activas' },
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
};

/** INV-12, INV-17..INV-19: the sold list. */
export const Sold: Story = { name: 'Vendidas', args: { initialView: 'vendidas' } };

/** INV-21: no sold investments. */
export const SoldEmpty: Story = {
  name: 'Sin inversiones vendidas',
  args: { initialView: 'vendidas' },
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
  play: emptyShown('¡Ups, sin inversiones vendidas!'),
};

/** INV-20: cards on a phone. */
export const ActiveMobile: Story = {
  name: 'Activas en un teléfono',
  args: { initialView: 'activas' },
  globals: mobile,
  play: rowsShown('list', 'Inversiones activas (en tarjetas)'),
};
export const SoldMobile: Story = {
  name: 'Vendidas en un teléfono',
  args: { initialView: 'vendidas' },
  globals: mobile,
};
