import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BeneficiaryAccountsScreen } from './beneficiary-accounts-screen';
import { beneficiaries } from '@/contract/account';
import { mobile } from './story-fixtures';
import { listKinds } from '../model/bank-accounts-search';

const meta = {
  title: 'Mi cuenta/Cuentas bancarias/Pantalla de cuentas de retiro',
  component: BeneficiaryAccountsScreen,
  argTypes: { tab: { control: 'select', options: listKinds } },
  args: { onBack: fn() },
  // The dollar investor's seeded national and international accounts on the simulator.
  parameters: { layout: 'padded', simulator: { as: 'inversor' } },
} satisfies Meta<typeof BeneficiaryAccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** BENEF-02..04: the national tab with its add-new card and saved accounts. */
export const Filled: Story = {
  name: 'Cuentas nacionales',
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('article', { name: 'Davivienda' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** BENEF-10, BENEF-30: the remittance tab (the crypto beneficiary is not listed). */
export const RemittanceTab: Story = {
  name: 'Pestaña de beneficiario remesadora',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('tab', { name: 'Beneficiario remesadora' }, { timeout: 15_000 }),
    );
  },
};

/** No accounts: only the add-new card and 'Sin cuenta bancaria'. */
export const Empty: Story = {
  name: 'Sin cuentas',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
};

export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'inversor', faults: [{ tipo: 'espera', ruta: beneficiaries.path }] } },
};

/** BENEF-05: the detail modal. */
export const Detail: Story = {
  name: 'Detalle de una cuenta',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('tab', { name: 'Cuentas internacionales' }, { timeout: 15_000 }),
    );
    await userEvent.click(await canvas.findByRole('button', { name: 'Ver detalle' }, { timeout: 15_000 }));
  },
};

/** BENEF-06: the delete confirmation. */
export const DeleteConfirm: Story = {
  name: 'Confirmar eliminación',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Eliminar' }, { timeout: 15_000 }),
    );
  },
};

/** BENEF-08: the server's answer to a delete, with 'Aceptar'. */
export const Deleted: Story = {
  name: 'Cuenta eliminada',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Eliminar' }, { timeout: 15_000 }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', {}, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
  },
};

/** BENEF-03: the add-new card opened the national form. */
export const AddNational: Story = {
  name: 'Agregar cuenta nacional',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Agregar cuenta nacional' },
        { timeout: 15_000 },
      ),
    );
  },
};

export const LongAndHtml: Story = {
  name: 'Nombres largos y con HTML',
  parameters: { simulator: { as: 'inversor', scenario: 'awkwardBeneficiary' } },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
