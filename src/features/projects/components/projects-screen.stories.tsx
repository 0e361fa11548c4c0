import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { expect, userEvent, within } from 'storybook/test';
import { projectsList } from '@/contract/projects';
import { ProjectsScreen } from './projects-screen';
import { mobile } from './story-data';

const meta = {
  title: 'Proyectos/Pantalla de proyectos',
  component: ProjectsScreen,
  decorators: [(Story) => <Box p="md">{Story()}</Box>],
  // The seeded markets on the simulator, seen by the demo investor.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof ProjectsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const pressContinue = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Continuar' }));
};
const continueToListing = async (ctx: { canvasElement: HTMLElement }) => {
  await pressContinue(ctx);
  await body(ctx.canvasElement).findByRole(
    'heading',
    { level: 2, name: 'Mercado primario' },
    { timeout: 10_000 },
  );
};

/** PROJ-01: the landing (demo mode). */
export const Landing: Story = { name: 'Portada (demo)' };

/** PROJ-02: 'Continuar' reads 'Cargando...' while the list loads (it never answers here). */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: projectsList.path }] } },
  play: async (ctx) => {
    await pressContinue(ctx);
    await expect(await body(ctx.canvasElement).findByRole('button', { name: 'Cargando...' })).toBeDisabled();
  },
};

/** PROJ-03, PROJ-06, PROJ-11: the primary listing, first, as a list (demo: USDT). */
export const Listing: Story = { name: 'Mercado primario', play: continueToListing };

/** DEMO-05: outside demo mode amounts read '$' (the investor in dollars). */
export const NonDemo: Story = {
  name: 'Fuera de la demo ($)',
  parameters: { simulator: { as: 'inversor' } },
  play: continueToListing,
};

/** PROJ-05, PROJ-29, SEC-01: the secondary market. */
export const Secondary: Story = {
  name: 'Mercado secundario',
  play: async (ctx) => {
    await continueToListing(ctx);
    await userEvent.click(body(ctx.canvasElement).getByRole('radio', { name: 'Mercado secundario' }));
    const offers = await body(ctx.canvasElement).findByRole(
      'region',
      { name: 'Ofertas del mercado secundario' },
      { timeout: 10_000 },
    );
    await expect((await within(offers).findAllByRole('article', {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};

/** PROJ-31: the list call fails: the client is signed out (the story's session ends). */
export const ListFails: Story = {
  name: 'Error al cargar la lista',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: projectsList.path }] } },
  play: pressContinue,
};

/** A 375 px screen: landing, then the listing. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile, play: continueToListing };
