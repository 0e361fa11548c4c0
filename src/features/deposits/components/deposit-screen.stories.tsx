import type { Meta, StoryObj } from '@storybook/react-vite';
import { depositsList } from '@/contract/deposits';
import { DepositScreen } from './deposit-screen';
import {
  addressesHandler,
  createHandler,
  DEPOSIT_CREATED,
  endless,
  listHandler,
  mobile,
  statusHandler,
  withStoryToken,
} from './story-fixtures';

const meta = {
  title: 'deposits/DepositScreen',
  component: DepositScreen,
  parameters: { layout: 'padded' },
  beforeEach: ({ msw }) => {
    msw.use(listHandler(), addressesHandler(), createHandler(DEPOSIT_CREATED), statusHandler('active'));
    return withStoryToken();
  },
} satisfies Meta<typeof DepositScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DEP-01: 'Mis depósitos', three pages of deposits in every status. */
export const MisDepositos: Story = {};

/** DEP-17, DEP-18: the platform's addresses on both networks. */
export const DireccionesUsdt: Story = { args: { initialTab: 'direcciones' } };

/** DEP-21: the report form in demo mode (USDT). */
export const ReportarDemo: Story = { args: { initialTab: 'reportar' } };

/** The report form outside demo mode ($). */
export const ReportarNoDemo: Story = {
  args: { initialTab: 'reportar' },
  beforeEach: ({ msw }) => msw.use(statusHandler('inactive')),
};

/** The list never arrives: 'Cargando...'. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(endless(depositsList.path)) };

/** A client without deposits. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(listHandler([])) };

/** A 375 px screen: 'Moneda' is hidden (DEP-06). */
export const Mobile: Story = { globals: mobile };

/** The report form on a phone. */
export const MobileReport: Story = { args: { initialTab: 'reportar' }, globals: mobile };
