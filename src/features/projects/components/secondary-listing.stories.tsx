import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, fn, within } from 'storybook/test';
import { secondaryProjects } from '@/contract/projects';
import { noFilters } from '../model/filters';
import { SecondaryListing } from './secondary-listing';
import { mobile } from './story-data';

const meta = {
  title: 'Proyectos/Mercado secundario',
  component: SecondaryListing,
  argTypes: { currency: { control: 'select', options: ['USDT', '$'] } },
  args: { filters: noFilters, page: 1, onPage: fn(), currency: 'USDT', onBuy: fn() },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The seeded secondary market on the simulator, seen by the demo investor.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof SecondaryListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROJ-29, SEC-01: the welcome text and the offers, each with 'Comprar' (demo: USDT). */
export const Offers: Story = {
  name: 'Ofertas',
  // The simulator's offers, so that axe reads them rather than the loading state.
  play: async ({ canvasElement }) => {
    await expect(
      (await within(canvasElement).findAllByRole('article', {}, { timeout: 15_000 }))[0],
    ).toBeVisible();
  },
};
/** Outside demo mode: the dollar investor. */
export const NonDemo: Story = {
  name: 'Fuera de la demo ($)',
  args: { currency: '$' },
  parameters: { simulator: { as: 'inversor' } },
};
/** PROJ-25: page 2 of the secondary market. */
export const SecondPage: Story = { name: 'Segunda página', args: { page: 2 } };
/** While the list loads (it never answers here). */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: secondaryProjects.path }] } },
};
/** PROJ-28: an empty secondary market. */
export const Empty: Story = {
  name: 'Sin ofertas',
  parameters: { simulator: { as: 'demo', scenario: 'emptySecondaryMarket' } },
};
/** PROJ-27: filters set and nothing found. */
export const NothingFound: Story = {
  name: 'Búsqueda sin resultados',
  args: { filters: { ...noFilters, riesgo: 'A++', vencimiento: '1', rango: 20 } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No se encontró ningún producto', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
