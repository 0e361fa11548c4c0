import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { BankAccountsTab } from './bank-accounts-tab';
import { listHandler, mobile, seeded } from './story-fixtures';

const meta = {
  title: 'beneficiaries/BankAccountsTab',
  component: BankAccountsTab,
  parameters: { layout: 'padded' },
  beforeEach: ({ msw }) => msw.use(listHandler(seeded)),
} satisfies Meta<typeof BankAccountsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROF-15..18: the bank-accounts view of 'Mi cuenta'. */
export const Overview: Story = {};

/** BENEF-01: 'Administrar cuentas de retiro' opened the beneficiary-accounts screen in place. */
export const Managing: Story = {
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

export const Mobile: Story = { globals: mobile };
