import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { PurchaseModal } from './purchase-modal';
import { answers, mobile, purchaseAnswers, sampleOffer, storySession } from './story-data';

const meta = {
  title: 'projects/PurchaseModal',
  component: PurchaseModal,
  args: { offer: sampleOffer(0), onClose: fn() },
  beforeEach: storySession,
  parameters: { msw: { handlers: answers('active') } },
} satisfies Meta<typeof PurchaseModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const buy = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Comprar' }));
};

/** SEC-02..04: the detail of an offer at 100 %: price = original price + yield. */
export const Detail: Story = {};
/** An offer at 105 % with no end date. */
export const AboveOriginal: Story = { args: { offer: sampleOffer(2) } };
/** DEMO-05: outside demo mode. */
export const NonDemo: Story = { parameters: { msw: { handlers: answers('inactive') } } };
/** SEC-06: the purchase pending. */
export const Buying: Story = {
  parameters: { msw: { handlers: [purchaseAnswers.pending, ...answers('active')] } },
  play: buy,
};
/** SEC-07: the result with 'Aceptar'. */
export const Bought: Story = { play: buy };
/** SEC-07: a refusal in Spanish. */
export const Refused: Story = {
  parameters: { msw: { handlers: [purchaseAnswers.refused, ...answers('active')] } },
  play: buy,
};
export const Mobile: Story = { globals: mobile };
