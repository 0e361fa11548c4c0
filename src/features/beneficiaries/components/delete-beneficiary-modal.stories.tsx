import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { DeleteBeneficiaryModal } from './delete-beneficiary-modal';
import { deleteAnswers, mobile, national } from './story-fixtures';

const meta = {
  title: 'beneficiaries/DeleteBeneficiaryModal',
  component: DeleteBeneficiaryModal,
  args: { beneficiary: national, onCancel: fn(), onDone: fn() },
} satisfies Meta<typeof DeleteBeneficiaryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
};

/** BENEF-06: the question; 'Cancelar' makes no call. */
export const Confirm: Story = {};

/** BENEF-08: the server's message with 'Aceptar'. */
export const Deleted: Story = {
  beforeEach: ({ msw }) => msw.use(deleteAnswers.ok),
  play: async ({ canvasElement }) => confirm(canvasElement),
};

/** A refused delete shows the server's message too. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(deleteAnswers.refused),
  play: async ({ canvasElement }) => confirm(canvasElement),
};

export const Mobile: Story = { globals: mobile };
