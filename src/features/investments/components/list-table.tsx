import { Box, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { investmentsStrings } from '../strings';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** The footer's value of this column (INV-07, INV-19); columns without one leave their cell empty. */
  total?: ReactNode;
}

export interface ListTableProps<T extends { id: number }> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** The accessible names of the desktop table and of the phone list. */
  tableLabel: string;
  listLabel: string;
  /** The totals row; left out when no column has a total. */
  showTotals: boolean;
  /** Marks a row (INV-11: offered on the secondary market). */
  marked?: (row: T) => boolean;
  /** The row's button(s): the last column of the table, the foot of a card. */
  actions?: { header: string; render: (row: T) => ReactNode };
}

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A list as a table on wide screens and as cards on phones (INV-04, INV-20), with the totals in the table's
 * footer and below the cards. The first column names the card.
 */
export function ListTable<T extends { id: number }>(props: ListTableProps<T>) {
  const { rows, columns, actions } = props;
  const [first, ...rest] = columns;
  return (
    <>
      <Box visibleFrom="md" data-layout="table">
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={props.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} scope="col" style={c.numeric ? numeric : undefined}>
                    {c.header}
                  </Table.Th>
                ))}
                {actions && <Table.Th scope="col">{actions.header}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const mark = props.marked?.(row) ?? false;
                return (
                  <Table.Tr
                    key={row.id}
                    data-marked={mark || undefined}
                    bg={mark ? 'var(--mantine-color-yellow-light)' : undefined}
                  >
                    {columns.map((c, i) =>
                      i === 0 ? (
                        <Table.Th key={c.key} scope="row" fw={600}>
                          {c.cell(row)}
                        </Table.Th>
                      ) : (
                        <Table.Td key={c.key} style={c.numeric ? numeric : undefined}>
                          {c.cell(row)}
                        </Table.Td>
                      ),
                    )}
                    {actions && <Table.Td>{actions.render(row)}</Table.Td>}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
            {props.showTotals && (
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <Table.Th key={c.key} scope="row">
                        {investmentsStrings.totals}
                      </Table.Th>
                    ) : (
                      <Table.Td key={c.key} style={c.numeric ? numeric : undefined}>
                        {c.total ?? null}
                      </Table.Td>
                    ),
                  )}
                  {actions && <Table.Td />}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        </Table.ScrollContainer>
      </Box>

      <Box hiddenFrom="md" data-layout="cards">
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={props.listLabel} style={{ listStyle: 'none' }}>
          {rows.map((row) => {
            const mark = props.marked?.(row) ?? false;
            return (
              <Paper
                component="li"
                key={row.id}
                withBorder
                p="sm"
                radius="md"
                data-marked={mark || undefined}
                bg={mark ? 'var(--mantine-color-yellow-light)' : undefined}
              >
                <Text fw={700} mb={4} style={{ overflowWrap: 'anywhere' }}>
                  {first?.cell(row)}
                </Text>
                <SimpleGrid component="dl" cols={2} spacing={4} verticalSpacing={2} m={0}>
                  {rest.map((c) => (
                    <CardField key={c.key} label={c.header} value={c.cell(row)} />
                  ))}
                </SimpleGrid>
                {actions && (
                  <Group justify="flex-end" mt="xs">
                    {actions.render(row)}
                  </Group>
                )}
              </Paper>
            );
          })}
        </Stack>
        {props.showTotals && (
          <Paper withBorder p="sm" radius="md" mt="xs" role="group" aria-label={investmentsStrings.totals}>
            <Text fw={700} mb={4}>
              {investmentsStrings.totals}
            </Text>
            <SimpleGrid component="dl" cols={2} spacing={4} verticalSpacing={2} m={0}>
              {rest
                .filter((c) => c.total !== undefined)
                .map((c) => (
                  <CardField key={c.key} label={c.header} value={c.total} />
                ))}
            </SimpleGrid>
          </Paper>
        )}
      </Box>
    </>
  );
}

function CardField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </div>
  );
}
