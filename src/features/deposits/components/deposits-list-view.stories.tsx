import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DepositsListView } from './deposits-list-view';
import { deposits, mobile } from './story-fixtures';

const meta = {
  title: 'Depósito/Lista de mis depósitos',
  component: DepositsListView,
  parameters: { layout: 'padded' },
  args: { status: 'success', deposits },
} satisfies Meta<typeof DepositsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** DEP-05, DEP-09..DEP-12: page 1 of 3. */
export const FirstPage: Story = { name: 'Primera página' };

/** DEP-13: 'Siguiente' to page 2. */
export const SecondPage: Story = {
  name: 'Segunda página',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Siguiente' }));
  },
};

/** DEP-14: page 3 typed in the page box, then Enter. */
export const PageBoxEnter: Story = {
  name: 'Ir a la página escrita',
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Ir a la página' });
    await userEvent.clear(box);
    await userEvent.type(box, '3{Enter}');
  },
};

/** DEP-07: sorted ascending by amount. */
export const SortedByAmount: Story = {
  name: 'Ordenada por monto',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Monto' }));
  },
};

/** DEP-04: a search by status. */
export const SearchByStatus: Story = { name: 'Búsqueda por estado', args: { initialSearch: 'rechazado' } };

/** A search that matches nothing. */
export const SearchNoMatch: Story = { name: 'Búsqueda sin resultados', args: { initialSearch: 'bitcoin' } };

export const Empty: Story = { name: 'Sin depósitos', args: { deposits: [] } };

export const Loading: Story = { name: 'Cargando', args: { status: 'pending', deposits: [] } };

/** Shown for an instant only: the session ends with the server's message (ERR-04). */
export const Failed: Story = { name: 'Error al cargar', args: { status: 'error', deposits: [] } };

/** DEP-06: no 'Moneda' on a phone. */
export const Mobile: Story = { name: 'En un teléfono', globals: mobile };
