import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogsSettled } from '../../../../.storybook/settled';
import { AddBeneficiaryModal } from './add-beneficiary-modal';
import { beneficiaryCreate } from '@/contract/account';
import { mobile } from './story-fixtures';

const meta = {
  title: 'Mi cuenta/Cuentas bancarias/Modal para agregar cuenta',
  component: AddBeneficiaryModal,
  args: { form: 'national', opened: true, onClose: fn(), onCreated: fn() },
  // The dollar investor on the simulator: its profile's country presets the national form.
  parameters: { simulator: { as: 'inversor' } },
} satisfies Meta<typeof AddBeneficiaryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The form once the simulator's countries are in its country select, so that axe reads the whole form. */
const countriesShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = within(await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 }));
  await expect(
    (await dialog.findAllByRole('option', { name: 'Colombia' }, { timeout: 15_000 }))[0],
  ).toBeInTheDocument();
  await dialogsSettled(canvasElement);
};

/** BENEF-11..13. */
export const National: Story = { name: 'Cuenta nacional', play: countriesShown };

/** BENEF-14: the account screen's international form (country, Swift and ABA required). */
export const International: Story = {
  name: 'Cuenta internacional',
  args: { form: 'international' },
  play: countriesShown,
};

/** BENEF-15: the withdrawal screen's international form (Swift, ABA and Iban optional). */
export const InternationalWithdrawal: Story = {
  name: 'Cuenta internacional para retiros',
  args: { form: 'international-withdrawal' },
};

/** BENEF-16..18. */
export const Remittance: Story = {
  name: 'Beneficiario remesadora',
  args: { form: 'remittance' },
  play: countriesShown,
};

/** BENEF-19, BENEF-20. */
export const Crypto: Story = {
  name: 'Beneficiario cripto',
  args: { form: 'crypto' },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 }));
    await expect(dialog.getByRole('combobox', { name: /^Red/ })).toBeVisible();
    await dialogsSettled(canvasElement);
  },
};

async function fillCryptoAndSave(canvasElement: HTMLElement, address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE') {
  const page = body(canvasElement);
  const dialog = await page.findByRole('dialog', {}, { timeout: 15_000 });
  const scope = within(dialog);
  await userEvent.type(scope.getByLabelText(/^Nombres/), 'Andrés');
  await userEvent.type(scope.getByLabelText(/^Apellidos/), 'Gómez');
  await userEvent.type(scope.getByLabelText(/^Dirección USDT/), address);
  await userEvent.selectOptions(scope.getByLabelText(/^Red/), 'TRON (TRC-20)');
  await userEvent.click(scope.getByRole('checkbox'));
  await userEvent.click(scope.getByRole('button', { name: 'Guardar' }));
}

/** BENEF-26: the created message in the same dialog. */
export const Created: Story = {
  name: 'Beneficiario creado',
  args: { form: 'crypto' },
  play: async ({ canvasElement }) => fillCryptoAndSave(canvasElement),
};

/** The call never answers: 'Guardar' spins. */
export const Saving: Story = {
  name: 'Guardando',
  args: { form: 'crypto' },
  parameters: { simulator: { as: 'inversor', faults: [{ tipo: 'espera', ruta: beneficiaryCreate.path }] } },
  play: async ({ canvasElement }) => fillCryptoAndSave(canvasElement),
};

/** BENEF-27: a refusal's message (the server refuses a malformed TRON address); 'Aceptar' returns to the form. */
export const Refused: Story = {
  name: 'Rechazado por el servidor',
  args: { form: 'crypto' },
  play: async ({ canvasElement }) => fillCryptoAndSave(canvasElement, 'TQn9-no-es-una-direccion'),
};

export const MobileRemittance: Story = {
  name: 'Remesadora en un teléfono',
  args: { form: 'remittance' },
  globals: mobile,
};
