import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, fn, within } from 'storybook/test';
import { OffersScreen } from './offers-screen';
import { mobile } from './story-fixtures';
import { offersTabs } from '../model/list-query';

const meta = {
  title: 'Mis ofertas/Pantalla de mis ofertas',
  component: OffersScreen,
  argTypes: { initialView: { control: 'select', options: offersTabs }, investModal: { control: false } },
  args: { investModal: fn(() => null) },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The demo investor's seeded offers on the simulator.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof OffersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** OFFER-01: the landing 'Ofertas' with 'Continuar'. */
export const Landing: Story = { name: 'Portada' };

/** The list is loading ('Cargando...'). */
export const Loading: Story = {
  name: 'Cargando',
  args: { initialView: 'ofertas' },
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera' }] } },
};

/** Waits for the simulator's rows (a table, or cards on a phone), so that axe reads them, not 'Cargando...'. */
const rowsShown =
  (role: 'table' | 'list', name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const rows = await within(canvasElement).findByRole(role, { name }, { timeout: 15_000 });
    await expect(
      (await within(rows).findAllByRole(role === 'table' ? 'row' : 'listitem', {}, { timeout: 15_000 }))[0],
    ).toBeVisible();
  };

/** OFFER-04..OFFER-07: my offers in demo mode (USDT), one without expiry. */
export const MyOffersDemo: Story = {
  name: 'Mis ofertas en la demo (USDT)',
  args: { initialView: 'ofertas' },
  play: rowsShown('table', 'Mis ofertas'),
};

/** The same outside demo mode ($): the investor in dollars. */
export const MyOffersNonDemo: Story = {
  name: 'Mis ofertas fuera de la demo ($)',
  args: { initialView: 'ofertas' },
  parameters: { simulator: { as: 'inversor' } },
};

/** OFFER-08: no offers (a verified client with nothing yet). */
export const MyOffersEmpty: Story = {
  name: 'Sin ofertas',
  args: { initialView: 'ofertas' },
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
};

/** ROLE-10, MYPROJ-01..MYPROJ-03: an issuer's own projects; a row opens the invest modal (MYPROJ-05). */
export const MyProjectsIssuer: Story = {
  name: 'Mis proyectos de un emisor',
  args: { initialView: 'proyectos' },
  parameters: { simulator: { as: 'emisor' } },
  play: rowsShown('table', 'Mis proyectos'),
};

/** ROLE-11, MYPROJ-04, MYPROJ-11: a client without own projects, with the advice and the office link. */
export const MyProjectsNonIssuer: Story = {
  name: 'Sin proyectos propios',
  args: { initialView: 'proyectos' },
  parameters: { simulator: { as: 'inversor' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('¡Ups, sin proyectos ofertados!', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** Cards on a phone. */
export const MyOffersMobile: Story = {
  name: 'Mis ofertas en un teléfono',
  args: { initialView: 'ofertas' },
  globals: mobile,
  play: rowsShown('list', 'Mis ofertas (en tarjetas)'),
};
export const MyProjectsMobile: Story = {
  name: 'Mis proyectos en un teléfono',
  args: { initialView: 'proyectos' },
  parameters: { simulator: { as: 'emisor' } },
  globals: mobile,
};
