import { ResponsiveTable, type Column } from '@/shared/ui/list/responsive-table';
import type { DepositRow } from '../model/deposit-list';
import { depositStrings } from '../strings';
import { DepositStatusBadge } from './deposit-status-badge';

const s = depositStrings.list;
const c = s.columns;

export interface DepositsTableProps {
  rows: readonly DepositRow[];
  sorted: boolean;
  onSortByAmount: () => void;
}

const columns: readonly Column<DepositRow>[] = [
  { key: 'date', header: c.date, cell: (row) => row.date },
  { key: 'type', header: c.type, cell: (row) => row.type },
  // DEP-06: not on small screens, where the rows are cards.
  { key: 'currency', header: c.currency, cell: (row) => row.currency, onCards: false },
  {
    key: 'amount',
    header: c.amount,
    cell: (row) => row.amount,
    numeric: true,
    sortable: true,
    sortDescription: s.sortByAmount,
  },
  { key: 'status', header: c.status, cell: (row) => <DepositStatusBadge status={row.status} /> },
];

/**
 * DEP-05..DEP-07, DEP-12: Fecha, Información, Moneda, Monto (its header sorts ascending) and Estado, as a
 * table; on a phone each deposit is a card with every column but Moneda, 'Estado' in view with no sideways
 * scroll.
 */
export function DepositsTable({ rows, sorted, onSortByAmount }: DepositsTableProps) {
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      tableLabel={s.tableLabel}
      listLabel={s.cardsLabel}
      tableFrom={30}
      sort={sorted ? { key: 'amount', direction: 'asc' } : undefined}
      onSort={onSortByAmount}
    />
  );
}
