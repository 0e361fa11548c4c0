import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BankAccountsTab } from './bank-accounts-tab';
import { mobile } from './story-fixtures';

const meta = {
  title: 'Mi cuenta/Cuentas bancarias/Pestaña completa',
  component: BankAccountsTab,
  // The dollar investor's seeded national, international and remittance accounts on the simulator.
  parameters: { layout: 'padded', simulator: { as: 'inversor' } },
} satisfies Meta<typeof BankAccountsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROF-15..18: the bank-accounts view of 'Mi cuenta'. */
export const Overview: Story = {
  name: 'Resumen de cuentas',
  // The simulator's accounts, so that axe reads them rather than 'Cargando...'.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Davivienda', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** BENEF-01: 'Administrar cuentas de retiro' opened the beneficiary-accounts screen in place. */
export const Managing: Story = {
  name: 'Administrando cuentas de retiro',
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Administrar cuentas de retiro' },
        { timeout: 15_000 },
      ),
    );
  },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
