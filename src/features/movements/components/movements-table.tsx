import { Table } from '@mantine/core';
import type { MovementRow } from '../model/movement-rows';
import { movementsStrings } from '../strings';
import { MovementAmount } from './movement-amount';

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** MOV-01, MOV-06: the desktop table: date, code, description, amount and running total. */
export function MovementsTable({ rows }: { rows: readonly MovementRow[] }) {
  const c = movementsStrings.columns;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={movementsStrings.tableLabel}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{c.date}</Table.Th>
            <Table.Th scope="col">{c.code}</Table.Th>
            <Table.Th scope="col">{c.description}</Table.Th>
            <Table.Th scope="col" style={numeric}>
              {c.amount}
            </Table.Th>
            <Table.Th scope="col" style={numeric}>
              {c.saldo}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.date}</Table.Td>
              <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{row.code}</Table.Td>
              <Table.Td>{row.description}</Table.Td>
              <Table.Td style={numeric}>
                <MovementAmount text={row.amount} decrease={row.decrease} />
              </Table.Td>
              <Table.Td style={numeric}>{row.saldo}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
