import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { useSession } from '@/shared/session/session-store';
import { SellModal } from './sell-modal';
import { activeInvestments, answers, mobile, refusedOffer } from './story-fixtures';

const meta = {
  title: 'investments/SellModal',
  component: SellModal,
  args: { investment: activeInvestments[0]!, onClose: fn(), onDone: fn() },
  beforeEach: () => {
    useSession.setState({ token: 'story-token' });
    return () => useSession.setState({ token: null });
  },
  parameters: { msw: { handlers: answers() } },
} satisfies Meta<typeof SellModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ofertar inversión' }));
};

/** SELL-01..SELL-03: 'Infomación de la inversión'. */
export const Information: Story = {};

/** SELL-04, SELL-05: 'Procesar venta' before a type is chosen. */
export const SaleEmpty: Story = { args: { initialTab: 'sale' } };

/** 'Hoy' with 110 %: the live 'Precio final venta' (SELL-10). */
export const SaleToday: Story = {
  args: { initialTab: 'sale', initialForm: { date_type: '1', date_value: '', amount_percentage: '110' } },
};

/** SELL-06: 'Definido' shows the date picker. */
export const SaleDefined: Story = {
  args: {
    initialTab: 'sale',
    initialForm: { date_type: '2', date_value: '2026-12-15', amount_percentage: '98' },
  },
};

/** 'Sin vencimiento': no date. */
export const SaleNoExpiry: Story = {
  args: { initialTab: 'sale', initialForm: { date_type: '3', date_value: '', amount_percentage: '100' } },
};

/** SELL-07..SELL-09: submitted empty, the fields say what is missing. */
export const SaleInvalid: Story = {
  args: { initialTab: 'sale' },
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** SELL-14: the result with 'Aceptar'. */
export const Offered: Story = {
  args: SaleNoExpiry.args,
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** SELL-14: a refusal shows the server's message. */
export const Refused: Story = {
  args: SaleNoExpiry.args,
  beforeEach: ({ msw }) => msw.use(refusedOffer),
  play: async ({ canvasElement }) => submit(canvasElement),
};

export const Mobile: Story = { args: SaleToday.args, globals: mobile };
