import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { useSession } from '@/shared/session/session-store';
import { CancelOfferModal } from './cancel-offer-modal';
import { answers, mobile, offers, refusedCancel } from './story-fixtures';

const meta = {
  title: 'offers/CancelOfferModal',
  component: CancelOfferModal,
  args: { offer: offers[0]!, onClose: fn(), onDone: fn() },
  beforeEach: () => {
    useSession.setState({ token: 'story-token' });
    return () => useSession.setState({ token: null });
  },
  parameters: { msw: { handlers: answers() } },
} satisfies Meta<typeof CancelOfferModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Ahora' }));
};

/** OFFER-09, OFFER-10: the question with project, yield and total value. */
export const Confirm: Story = {};

/** OFFER-13: the server's message with 'Aceptar'. */
export const Cancelled: Story = { play: async ({ canvasElement }) => confirm(canvasElement) };

/** A refused cancel shows the server's message too. */
export const Refused: Story = {
  beforeEach: ({ msw }) => msw.use(refusedCancel),
  play: async ({ canvasElement }) => confirm(canvasElement),
};

export const Mobile: Story = { globals: mobile };
