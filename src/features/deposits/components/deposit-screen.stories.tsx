import type { Meta, StoryObj } from '@storybook/react-vite';
import { depositsList } from '@/contract/deposits';
import { DepositScreen } from './deposit-screen';
import { mobile } from './story-fixtures';

const meta = {
  title: 'deposits/DepositScreen',
  component: DepositScreen,
  // The demo investor's seeded deposits on the simulator.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DEP-01: 'Mis depósitos', the seeded deposits in every status. */
export const MisDepositos: Story = {};

/** DEP-17, DEP-18: the platform's addresses on both networks. */
export const DireccionesUsdt: Story = { args: { initialTab: 'direcciones' } };

/** DEP-21: the report form in demo mode (USDT). */
export const ReportarDemo: Story = { args: { initialTab: 'reportar' } };

/** The report form outside demo mode ($): the investor in dollars. */
export const ReportarNoDemo: Story = {
  args: { initialTab: 'reportar' },
  parameters: { simulator: { as: 'inversor' } },
};

/** The list never arrives: 'Cargando...'. */
export const Loading: Story = {
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: depositsList.path }] } },
};

/** A client without deposits (a verified client with nothing yet). */
export const Empty: Story = { parameters: { simulator: { as: 'nuevo', scenario: 'verifiedNewClient' } } };

/** At a phone's width: 'Moneda' is hidden (DEP-06). */
export const Mobile: Story = { globals: mobile };

/** The report form on a phone. */
export const MobileReport: Story = { args: { initialTab: 'reportar' }, globals: mobile };
