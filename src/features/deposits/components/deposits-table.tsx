import { Table, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import type { DepositRow } from '../model/deposit-list';
import { depositStrings } from '../strings';
import { DepositStatusBadge } from './deposit-status-badge';

const c = depositStrings.list.columns;
const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

export interface DepositsTableProps {
  rows: readonly DepositRow[];
  sorted: boolean;
  onSortByAmount: () => void;
}

/**
 * DEP-05..DEP-07, DEP-12: Fecha, Información, Moneda (not on phones), Monto (a button that sorts ascending)
 * and Estado. On a phone the four remaining columns fit 375 px and the table scrolls if they do not.
 */
export function DepositsTable({ rows, sorted, onSortByAmount }: DepositsTableProps) {
  const hintId = useId();
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={depositStrings.list.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{c.date}</Table.Th>
            <Table.Th scope="col">{c.type}</Table.Th>
            <Table.Th scope="col" visibleFrom="sm" data-column="currency">
              {c.currency}
            </Table.Th>
            <Table.Th scope="col" style={numeric} aria-sort={sorted ? 'ascending' : undefined}>
              <UnstyledButton
                onClick={onSortByAmount}
                aria-describedby={hintId}
                fw={700}
                fz="inherit"
                td="underline"
              >
                {c.amount}
              </UnstyledButton>
            </Table.Th>
            <Table.Th scope="col">{c.status}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.date}</Table.Td>
              <Table.Td>{row.type}</Table.Td>
              <Table.Td visibleFrom="sm">{row.currency}</Table.Td>
              <Table.Td style={numeric}>{row.amount}</Table.Td>
              <Table.Td>
                <DepositStatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <span id={hintId} hidden>
        {depositStrings.list.sortByAmount}
      </span>
    </Table.ScrollContainer>
  );
}
