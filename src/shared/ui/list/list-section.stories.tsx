import { Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListSection } from './list-section';
import { ResponsiveTable, type Column } from './responsive-table';

interface Offer {
  id: number;
  project: string;
  amount: string;
}

const offers: Offer[] = [
  { id: 1, project: 'Parque solar La Guajira', amount: '1.200,00' },
  { id: 2, project: 'Cosecha de café Huila', amount: '850,00' },
];

const columns: Column<Offer>[] = [
  { key: 'project', header: 'Proyecto', cell: (o) => o.project },
  { key: 'amount', header: 'Monto (USD)', numeric: true, cell: (o) => o.amount },
];

const meta = {
  title: 'Componentes/Sección de listado',
  component: ListSection,
  parameters: { layout: 'padded' },
  argTypes: {
    status: { control: 'select', options: ['pending', 'error', 'success'] },
    filters: { control: false },
    children: { control: false },
    onRetry: { control: false },
  },
  args: {
    title: 'Mis ofertas',
    count: '2 ofertas',
    status: 'success',
    empty: false,
    fetching: false,
    emptyState: { title: 'Sin ofertas', text: 'Cuando ofrezca una inversión aparecerá aquí.' },
    pager: { page: 1, totalPages: 1, onPage: fn() },
    children: (
      <ResponsiveTable
        rows={offers}
        columns={columns}
        tableLabel="Mis ofertas"
        listLabel="Lista de mis ofertas"
      />
    ),
  },
} satisfies Meta<typeof ListSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Mis ofertas' });

/** The rows, the counter beside the title and the pager below. */
export const WithRows: Story = {
  name: 'Con filas',
  play: async ({ canvasElement }) => {
    const region = within(section(canvasElement));
    await expect(region.getByText('2 ofertas')).toBeVisible();
    await expect(region.getByRole('rowheader', { name: 'Parque solar La Guajira' })).toBeVisible();
    await expect(region.getByRole('navigation', { name: 'Paginación de Mis ofertas' })).toBeVisible();
  },
};

/** Before the first page arrives: the rows' skeleton, no counter, no pager. */
export const Pending: Story = {
  name: 'Cargando',
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    const region = within(section(canvasElement));
    await expect(region.getByRole('status')).toHaveTextContent('Cargando...');
    await expect(region.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The page failed: the error state, with 'Reintentar'. */
export const Failed: Story = {
  name: 'Con error',
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const region = within(section(canvasElement));
    await expect(region.getByRole('alert')).toHaveTextContent('No se pudo cargar el listado.');
    await userEvent.click(region.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A page with no rows: the empty state and its action instead of the table. */
export const Empty: Story = {
  name: 'Vacío',
  args: {
    count: '0 ofertas',
    empty: true,
    emptyState: {
      title: 'Sin ofertas',
      text: 'Cuando ofrezca una inversión aparecerá aquí.',
      action: <Button mt="sm">Ver mis inversiones</Button>,
    },
  },
  play: async ({ canvasElement }) => {
    const region = within(section(canvasElement));
    await expect(region.getByText('Sin ofertas')).toBeVisible();
    await expect(region.getByRole('button', { name: 'Ver mis inversiones' })).toBeVisible();
    await expect(region.queryByRole('table')).not.toBeInTheDocument();
  },
};
