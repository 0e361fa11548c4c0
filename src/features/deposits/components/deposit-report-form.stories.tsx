import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { depositAddresses } from '@/contract/deposits';
import { dialogsSettled } from '../../../../.storybook/settled';
import { DepositReportForm } from './deposit-report-form';
import { mobile } from './story-fixtures';

const meta = {
  title: 'Depósito/Formulario de reporte',
  component: DepositReportForm,
  // The demo investor (demo@, in demo mode) on the simulator, unless a story says otherwise.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof DepositReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A proof the simulator takes for the PNG it claims to be: it reads the first bytes (SRV-55). */
const proof = () => {
  const bytes = new Uint8Array(128);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'comprobante.png', { type: 'image/png' });
};

/** A hash the demo investor has already reported in the `demoReportedHash` scenario. */
const reportedHash = 'cd'.repeat(32);

/** Fills a complete report to the platform's TRON address; `amount` decides whether it may be sent. */
async function fill(canvasElement: HTMLElement, amount: string, hash = 'ab'.repeat(32)) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Monto/ }), amount);
  const select = canvas.getByRole('combobox', { name: /^Dirección USDT/ });
  const tron = await canvas.findByRole<HTMLOptionElement>('option', { name: /TRC-20/ }, { timeout: 15_000 });
  await userEvent.selectOptions(select, tron.value);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Hash/ }), hash);
  await userEvent.upload(canvas.getByLabelText(/^Comprobante/, { selector: 'input[type="file"]' }), proof());
}

const send = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Reportar depósito' }));

/** DEP-21, DEP-24: empty, the live message prompts for the amount (demo: USDT). */
export const Demo: Story = { name: 'En la demo (USDT)' };

/** Outside demo mode the amount reads in $: the dollar investor (inversor@). */
export const NonDemo: Story = {
  name: 'Fuera de la demo ($)',
  parameters: { simulator: { as: 'inversor' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /^Monto/ }), '1250.5');
  },
};

/** DEP-24: the live message repeats the amount. */
export const AmountTyped: Story = {
  name: 'Con el monto escrito',
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /^Monto/ }), '1250.5');
  },
};

/** DEP-23: sent empty, every field says what it needs; nothing left. */
export const RequiredErrors: Story = {
  name: 'Enviado vacío',
  play: async ({ canvasElement }) => send(canvasElement),
};

/** DEP-22: 5000.01 is above the limit. */
export const AboveMaximum: Story = {
  name: 'Monto por encima del máximo',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '5000.01');
    await send(canvasElement);
  },
};

/** DEP-26: the server's message after a report. */
export const Reported: Story = {
  name: 'Depósito reportado',
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '5000');
    await send(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: 'Depósito reportado' }, { timeout: 15_000 });
    await dialogsSettled(canvasElement);
  },
};

/** DEP-26: a refusal's message in the dialog: the simulator refuses a hash already reported. */
export const Refused: Story = {
  name: 'Reporte rechazado',
  parameters: { simulator: { as: 'demo', scenario: 'demoReportedHash' } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '300', reportedHash);
    await send(canvasElement);
    await within(canvasElement.ownerDocument.body).findByText(
      'Este hash ya fue reportado en otro de sus depósitos.',
      {},
      { timeout: 15_000 },
    );
    await dialogsSettled(canvasElement);
  },
};

/** The addresses failed to load: the select says so. */
export const AddressesFailed: Story = {
  name: 'Error al cargar las direcciones',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: depositAddresses.path }] } },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
