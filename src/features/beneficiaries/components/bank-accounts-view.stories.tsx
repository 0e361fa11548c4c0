import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BankAccountsView } from './bank-accounts-view';
import { awkward, listHandler, listPending, mobile, seeded } from './story-fixtures';

const meta = {
  title: 'beneficiaries/BankAccountsView',
  component: BankAccountsView,
  parameters: { layout: 'padded' },
  args: { onManage: fn() },
} satisfies Meta<typeof BankAccountsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PROF-15: national, international and remittance accounts (the crypto one is left out). */
export const Filled: Story = {
  beforeEach: ({ msw }) => msw.use(listHandler(seeded)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Davivienda', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** PROF-17, PROF-18: 'Sin cuenta bancaria' and 'Sin beneficiario remesa'. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(listHandler([])) };

/** The lists are loading: 'Cargando...'. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(listPending) };

/** Long names wrap; HTML shows as text. */
export const LongAndHtml: Story = { beforeEach: ({ msw }) => msw.use(listHandler([...seeded, awkward])) };

export const Mobile: Story = { globals: mobile, beforeEach: ({ msw }) => msw.use(listHandler(seeded)) };
