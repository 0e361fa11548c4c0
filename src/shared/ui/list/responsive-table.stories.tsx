import { Badge, Button } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { numericColumn } from './numeric-column';
import { ResponsiveTable, type Column, type ResponsiveTableProps, type SortState } from './responsive-table';

interface Deposit {
  id: number;
  code: string;
  date: string;
  amount: number;
  status: string;
}

const deposits: Deposit[] = [
  { id: 1, code: 'DEP-1001', date: '03/02/2026', amount: 1500, status: 'Aprobado' },
  { id: 2, code: 'DEP-1002', date: '14/02/2026', amount: 250.5, status: 'En revisión' },
  { id: 3, code: 'DEP-1003', date: '27/02/2026', amount: 12000, status: 'Rechazado' },
];

const money = (amount: number) => amount.toLocaleString('es-CO', { minimumFractionDigits: 2 });
const total = money(deposits.reduce((sum, d) => sum + d.amount, 0));

const columns: Column<Deposit>[] = [
  { key: 'code', header: 'Código', cell: (d) => d.code },
  { key: 'date', header: 'Fecha', cell: (d) => d.date },
  numericColumn<Deposit>('amount', 'Monto (USD)', (d) => money(d.amount), total),
  { key: 'status', header: 'Estado', cell: (d) => <Badge variant="light">{d.status}</Badge> },
];

/** The table of this file's rows: the generic component, its row type fixed. */
const DepositsTable = ResponsiveTable<Deposit>;

const meta = {
  title: 'Componentes/Tabla adaptable',
  component: DepositsTable,
  parameters: { layout: 'padded' },
  argTypes: {
    rows: { control: false },
    columns: { control: false },
    cardTitle: { control: false },
    marked: { control: false },
    onOpen: { control: false },
    actions: { control: false },
    onSort: { control: false },
    tableFrom: { control: 'select', options: [30, 35, 45, 48, 60, 70, 90] },
  },
  args: { rows: deposits, columns, tableLabel: 'Mis depósitos', listLabel: 'Lista de mis depósitos' },
} satisfies Meta<typeof DepositsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A right-aligned amount column, its sum in the footer's 'Totales' row. */
export const WithTotals: Story = {
  name: 'Con totales',
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Mis depósitos' });
    const totals = within(table).getByRole('rowheader', { name: 'Totales' }).closest('tr');
    await expect(totals).toHaveTextContent(total);
    await expect(within(table).getByRole('rowheader', { name: 'DEP-1003' })).toBeVisible();
  },
};

/** The table as a screen holds it: the order in state, changed by the amount's header. */
function SortedTable(args: ResponsiveTableProps<Deposit>) {
  const [sort, setSort] = useState<SortState>({ key: 'amount', direction: 'asc' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  const rows = [...args.rows].sort((a, b) => sign * (a.amount - b.amount));
  return <DepositsTable {...args} rows={rows} sort={sort} onSort={setSort} />;
}

/** A sortable header: the first click orders descending (it starts ascending), aria-sort says so. */
export const Sortable: Story = {
  name: 'Ordenable',
  args: {
    columns: columns.map((c) =>
      c.key === 'amount'
        ? { ...c, sortable: true, sortDescription: 'Ordenar por monto de menor a mayor o al revés' }
        : c,
    ),
  },
  render: (args) => <SortedTable {...args} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Mis depósitos' });
    const header = within(table).getByRole('columnheader', { name: /Monto/ });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const firstRow = within(table).getAllByRole('row')[1];
    await expect(firstRow).toHaveTextContent('DEP-1003');
  },
};

/** Rows that open something: the title is a button for the keyboard, the whole row takes the click. */
export const Openable: Story = {
  name: 'Filas que se abren',
  args: { onOpen: { label: (d) => `Ver el depósito ${d.code}`, open: fn() } },
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Mis depósitos' });
    await userEvent.click(within(table).getByRole('button', { name: 'Ver el depósito DEP-1002' }));
    await expect(args.onOpen?.open).toHaveBeenCalledWith(deposits[1]);
  },
};

const cancel = fn();

/** The row's buttons: the table's last column, a card's foot. */
export const WithActions: Story = {
  name: 'Con acciones',
  args: {
    actions: {
      header: 'Acciones',
      render: (d) => (
        <Button size="xs" variant="light" aria-label={`Anular ${d.code}`} onClick={() => cancel(d.id)}>
          Anular
        </Button>
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Mis depósitos' });
    await expect(within(table).getByRole('columnheader', { name: 'Acciones' })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: 'Anular DEP-1001' }));
    await expect(cancel).toHaveBeenCalledWith(1);
  },
};

/** On a phone each row is a card, the totals a card below them; the table is not shown. */
export const Phone: Story = {
  name: 'En un teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Lista de mis depósitos' });
    await expect(list).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: 'Totales' })).toHaveTextContent(total);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/**
 * A box narrower than the table needs (the menu open beside a wide table): the rows are cards side by side,
 * never a table that scrolls sideways. The list's own width decides, not the window's.
 */
export const NarrowBox: Story = {
  name: 'Caja más estrecha que la tabla',
  args: { tableFrom: 90 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Lista de mis depósitos' });
    await expect(list).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const [first, second] = within(list).getAllByRole('listitem');
    // Two cards on one line: the box is wide enough for them side by side.
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};
