import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { secondaryPurchase } from '@/contract/investments';
import { dialogsSettled } from '../../../../.storybook/settled';
import { PurchaseModal } from './purchase-modal';
import { mobile, offerLoader } from './story-data';

const meta = {
  title: 'Proyectos/Modal de compra',
  component: PurchaseModal,
  argTypes: { offer: { control: false } },
  args: { offer: null, onClose: fn() },
  // A real offer of the seeded secondary market, shown to the demo investor: 'Comprar' really calls it.
  parameters: { simulator: { as: 'demo' } },
  loaders: [offerLoader((o) => Number(o.porcentaje_costo) === 100)],
  render: (args, { loaded }) => <PurchaseModal {...args} offer={loaded.offer} />,
} satisfies Meta<typeof PurchaseModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const buy = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Comprar' }));
};

/** SEC-02..04: the detail of an offer at 100 %: price = original price + yield. */
export const Detail: Story = {
  name: 'Detalle de la oferta',
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 15_000 },
    );
    await expect(within(dialog).getByRole('button', { name: 'Comprar' })).toBeVisible();
    await dialogsSettled(canvasElement);
  },
};
/** An offer above its original price. */
export const AboveOriginal: Story = {
  name: 'Sobre el precio original',
  loaders: [offerLoader((o) => Number(o.porcentaje_costo) > 100)],
};
/** DEMO-05: outside demo mode: the dollar investor. */
export const NonDemo: Story = {
  name: 'Fuera de la demo ($)',
  parameters: { simulator: { as: 'inversor' } },
  loaders: [offerLoader(() => true, 'inversor')],
};
/** SEC-06: the purchase pending (it never answers here). */
export const Buying: Story = {
  name: 'Comprando',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'espera', ruta: secondaryPurchase.path }] } },
  play: buy,
};
/** SEC-07: the result with 'Aceptar'. */
export const Bought: Story = { name: 'Compra realizada', play: buy };
/** SEC-07: a refusal in Spanish: the offer was withdrawn while the modal was open. */
export const Refused: Story = {
  name: 'Compra rechazada',
  parameters: { simulator: { as: 'demo', scenario: 'emptySecondaryMarket' } },
  play: async (ctx) => {
    await buy(ctx);
    await expect(
      await within(ctx.canvasElement.ownerDocument.body).findByText(
        /La oferta (ya no está disponible|fue cancelada)/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
