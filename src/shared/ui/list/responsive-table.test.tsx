import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showOnPhone } from '../../../../tests/screen-helpers';
import { ResponsiveTable, type Column, type ResponsiveTableProps } from './responsive-table';

interface Row {
  id: number;
  name: string;
  amount: string;
  offered: boolean;
}

const rows: Row[] = [
  { id: 1, name: 'Parque Solar Norte', amount: '$1,000.00', offered: false },
  { id: 2, name: 'Torre Andina', amount: '$250.50', offered: true },
];
const columns: Column<Row>[] = [
  { key: 'name', header: 'Proyecto', cell: (r) => r.name },
  {
    key: 'amount',
    header: 'Monto',
    numeric: true,
    cell: (r) => r.amount,
    total: '$1,250.50',
    sortable: true,
  },
];

function renderTable(props: Partial<ResponsiveTableProps<Row>> = {}) {
  render(
    <MantineProvider>
      <ResponsiveTable
        rows={rows}
        columns={columns}
        tableLabel="Inversiones"
        listLabel="Inversiones (en tarjetas)"
        {...props}
      />
    </MantineProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** Each card's title and its 'label: value' lines, as a person reads them. */
const cardsRead = () =>
  within(screen.getByRole('list', { name: 'Inversiones (en tarjetas)' }))
    .getAllByRole('listitem')
    .map((card) => [
      card.firstElementChild!.textContent,
      ...[...card.querySelectorAll('dl > div')].map(
        (line) => `${line.querySelector('dt')!.textContent}: ${line.querySelector('dd')!.textContent}`,
      ),
    ]);

describe('ResponsiveTable', () => {
  it('INV-04 INV-20 on a phone each row is a card: its title, then one label: value line per column', () => {
    renderTable();
    showOnPhone();
    expect(cardsRead()).toEqual([
      ['Parque Solar Norte', 'Monto: $1,000.00'],
      ['Torre Andina', 'Monto: $250.50'],
    ]);
    const totals = screen.getByRole('group', { name: 'Totales' });
    expect(totals.querySelector('dl')!.textContent).toBe('Monto$1,250.50');
  });

  it('INV-07 on a wide screen the rows are a table with the totals in its footer', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Inversiones' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Parque Solar Norte', 'Torre Andina', 'Totales']);
    expect(within(table.querySelector('tfoot')!).getByRole('cell').textContent).toBe('$1,250.50');
  });

  it('INV-10 INV-11 a marked row and its actions show in both layouts', () => {
    renderTable({
      marked: (r) => r.offered,
      actions: { header: 'Acción', render: (r) => <button type="button">{`Ofertar ${r.name}`}</button> },
    });
    const marked = screen.getByRole('rowheader', { name: 'Torre Andina' }).closest('tr')!;
    expect(marked).toHaveAttribute('data-marked', 'true');
    expect(within(marked).getByRole('button', { name: 'Ofertar Torre Andina' })).toBeInTheDocument();
    showOnPhone();
    const cards = within(screen.getByRole('list', { name: 'Inversiones (en tarjetas)' })).getAllByRole(
      'listitem',
    );
    expect(cards[1]).toHaveAttribute('data-marked', 'true');
    expect(cards[0]).not.toHaveAttribute('data-marked');
    expect(within(cards[1]!).getByRole('button', { name: 'Ofertar Torre Andina' })).toBeInTheDocument();
  });

  it('MYPROJ-05 a row that opens: its title is a button in the table and on the card', async () => {
    const open = vi.fn();
    const user = renderTable({ titleColumn: 'name', onOpen: { label: (r) => `Abrir ${r.name}`, open } });
    const inTable = within(screen.getByRole('table', { name: 'Inversiones' }));
    await user.click(inTable.getByRole('button', { name: 'Abrir Torre Andina' }));
    showOnPhone();
    const onCards = within(screen.getByRole('list', { name: 'Inversiones (en tarjetas)' }));
    await user.click(onCards.getByRole('button', { name: 'Abrir Parque Solar Norte' }));
    expect(open.mock.calls).toEqual([[rows[1]], [rows[0]]]);
  });

  it('WDR-06 a card can be headed by more than its title column, which then stays out of its lines', () => {
    renderTable({ cardTitle: (r) => `${r.name} · ${r.amount}` });
    expect(screen.getByRole('rowheader', { name: 'Torre Andina' })).toBeInTheDocument();
    showOnPhone();
    expect(cardsRead()).toEqual([
      ['Parque Solar Norte · $1,000.00', 'Monto: $1,000.00'],
      ['Torre Andina · $250.50', 'Monto: $250.50'],
    ]);
  });

  it('a sortable header says its order and asks for the other one', async () => {
    const onSort = vi.fn();
    const user = renderTable({ sort: { key: 'amount', direction: 'asc' }, onSort });
    const header = screen.getByRole('columnheader', { name: /Monto/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Proyecto' })).not.toHaveAttribute('aria-sort');
    await user.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenCalledExactlyOnceWith({ key: 'amount', direction: 'desc' });
  });
});
