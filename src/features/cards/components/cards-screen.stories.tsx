import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { cardList } from '@/contract/cards';
import { dialogsSettled } from '../../../../.storybook/settled';
import { CardsScreen } from './cards-screen';
import { cardsTabs } from '../model/cards-search';

const mobile = { viewport: { value: 'mobile1', isRotated: false } };

const meta = {
  title: 'Tarjetas/Pantalla de tarjetas',
  component: CardsScreen,
  argTypes: { initialTab: { control: 'select', options: cardsTabs } },
  // The demo investor's seeded cards in every status, on the simulator.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof CardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findRowButton = async (canvasElement: HTMLElement, name: RegExp) =>
  (await within(canvasElement).findAllByRole('button', { name }, { timeout: 15_000 }))[0]!;

/** CARD-03..10: approved with movements, approved without (export disabled) and deactivated; demo mode. */
export const WithCards: Story = {
  name: 'Con tarjetas',
  play: async ({ canvasElement }) => {
    await expect(await findRowButton(canvasElement, /^Detalles: Visa/)).toBeInTheDocument();
  },
};

/** Outside demo mode: the transfer amount is in '$' (cards stay in R$). */
export const NonDemo: Story = {
  name: 'Fuera de la demo ($)',
  parameters: { simulator: { as: 'inversor' } },
  play: async ({ canvasElement }) => {
    await expect(await findRowButton(canvasElement, /^Detalles: /)).toBeInTheDocument();
  },
};

/** The issuer's cards (emisor@, in demo mode), as the menu opens them. */
export const Issuer: Story = {
  name: 'Tarjetas del emisor',
  parameters: { simulator: { as: 'emisor' } },
  play: async ({ canvasElement }) => {
    await expect(await findRowButton(canvasElement, /^Detalles: Visa/)).toBeInTheDocument();
  },
};

/** CARD-08: a pending application next to an approved card (the investor in dollars). */
export const PendingCard: Story = {
  name: 'Con una solicitud pendiente',
  parameters: { simulator: { as: 'inversor' } },
};

/** CARD-11, CARD-12: more cards than a page holds (a scenario adds them). */
export const TwoPages: Story = {
  name: 'Dos páginas',
  parameters: { simulator: { as: 'demo', scenario: 'manyCards' } },
};

/** A verified client with no card yet. */
export const Empty: Story = {
  name: 'Sin tarjetas',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
};

export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: cardList.path }] } },
};

/** CARD-02: a failed list is silent and shows the empty list. */
export const ListError: Story = {
  name: 'Error al cargar, sin aviso',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: cardList.path }] } },
};

/**
 * SRV-53: an answer that is not the server's JSON is no list: the message and 'Reintentar'. The simulator
 * always answers JSON, so the HTML answer is written by hand.
 */
export const ListUnexpectedAnswer: Story = {
  name: 'Respuesta inesperada',
  beforeEach: ({ msw }) =>
    msw.use(
      http.post(`*${cardList.path}`, () =>
        HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'),
      ),
    ),
};

/** CARD-13..17: the details of the card with movements. */
export const Details: Story = {
  name: 'Detalles con movimientos',
  play: async ({ canvasElement }) => {
    await userEvent.click(await findRowButton(canvasElement, /^Detalles: Visa/));
    await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
    await dialogsSettled(canvasElement);
  },
};

/** CARD-18: the details of a card without movements: the placeholder. */
export const DetailsWithoutMovements: Story = {
  name: 'Detalles sin movimientos',
  play: async ({ canvasElement }) => {
    await userEvent.click(await findRowButton(canvasElement, /^Detalles: Mastercard/));
    await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
  },
};

/** CARD-19, CARD-20: the export dialog. */
export const ExportDialog: Story = {
  name: 'Exportación de movimientos',
  play: async ({ canvasElement }) => {
    // A card without movements has the export disabled: the first one that has some.
    const exports = await within(canvasElement).findAllByRole(
      'button',
      { name: /^Exportar movimientos: / },
      { timeout: 15_000 },
    );
    await userEvent.click(exports.find((button) => !(button as HTMLButtonElement).disabled)!);
    await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
  },
};

/** CARD-23, CARD-24: the deactivate dialog. */
export const DeactivateDialog: Story = {
  name: 'Desactivación de tarjeta',
  play: async ({ canvasElement }) => {
    await userEvent.click(await findRowButton(canvasElement, /^Desactivar: Visa/));
    await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
    await dialogsSettled(canvasElement);
  },
};

/** CARD-37: the transfer form. */
export const Transfer: Story = { name: 'Formulario de transferencia', args: { initialTab: 'transferir' } };

/** CARD-38: sent empty: the missing fields. */
export const TransferMissingFields: Story = {
  name: 'Transferencia con campos faltantes',
  args: { initialTab: 'transferir' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Transferir' }));
  },
};

/** CARD-42: the server's raw refusal in the message dialog (more than the wallet holds). */
export const TransferRefused: Story = {
  name: 'Transferencia rechazada',
  args: { initialTab: 'transferir' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: /Tarjeta/ });
    const visa = await within(select).findByRole('option', { name: /Visa/ }, { timeout: 15_000 });
    await userEvent.selectOptions(select, visa);
    await userEvent.type(canvas.getByRole('textbox', { name: /Monto/ }), '$9999999,50');
    await userEvent.type(canvas.getByRole('textbox', { name: /Notas/ }), 'Viaje');
    await userEvent.click(canvas.getByRole('button', { name: 'Transferir' }));
  },
};

/** CARD-29..34: the application form, filled in from the client's record. */
export const AddCard: Story = {
  name: 'Solicitud de tarjeta',
  args: { initialTab: 'agregar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Valentina', {}, { timeout: 15_000 })).toBeInTheDocument();
    await expect(
      (await canvas.findAllByRole('option', { name: 'Colombia' }, { timeout: 15_000 }))[0],
    ).toBeInTheDocument();
  },
};

/** CARD-35: the application's missing fields. */
export const AddCardMissingFields: Story = {
  name: 'Solicitud con campos faltantes',
  args: { initialTab: 'agregar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Valentina', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar tarjeta' }));
  },
};

/** The phone layout: one panel per card. */
export const Mobile: Story = {
  name: 'En un teléfono',
  globals: mobile,
  play: async ({ canvasElement }) => {
    const cards = await within(canvasElement).findByRole(
      'list',
      { name: 'Lista de tarjetas (en tarjetas)' },
      { timeout: 15_000 },
    );
    await expect((await within(cards).findAllByRole('listitem', {}, { timeout: 15_000 }))[0]).toBeVisible();
  },
};

export const MobileTransfer: Story = {
  name: 'Transferencia en un teléfono',
  globals: mobile,
  args: { initialTab: 'transferir' },
};
