import type { Meta, StoryObj } from '@storybook/react-vite';
import { depositAddresses } from '@/contract/deposits';
import { DepositAddressesPanel } from './deposit-addresses-panel';
import { addressesHandler, endless, failing, mobile } from './story-fixtures';

const meta = {
  title: 'deposits/DepositAddressesPanel',
  component: DepositAddressesPanel,
  parameters: { layout: 'padded' },
  beforeEach: ({ msw }) => msw.use(addressesHandler()),
} satisfies Meta<typeof DepositAddressesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DEP-17, DEP-18: both networks, with the note and the copy buttons. */
export const Loaded: Story = {};

/** DEP-19: 'Cargando...'. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(endless(depositAddresses.path)) };

/** DEP-20: 'Error al obtener datos'. */
export const Failed: Story = { beforeEach: ({ msw }) => msw.use(failing(depositAddresses.path)) };

export const NoAddresses: Story = { beforeEach: ({ msw }) => msw.use(addressesHandler([])) };

export const Mobile: Story = { globals: mobile };
