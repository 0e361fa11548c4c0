import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { depositAddresses } from '@/contract/deposits';
import { DepositReportForm } from './deposit-report-form';
import {
  addressesHandler,
  addresses,
  createHandler,
  DEPOSIT_CREATED,
  failing,
  mobile,
  statusHandler,
  withStoryToken,
} from './story-fixtures';

const meta = {
  title: 'deposits/DepositReportForm',
  component: DepositReportForm,
  parameters: { layout: 'padded' },
  beforeEach: ({ msw }) => {
    msw.use(addressesHandler(), createHandler(DEPOSIT_CREATED), statusHandler('active'));
    return withStoryToken();
  },
} satisfies Meta<typeof DepositReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const proof = () => new File([new Uint8Array(128)], 'comprobante.png', { type: 'image/png' });

/** Fills a complete report; `amount` decides whether it may be sent. */
async function fill(canvasElement: HTMLElement, amount: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Monto/ }), amount);
  const select = canvas.getByRole('combobox', { name: /^Dirección USDT/ });
  await canvas.findByRole('option', { name: new RegExp(addresses[0]!.network.replace(/[()]/g, '.')) });
  await userEvent.selectOptions(select, addresses[0]!.direccion);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Hash/ }), 'ab'.repeat(32));
  await userEvent.upload(canvas.getByLabelText(/^Comprobante/, { selector: 'input[type="file"]' }), proof());
}

const send = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Reportar depósito' }));

/** DEP-21, DEP-24: empty, the live message prompts for the amount (demo: USDT). */
export const Demo: Story = {};

/** Outside demo mode the amount reads in $. */
export const NonDemo: Story = {
  beforeEach: ({ msw }) => msw.use(statusHandler('inactive')),
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /^Monto/ }), '1250.5');
  },
};

/** DEP-24: the live message repeats the amount. */
export const AmountTyped: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /^Monto/ }), '1250.5');
  },
};

/** DEP-23: sent empty, every field says what it needs; nothing left. */
export const RequiredErrors: Story = { play: async ({ canvasElement }) => send(canvasElement) };

/** DEP-22: 5000.01 is above the limit. */
export const AboveMaximum: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '5000.01');
    await send(canvasElement);
  },
};

/** DEP-26: the server's message after a report. */
export const Reported: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '5000');
    await send(canvasElement);
  },
};

/** DEP-26: a refusal's message in the dialog. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(createHandler(null)),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '300');
    await send(canvasElement);
  },
};

/** The addresses failed to load: the select says so. */
export const AddressesFailed: Story = {
  beforeEach: ({ msw }) => msw.use(failing(depositAddresses.path)),
};

export const Mobile: Story = { globals: mobile };
