import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BankAccountsView } from './bank-accounts-view';
import { beneficiaries } from '@/contract/account';
import { mobile } from './story-fixtures';

const meta = {
  title: 'Mi cuenta/Cuentas bancarias/Resumen de cuentas',
  component: BankAccountsView,
  // The dollar investor's seeded national, international, remittance and crypto accounts on the simulator.
  parameters: { layout: 'padded', simulator: { as: 'inversor' } },
  args: { onManage: fn() },
} satisfies Meta<typeof BankAccountsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROF-15: national, international and remittance accounts (the crypto one is left out). */
export const Filled: Story = {
  name: 'Con cuentas',
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Davivienda', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** PROF-17, PROF-18: 'Sin cuenta bancaria' and 'Sin beneficiario remesa'. */
export const Empty: Story = {
  name: 'Sin cuentas',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
};

/** The lists are loading: 'Cargando...'. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'inversor', faults: [{ tipo: 'espera', ruta: beneficiaries.path }] } },
};

/** Long names wrap; HTML shows as text. */
export const LongAndHtml: Story = {
  name: 'Nombres largos y con HTML',
  parameters: { simulator: { as: 'inversor', scenario: 'awkwardBeneficiary' } },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
