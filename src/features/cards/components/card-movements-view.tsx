import type { CardMovement } from '@/contract/cards';
import { formatLongDateTime } from '@/shared/format/date';
import { ResponsiveTable, type Column } from '@/shared/ui/list/responsive-table';
import { truncateDescription } from '../model/card-format';
import { cardStrings } from '../strings';
import { CardMovementAmount } from './card-amount';

const t = cardStrings.details;

/** CARD-14..17: description (12 characters, the whole one on hover), reference, created-by, amount and date. */
const columns: Column<CardMovement>[] = [
  {
    key: 'description',
    header: t.columns.description,
    cell: (m) => <span title={m.description}>{truncateDescription(m.description)}</span>,
  },
  { key: 'reference', header: t.columns.reference, cell: (m) => m.reference },
  { key: 'createdBy', header: t.columns.createdBy, cell: (m) => m.created_by },
  {
    key: 'amount',
    header: t.columns.amount,
    numeric: true,
    cell: (m) => <CardMovementAmount amount={m.amount} />,
  },
  { key: 'date', header: t.columns.date, cell: (m) => formatLongDateTime(m.created_at) },
];

/** A card's movements: a table on a wide screen, one card per movement on a phone. */
export function CardMovements({ movements }: { movements: readonly CardMovement[] }) {
  return (
    <ResponsiveTable
      rows={movements}
      columns={columns}
      tableLabel={t.movements}
      listLabel={t.movementsCards}
      tableFrom={35}
    />
  );
}
