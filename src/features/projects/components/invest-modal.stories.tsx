import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { investmentCreate } from '@/contract/investments';
import type { Project } from '@/contract/projects';
import { dialogsSettled } from '../../../../.storybook/settled';
import { InvestModal } from './invest-modal';
import { mobile, projectLoader } from './story-data';

const hasDocument = (path: string | null) => path !== null && path !== '' && path !== 'null';
/** A seeded project with both documents and a video. */
const rich = (p: Project) => hasDocument(p.pdf_oferente) && hasDocument(p.brouchure) && p.video !== '';

const meta = {
  title: 'Proyectos/Modal de inversión',
  component: InvestModal,
  argTypes: { project: { control: false } },
  args: { project: null, onClose: fn(), layout: 'tabs' },
  // A real listed project read from the simulator, shown to the demo investor: 'Invertir' really calls it.
  parameters: { simulator: { as: 'demo' } },
  loaders: [projectLoader(rich)],
  render: (args, { loaded }) => <InvestModal {...args} project={loaded.project} />,
} satisfies Meta<typeof InvestModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
const tab =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(within(await dialog(canvasElement)).getByRole('tab', { name }));
  };
/** 'Saldo en la cuenta' opened by hand, its amount field shown. */
const balanceTab = async (ctx: { canvasElement: HTMLElement }) => {
  await tab('Saldo en la cuenta')(ctx);
  const modal = within(await dialog(ctx.canvasElement));
  await expect(modal.getByLabelText(/^Monto a invertir/)).toBeVisible();
  await dialogsSettled(ctx.canvasElement);
};
const invest = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const modal = within(await dialog(canvasElement));
  await userEvent.click(modal.getByRole('tab', { name: 'Saldo en la cuenta' }));
  await userEvent.type(modal.getByLabelText(/^Monto a invertir/), '1000');
  await userEvent.click(modal.getByRole('button', { name: 'Invertir' }));
};

/** INVEST-01..06, INVEST-16: tabs; 'Datos de la oferta' with both documents, its parcels and a video. */
export const OfferTab: Story = { name: 'Datos de la oferta' };
/** INVEST-07: 'Distribución', the doughnut (lazy) with amounts and percentages. */
export const DistributionTab: Story = { name: 'Distribución', play: tab('Distribución') };
/** INVEST-08..14: 'Saldo en la cuenta'; type an amount to see 'Valor a recibir'. */
export const BalanceTab: Story = { name: 'Saldo en la cuenta', play: balanceTab };
/** INVEST-15: wide screens: the three sections side by side. */
export const SideBySide: Story = {
  name: 'Secciones lado a lado',
  args: { layout: 'columns' },
  // Once the lazy doughnut is in (no 'Cargando...' left), so that axe reads the whole dialog.
  play: async ({ canvasElement }) => {
    const modal = within(await dialog(canvasElement));
    await expect(await modal.findByRole('list', { name: 'Distribución del proyecto' })).toBeInTheDocument();
    await waitFor(() => expect(modal.queryByText('Cargando...')).toBeNull(), { timeout: 15_000 });
    await expect(modal.getByLabelText(/^Monto a invertir/)).toBeVisible();
    await dialogsSettled(canvasElement);
  },
};
/** INVEST-06: 'Datos de oferta' and 'Catálogo' hidden (empty and 'null'); no parcels. */
export const NoDocuments: Story = {
  name: 'Sin documentos',
  loaders: [
    projectLoader(
      (p) => !hasDocument(p.pdf_oferente) && !hasDocument(p.brouchure) && p.cantidad_parcelas_asociadas === 0,
    ),
  ],
};
/** INVEST-12: less than 50 available: the minimum is that amount. */
export const LowAvailable: Story = {
  name: 'Menos de 50 disponibles',
  loaders: [projectLoader((p) => Number(p.disponible) < 50)],
  play: tab('Saldo en la cuenta'),
};
/** INVEST-19: the request pending (it never answers here): a spinner in the button. */
export const Sending: Story = {
  name: 'Enviando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: investmentCreate.path }] } },
  play: invest,
};
/** INVEST-20: the result with 'Aceptar'. */
export const Result: Story = {
  name: 'Inversión realizada',
  play: async (ctx) => {
    await invest(ctx);
    await within(ctx.canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Resultado de la operación' },
      { timeout: 15_000 },
    );
    await dialogsSettled(ctx.canvasElement);
  },
};
/** INVEST-20: a refusal shows the server's message: the project closed while the modal was open. */
export const Refused: Story = {
  name: 'Inversión rechazada',
  parameters: { simulator: { as: 'demo', scenario: 'noListedProjects' } },
  play: async (ctx) => {
    await invest(ctx);
    await expect(
      await within(ctx.canvasElement.ownerDocument.body).findByText(
        'El proyecto no está disponible para inversión',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};
/** DEMO-05: outside demo mode: the dollar investor. */
export const NonDemo: Story = {
  name: 'Fuera de la demo ($)',
  parameters: { simulator: { as: 'inversor' } },
  loaders: [projectLoader(rich, 'inversor')],
  play: tab('Saldo en la cuenta'),
};
/** INVEST-16, INVEST-17: a phone: tabs, collapsible parcels and the video overlay. */
export const Mobile: Story = {
  name: 'En un teléfono',
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await dialog(canvasElement)).getByRole('button', { name: 'Ver video' }));
  },
};
