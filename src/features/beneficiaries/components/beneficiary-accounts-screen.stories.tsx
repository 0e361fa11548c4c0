import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BeneficiaryAccountsScreen } from './beneficiary-accounts-screen';
import {
  awkward,
  createAnswers,
  deleteAnswers,
  listHandler,
  listPending,
  mobile,
  profileHandler,
  seeded,
} from './story-fixtures';

const meta = {
  title: 'beneficiaries/BeneficiaryAccountsScreen',
  component: BeneficiaryAccountsScreen,
  parameters: { layout: 'padded' },
  args: { onBack: fn() },
  beforeEach: ({ msw }) => msw.use(profileHandler),
} satisfies Meta<typeof BeneficiaryAccountsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** BENEF-02..04: the national tab with its add-new card and saved accounts. */
export const Filled: Story = {
  beforeEach: ({ msw }) => msw.use(listHandler(seeded)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('article', { name: 'Davivienda' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** BENEF-10, BENEF-30: the remittance tab (the crypto beneficiary is not listed). */
export const RemittanceTab: Story = {
  beforeEach: ({ msw }) => msw.use(listHandler(seeded)),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('tab', { name: 'Beneficiario remesadora' }, { timeout: 15_000 }),
    );
  },
};

/** No accounts: only the add-new card and 'Sin cuenta bancaria'. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(listHandler([])) };

export const Loading: Story = { beforeEach: ({ msw }) => msw.use(listPending) };

/** BENEF-05: the detail modal. */
export const Detail: Story = {
  beforeEach: ({ msw }) => msw.use(listHandler(seeded)),
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
  beforeEach: ({ msw }) => msw.use(listHandler(seeded), deleteAnswers.ok),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Eliminar' }, { timeout: 15_000 }),
    );
  },
};

/** BENEF-08: the server's answer to a delete, with 'Aceptar'. */
export const Deleted: Story = {
  beforeEach: ({ msw }) => msw.use(listHandler(seeded), deleteAnswers.ok),
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
  beforeEach: ({ msw }) => msw.use(listHandler(seeded), createAnswers.ok),
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

export const LongAndHtml: Story = { beforeEach: ({ msw }) => msw.use(listHandler([...seeded, awkward])) };

export const Mobile: Story = { globals: mobile, beforeEach: ({ msw }) => msw.use(listHandler(seeded)) };
