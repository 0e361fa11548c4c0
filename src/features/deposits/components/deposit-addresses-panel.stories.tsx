import type { Meta, StoryObj } from '@storybook/react-vite';
import { depositAddresses } from '@/contract/deposits';
import { DepositAddressesPanel } from './deposit-addresses-panel';
import { mobile } from './story-fixtures';

const meta = {
  title: 'Depósito/Direcciones USDT',
  component: DepositAddressesPanel,
  // The platform's addresses as the simulator gives them to a signed-in client.
  parameters: { layout: 'padded', simulator: { as: 'demo' } },
} satisfies Meta<typeof DepositAddressesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DEP-17, DEP-18: both networks, with the note and the copy buttons. */
export const Loaded: Story = { name: 'Direcciones cargadas' };

/** DEP-19: 'Cargando...'. */
export const Loading: Story = {
  name: 'Cargando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: depositAddresses.path }] } },
};

/** DEP-20: 'Error al obtener datos'. */
export const Failed: Story = {
  name: 'Error al cargar',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: depositAddresses.path }] } },
};

/** The platform has published no address. */
export const NoAddresses: Story = {
  name: 'Sin direcciones',
  parameters: { simulator: { as: 'demo', scenario: 'noDepositAddresses' } },
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
