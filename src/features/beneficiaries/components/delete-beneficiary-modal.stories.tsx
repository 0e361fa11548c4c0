import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { fn, userEvent, within } from 'storybook/test';
import { beneficiariesQuery } from '@/shared/api/beneficiaries-query';
import { startStoryServer } from '../../../../.storybook/simulator';
import { DeleteBeneficiaryModal } from './delete-beneficiary-modal';
import { mobile } from './story-fixtures';

/**
 * The dollar investor's first national account, read from the simulator as the screen reads it. Loaders run
 * before the story's server starts, so this one starts a server of its own as the dollar investor; the story's
 * fresh server holds the same seed, so the row is there too under the same id.
 */
async function inversorNationalAccount() {
  await startStoryServer({ as: 'inversor' });
  const [beneficiary] = (await new QueryClient().fetchQuery(beneficiariesQuery('1'))).data;
  if (!beneficiary) throw new Error('no national account of inversor@ in the seed');
  return { beneficiary };
}

const meta = {
  title: 'Mi cuenta/Cuentas bancarias/Modal de eliminación de cuenta',
  component: DeleteBeneficiaryModal,
  argTypes: { beneficiary: { control: false } },
  args: { beneficiary: null, onCancel: fn(), onDone: fn() },
  parameters: { simulator: { as: 'inversor' } },
  loaders: [inversorNationalAccount],
  render: (args, { loaded }) => <DeleteBeneficiaryModal {...args} beneficiary={loaded.beneficiary} />,
} satisfies Meta<typeof DeleteBeneficiaryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
};

/** BENEF-06: the question; 'Cancelar' makes no call. */
export const Confirm: Story = { name: 'Confirmación' };

/** BENEF-08: the server's message with 'Aceptar'. */
export const Deleted: Story = {
  name: 'Cuenta eliminada',
  play: async ({ canvasElement }) => confirm(canvasElement),
};

/**
 * A refused delete shows the server's message too: the demo investor asks to delete the dollar investor's
 * account, which the server answers as unknown.
 */
export const Refused: Story = {
  name: 'Eliminación rechazada',
  parameters: { simulator: { as: 'demo' } },
  play: async ({ canvasElement }) => confirm(canvasElement),
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
