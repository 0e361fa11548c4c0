import { useQuery } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { firstQuery } from '@/shared/ui/list/list-state';
import { dialogsSettled } from '../../../../.storybook/settled';
import { activeInvestmentsQuery } from '../api/investments-list';
import { SellModal, type SellModalProps } from './sell-modal';
import { mobile } from './story-fixtures';

/**
 * The modal opened on a real investment of the signed-in persona: the first page of its active investments,
 * read from the simulator through the screen's own query (the story's server starts after Storybook's
 * loaders, so the row is read once rendered). `pick` chooses a sellable row or one already on offer.
 */
function SellModalOnSimulator({
  pick = 'sellable',
  ...props
}: Omit<SellModalProps, 'investment'> & { pick?: 'sellable' | 'offered' }) {
  const { data } = useQuery(activeInvestmentsQuery(firstQuery));
  const investment = data?.datos.find((row) =>
    pick === 'sellable' ? row.vender === 1 : row.mercado_secundario === 1,
  );
  return investment ? <SellModal investment={investment} {...props} /> : null;
}

const meta = {
  title: 'Mis inversiones/Modal de venta',
  component: SellModalOnSimulator,
  argTypes: { pick: { control: 'select', options: ['sellable', 'offered'] } },
  args: { onClose: fn(), onDone: fn() },
  // The demo investor (demo@) on the simulator: active investments, some of them already on offer.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof SellModalOnSimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The simulator's answer, shown in the result dialog. */
const answered = async (canvasElement: HTMLElement, text: string) =>
  expect(
    await within(canvasElement.ownerDocument.body).findByText(text, {}, { timeout: 15_000 }),
  ).toBeInTheDocument();

const submit = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ofertar inversión' }));
};

/** The modal once the investment has been read from the simulator (until then nothing is rendered). */
const dialogShown = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 }));

/** SELL-01..SELL-03: 'Información de la inversión'. */
export const Information: Story = {
  name: 'Información de la inversión',
  play: async ({ canvasElement }) => {
    const dialog = await dialogShown(canvasElement);
    await expect(dialog.getByRole('tabpanel', { name: 'Información de la inversión' })).toBeVisible();
    await dialogsSettled(canvasElement);
  },
};

/** SELL-04, SELL-05: 'Procesar venta' before a type is chosen. */
export const SaleEmpty: Story = {
  name: 'Venta sin tipo elegido',
  args: { initialTab: 'sale' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogShown(canvasElement);
    await expect(dialog.getByRole('radiogroup', { name: /Tipo de fin de venta/ })).toBeVisible();
    await dialogsSettled(canvasElement);
  },
};

/** 'Hoy' with 110 %: the live 'Precio final venta' (SELL-10). */
export const SaleToday: Story = {
  name: 'Venta hoy al 110 %',
  args: { initialTab: 'sale', initialForm: { date_type: '1', date_value: '', amount_percentage: '110' } },
};

/** SELL-06: 'Definido' shows the date picker. */
export const SaleDefined: Story = {
  name: 'Venta con fecha definida',
  args: {
    initialTab: 'sale',
    initialForm: { date_type: '2', date_value: '2026-12-15', amount_percentage: '98' },
  },
};

/** SELL-06: 'Definido' chosen by hand in 'Procesar venta' and its calendar opened (the dollar investor). */
export const SaleDefinedCalendar: Story = {
  name: 'Fecha definida con el calendario',
  parameters: { simulator: { as: 'inversor' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await dialogShown(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: 'Procesar venta' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Definido' }));
    await userEvent.click(dialog.getByLabelText(/Fecha de fin de venta/));
    // The calendar's days are buttons named by their date ('15 diciembre 2026'); its popover fades in.
    const day = (await page.findAllByRole('button', { name: /^\d+ \S+ 20\d\d$/ }))[0]!;
    await waitFor(() => expect(day).toBeVisible());
    await dialogsSettled(canvasElement);
  },
};

/** 'Sin vencimiento': no date. */
export const SaleNoExpiry: Story = {
  name: 'Venta sin vencimiento',
  args: { initialTab: 'sale', initialForm: { date_type: '3', date_value: '', amount_percentage: '100' } },
};

/** SELL-07..SELL-09: submitted empty, the fields say what is missing. */
export const SaleInvalid: Story = {
  name: 'Con errores de validación',
  args: { initialTab: 'sale' },
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** SELL-14: the simulator's result with 'Aceptar'. */
export const Offered: Story = {
  name: 'Inversión ofertada',
  args: SaleNoExpiry.args,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await answered(canvasElement, 'Su inversión fue ofertada en el mercado secundario.');
  },
};

/** SELL-14: a refusal shows the server's message: the simulator refuses an investment already on offer. */
export const Refused: Story = {
  name: 'Oferta rechazada',
  args: { ...SaleNoExpiry.args, pick: 'offered' },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await answered(canvasElement, 'La inversión ya está ofertada en el mercado secundario.');
  },
};

export const Mobile: Story = { name: 'En un teléfono', args: SaleToday.args, globals: mobile };
