import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, fn, within } from 'storybook/test';
import { projectsList } from '@/contract/projects';
import { noFilters } from '../model/filters';
import { PrimaryListing } from './primary-listing';
import { mobile, projectLoader } from './story-data';
import { layouts, modes } from '../model/projects-search';

const meta = {
  title: 'Proyectos/Mercado primario',
  component: PrimaryListing,
  argTypes: {
    layout: { control: 'select', options: layouts },
    mode: { control: 'select', options: modes },
    currency: { control: 'select', options: ['USDT', '$'] },
  },
  args: {
    filters: noFilters,
    page: 1,
    onPage: fn(),
    layout: 'list',
    mode: 'classic',
    currency: 'USDT',
    onOpen: fn(),
  },
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The seeded primary market on the simulator, seen by the demo investor (demo mode: USDT).
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof PrimaryListing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the simulator's projects, so that axe reads them rather than the loading state. */
const tableShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    await within(canvasElement).findByRole(
      'table',
      { name: 'Proyectos del mercado primario' },
      { timeout: 15_000 },
    ),
  ).toBeVisible();
};
const cardsShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    (await within(canvasElement).findAllByRole('article', {}, { timeout: 15_000 }))[0],
  ).toBeVisible();
};

/** PROJ-07, PROJ-11, PROJ-12: the simple table-like list (the default layout), on a monitor wide enough. */
export const List: Story = {
  name: 'Lista',
  globals: { viewport: { value: 'monitor', isRotated: false } },
  play: tableShown,
};
/**
 * The list in a narrower box (1280 px with the menu open): the thirteen columns would scroll sideways, so each
 * project is a row of the same figures, labelled, in the same order.
 */
export const ListNarrow: Story = {
  name: 'Lista en una caja estrecha',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole(
      'list',
      { name: 'Proyectos del mercado primario' },
      { timeout: 15_000 },
    );
    await expect(list).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const first = within(list).getAllByRole('listitem')[0]!;
    const labels = [...first.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(labels).toEqual([
      'País',
      'Código',
      'Categoría',
      'Parcelas asociadas',
      'Clasificación',
      'Garantía',
      'Interés',
      'Vencimiento',
      'Monto',
      'Ganancia periodo',
      'Disponibilidad',
      'Participantes',
    ]);
  },
};
/** PROJ-07: map/card view, grouped by country. */
export const CardMap: Story = { name: 'Mapa', args: { layout: 'map' }, play: cardsShown };
/** PROJ-07, PROJ-19: detailed cards with 'Invertir'. */
export const Detailed: Story = {
  name: 'Tarjetas detalladas',
  args: { layout: 'detailed' },
  play: cardsShown,
};
/** PROJ-07: grid of cards. */
export const Grid: Story = { name: 'Cuadrícula', args: { layout: 'grid' }, play: cardsShown };
/** PROJ-08: minimal mode. */
export const Minimal: Story = { name: 'Modo mínimo', args: { layout: 'detailed', mode: 'minimal' } };
/** PROJ-08: large icons. */
export const LargeIcons: Story = { name: 'Iconos grandes', args: { layout: 'grid', mode: 'largeIcons' } };
/** PROJ-09, PROJ-10: best sellers: the legend and the relevancia colours. */
export const BestSellers: Story = { name: 'Más vendidos', args: { mode: 'bestSellers' } };
/** The same on cards. */
export const BestSellersCards: Story = {
  name: 'Más vendidos en tarjetas',
  args: { layout: 'grid', mode: 'bestSellers' },
};
/**
 * PROJ-13..17: country, risk and interest filters set to a seeded project's own values, so the server finds
 * it, and their columns are highlighted.
 */
export const Highlighted: Story = {
  name: 'Con filtros resaltados',
  loaders: [projectLoader()],
  render: (args, { loaded }) => (
    <PrimaryListing
      {...args}
      filters={{
        ...noFilters,
        pais: loaded.project.country_iso,
        riesgo: loaded.project.risk,
        rango: Math.floor(Number(loaded.project.tax_referential_client)),
      }}
    />
  ),
};
/** PROJ-26: before the list loads (it never answers here). */
export const BeforeLoad: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: projectsList.path }] } },
};
/** PROJ-26: no project and no filter. */
export const NoProjects: Story = {
  name: 'Sin proyectos',
  parameters: { simulator: { as: 'demo', scenario: 'noListedProjects' } },
};
const nothingFound = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(
    await within(canvasElement).findByText('No se encontró ningún producto', {}, { timeout: 15_000 }),
  ).toBeInTheDocument();
};
/** PROJ-27: filters set and nothing found. */
export const NothingFound: Story = {
  name: 'Búsqueda sin resultados',
  args: { filters: { ...noFilters, riesgo: 'Alto', vencimiento: '1', rango: 20 } },
  play: nothingFound,
};
/** PROJ-21..23: the last page. */
export const LastPage: Story = { name: 'Última página', args: { page: 3 } };
/** 375 px: the list's rows, one under the other. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
/** 375 px, detailed cards. */
export const MobileCards: Story = {
  name: 'Tarjetas en un teléfono',
  args: { layout: 'detailed' },
  globals: mobile,
};
