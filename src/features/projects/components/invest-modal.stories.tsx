import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { InvestModal } from './invest-modal';
import {
  answers,
  bareProject,
  investAnswers,
  lowAvailableProject,
  mobile,
  richProject,
  storySession,
} from './story-data';

const meta = {
  title: 'projects/InvestModal',
  component: InvestModal,
  args: { project: richProject, onClose: fn(), layout: 'tabs' },
  beforeEach: storySession,
  parameters: { msw: { handlers: answers('active') } },
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
const invest = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const modal = within(await dialog(canvasElement));
  await userEvent.click(modal.getByRole('tab', { name: 'Saldo en la Cuenta' }));
  await userEvent.type(modal.getByLabelText(/^Monto a invertir/), '1000');
  await userEvent.click(modal.getByRole('button', { name: 'Invertir' }));
};

/** INVEST-01..06, INVEST-16: tabs; 'Datos de la Oferta' with both documents, parcels and a video. */
export const OfferTab: Story = {};
/** INVEST-07: 'Distribucion', the doughnut (lazy) with amounts and percentages. */
export const DistributionTab: Story = { play: tab('Distribucion') };
/** INVEST-08..14: 'Saldo en la Cuenta'; type an amount to see 'Valor a recibir'. */
export const BalanceTab: Story = { play: tab('Saldo en la Cuenta') };
/** INVEST-15: wide screens: the three sections side by side. */
export const SideBySide: Story = { args: { layout: 'columns' } };
/** INVEST-06: 'Datos de oferta' and 'Catálogo' hidden (empty and 'null'); no parcels. */
export const NoDocuments: Story = { args: { project: bareProject } };
/** INVEST-12: less than 50 available: the minimum is that amount. */
export const LowAvailable: Story = {
  args: { project: lowAvailableProject },
  play: tab('Saldo en la Cuenta'),
};
/** INVEST-19: the request pending: a spinner in the button. */
export const Sending: Story = {
  parameters: { msw: { handlers: [investAnswers.pending, ...answers('active')] } },
  play: invest,
};
/** INVEST-20: the result with 'Aceptar'. */
export const Result: Story = { play: invest };
/** INVEST-20: a refusal shows the server's message. */
export const Refused: Story = {
  parameters: { msw: { handlers: [investAnswers.refused, ...answers('active')] } },
  play: invest,
};
/** DEMO-05: outside demo mode. */
export const NonDemo: Story = {
  parameters: { msw: { handlers: answers('inactive') } },
  play: tab('Saldo en la Cuenta'),
};
/** INVEST-16, INVEST-17: a phone: tabs, collapsible parcels and the video overlay. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await dialog(canvasElement)).getByRole('button', { name: 'Ver video' }));
  },
};
