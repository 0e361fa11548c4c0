import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { depositsList } from '@/contract/deposits';
import { DepositScreen } from './deposit-screen';
import { mobile } from './story-fixtures';
import { depositTabs } from '../model/deposit-search';

const meta = {
  title: 'Depósito/Pantalla de depósito',
  component: DepositScreen,
  argTypes: { initialTab: { control: 'select', options: depositTabs } },
  // The demo investor's seeded deposits on the simulator.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the simulator's rows of a table, so that axe reads them rather than 'Cargando...'. */
const rowsShown =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const table = await within(canvasElement).findByRole('table', { name }, { timeout: 15_000 });
    await expect((await within(table).findAllByRole('row', {}, { timeout: 15_000 }))[1]).toBeVisible();
  };

/** DEP-01: 'Mis depósitos', the seeded deposits in every status. */
export const MisDepositos: Story = { name: 'Mis depósitos', play: rowsShown('Mis depósitos') };

/** 'Mis depósitos' outside demo mode: the investor in dollars, as the menu opens it. */
export const MisDepositosNoDemo: Story = {
  name: 'Mis depósitos fuera de la demo ($)',
  parameters: { simulator: { as: 'inversor' } },
  play: rowsShown('Mis depósitos'),
};

/** 'Mis depósitos' of the issuer (emisor@), as the menu opens it. */
export const MisDepositosIssuer: Story = {
  name: 'Mis depósitos de un emisor',
  parameters: { simulator: { as: 'emisor' } },
  play: rowsShown('Mis depósitos'),
};

/** DEP-17, DEP-18: the platform's addresses on both networks. */
export const DireccionesUsdt: Story = {
  name: 'Direcciones USDT',
  args: { initialTab: 'direcciones' },
  play: rowsShown('Direcciones USDT'),
};

/** DEP-21: the report form in demo mode (USDT), its addresses loaded. */
export const ReportarDemo: Story = {
  name: 'Reportar en la demo (USDT)',
  args: { initialTab: 'reportar' },
  play: async ({ canvasElement }) => {
    const select = await within(canvasElement).findByRole(
      'combobox',
      { name: /^Dirección USDT/ },
      { timeout: 15_000 },
    );
    await expect(
      await within(select).findByRole('option', { name: /TRC-20/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** The report form outside demo mode ($): the investor in dollars. */
export const ReportarNoDemo: Story = {
  name: 'Reportar fuera de la demo ($)',
  args: { initialTab: 'reportar' },
  parameters: { simulator: { as: 'inversor' } },
};

/** The list never arrives: 'Cargando...'. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: depositsList.path }] } },
};

/** A client without deposits (a verified client with nothing yet). */
export const Empty: Story = {
  name: 'Sin depósitos',
  parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Sin depósitos', {}, { timeout: 15_000 }),
    ).toBeVisible();
  },
};

/** At a phone's width: 'Moneda' is hidden (DEP-06). */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };

/** The report form on a phone. */
export const MobileReport: Story = {
  name: 'Reportar en un teléfono',
  args: { initialTab: 'reportar' },
  globals: mobile,
};
