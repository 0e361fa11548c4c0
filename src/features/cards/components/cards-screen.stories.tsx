import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useSession } from '@/shared/session/session-store';
import { CardsScreen } from './cards-screen';
import {
  approvedCard,
  bareCard,
  deactivatedCard,
  listAnsweredWithHtml,
  listFailing,
  listPending,
  manyCards,
  mobile,
  paisesHandler,
  pendingCard,
  profileHandler,
  screenHandlers,
  statusHandler,
  transferRefused,
} from './story-fixtures';

const meta = {
  title: 'cards/CardsScreen',
  component: CardsScreen,
  parameters: {
    layout: 'padded',
    msw: { handlers: screenHandlers([approvedCard, bareCard, deactivatedCard]) },
  },
  beforeEach: () => {
    useSession.setState({ token: 'story-token' });
    return () => useSession.setState({ token: null });
  },
} satisfies Meta<typeof CardsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const findRowButton = async (canvasElement: HTMLElement, name: RegExp) =>
  (await within(canvasElement).findAllByRole('button', { name }, { timeout: 15_000 }))[0]!;

/** CARD-03..10: approved with movements, approved without (export disabled) and deactivated; demo mode. */
export const WithCards: Story = {
  play: async ({ canvasElement }) => {
    // The card's balance shows in its row and in its details.
    await expect(
      (await within(canvasElement).findAllByText('R$ 621.75', {}, { timeout: 15_000 }))[0],
    ).toBeInTheDocument();
  },
};

/** Outside demo mode: the transfer amount is in '$' (cards stay in R$). */
export const NonDemo: Story = {
  parameters: { msw: { handlers: screenHandlers([approvedCard, pendingCard], 'inactive') } },
};

/** CARD-08: a pending application next to an approved card. */
export const PendingCard: Story = {
  parameters: { msw: { handlers: screenHandlers([pendingCard, approvedCard]) } },
};

/** CARD-28: a deactivated card, its deactivate action disabled. */
export const Deactivated: Story = { parameters: { msw: { handlers: screenHandlers([deactivatedCard]) } } };

/** CARD-11, CARD-12: seven cards, two pages. */
export const TwoPages: Story = { parameters: { msw: { handlers: screenHandlers(manyCards) } } };

export const Empty: Story = { parameters: { msw: { handlers: screenHandlers([]) } } };

export const Loading: Story = {
  parameters: { msw: { handlers: [listPending, statusHandler('active'), profileHandler, paisesHandler] } },
};

/** CARD-02: a failed list is silent and shows the empty list. */
export const ListError: Story = {
  parameters: { msw: { handlers: [listFailing, statusHandler('active'), profileHandler, paisesHandler] } },
};

/** SRV-53: an answer that is not the server's JSON is no list: the message and 'Reintentar'. */
export const ListUnexpectedAnswer: Story = {
  parameters: {
    msw: { handlers: [listAnsweredWithHtml, statusHandler('active'), profileHandler, paisesHandler] },
  },
};

/** CARD-13..17: the details of the card with movements. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await findRowButton(canvasElement, /^Detalles: Visa/));
    await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
  },
};

/** CARD-18: the details of a card without movements: the placeholder. */
export const DetailsWithoutMovements: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await findRowButton(canvasElement, /^Detalles: Mastercard/));
    await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
  },
};

/** CARD-19, CARD-20: the export dialog. */
export const ExportDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await findRowButton(canvasElement, /^Exportar movimientos: Visa/));
    await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
  },
};

/** CARD-23, CARD-24: the deactivate dialog. */
export const DeactivateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await findRowButton(canvasElement, /^Desactivar: Visa/));
    await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
  },
};

/** CARD-37: the transfer form. */
export const Transfer: Story = { args: { initialTab: 'transferir' } };

/** CARD-38: sent empty: the missing fields. */
export const TransferMissingFields: Story = {
  args: { initialTab: 'transferir' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Transferir' }));
  },
};

/** CARD-42: the server's raw refusal in the message dialog. */
export const TransferRefused: Story = {
  args: { initialTab: 'transferir' },
  parameters: { msw: { handlers: [transferRefused, ...screenHandlers([approvedCard])] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: /Tarjeta/ });
    await expect(
      await within(select).findByRole('option', { name: /Visa/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await userEvent.selectOptions(select, '1');
    await userEvent.type(canvas.getByRole('textbox', { name: /Monto/ }), '$2500,50');
    await userEvent.type(canvas.getByRole('textbox', { name: /Notas/ }), 'Viaje');
    await userEvent.click(canvas.getByRole('button', { name: 'Transferir' }));
  },
};

/** CARD-29..34: the application form, filled in from the client's record. */
export const AddCard: Story = { args: { initialTab: 'agregar' } };

/** CARD-35: the application's missing fields. */
export const AddCardMissingFields: Story = {
  args: { initialTab: 'agregar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Valentina', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Solicitar tarjeta' }));
  },
};

/** The phone layout: one panel per card. */
export const Mobile: Story = { globals: mobile };

export const MobileTransfer: Story = { globals: mobile, args: { initialTab: 'transferir' } };
