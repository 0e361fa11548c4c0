import { useQuery } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { firstQuery } from '@/shared/ui/list/list-state';
import { dialogsSettled } from '../../../../.storybook/settled';
import { offersListQuery } from '../api/offers-list';
import { CancelOfferModal, type CancelOfferModalProps } from './cancel-offer-modal';
import { mobile } from './story-fixtures';

/**
 * The modal opened on a real open offer of the signed-in persona: the first row of its offers, read from the
 * simulator through the screen's own query (the story's server starts after Storybook's loaders, so the row
 * is read once rendered).
 */
function CancelOfferModalOnSimulator(props: Omit<CancelOfferModalProps, 'offer'>) {
  const { data } = useQuery(offersListQuery(firstQuery));
  const offer = data?.datos[0];
  return offer ? <CancelOfferModal offer={offer} {...props} /> : null;
}

const meta = {
  title: 'Mis ofertas/Modal de cancelación de oferta',
  component: CancelOfferModalOnSimulator,
  args: { onClose: fn(), onDone: fn() },
  // The demo investor (demo@) on the simulator, who has open offers on the secondary market.
  parameters: { simulator: { as: 'demo' } },
} satisfies Meta<typeof CancelOfferModalOnSimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirm = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 15_000 });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar Ahora' }));
};

/** OFFER-09, OFFER-10: the question with project, yield and total value. */
export const Confirm: Story = {
  name: 'Pregunta de confirmación',
  // The modal renders once the offer has been read from the simulator.
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 15_000 },
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar Ahora' })).toBeVisible();
    await dialogsSettled(canvasElement);
  },
};

/** OFFER-13: the simulator's message with 'Aceptar'. */
export const Cancelled: Story = {
  name: 'Oferta cancelada',
  play: async ({ canvasElement }) => {
    await confirm(canvasElement);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        /La oferta fue cancelada/,
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  },
};

/**
 * A refused cancel shows the server's message too. The simulator lists open offers only, which it cancels,
 * so the refusal is an injected failure of the cancel call.
 */
export const Refused: Story = {
  name: 'Cancelación rechazada',
  parameters: { simulator: { as: 'demo', faults: [{ tipo: 'error', ruta: '/api/client/offers/cancel/' }] } },
  play: async ({ canvasElement }) => confirm(canvasElement),
};

export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
