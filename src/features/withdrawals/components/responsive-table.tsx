import { Box, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** Left out of the phone cards (already in the card's title). */
  hideInCard?: boolean;
}

export interface ResponsiveTableProps<T> {
  /** The table's accessible name, and the phone list's. */
  label: string;
  cardsLabel: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The phone card's heading. */
  cardTitle: (row: T) => ReactNode;
  /** A last column with the row's action (and the card's button). */
  action?: { label: string; cell: (row: T) => ReactNode };
  minWidth?: number;
}

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A table from the 'sm' breakpoint and a list of cards below it (phone layout), over the same rows: the
 * lists of this screen read well on 375 px without sideways scrolling.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  return (
    <>
      <Box visibleFrom="sm" data-layout="table">
        <Table.ScrollContainer minWidth={props.minWidth ?? 640}>
          <Table striped highlightOnHover verticalSpacing="xs" aria-label={props.label}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((c) => (
                  <Table.Th key={c.key} scope="col" style={c.numeric ? numeric : undefined}>
                    {c.label}
                  </Table.Th>
                ))}
                {props.action && <Table.Th scope="col">{props.action.label}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.rows.map((row) => (
                <Table.Tr key={props.rowKey(row)}>
                  {props.columns.map((c) => (
                    <Table.Td key={c.key} style={c.numeric ? numeric : { overflowWrap: 'anywhere' }}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                  {props.action && <Table.Td>{props.action.cell(row)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Box hiddenFrom="sm" data-layout="cards">
        <SimpleGrid
          cols={1}
          spacing="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={props.cardsLabel}
        >
          {props.rows.map((row) => (
            <li key={props.rowKey(row)}>
              <Paper withBorder p="sm" radius="md">
                <Stack gap={6}>
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {props.cardTitle(row)}
                  </Text>
                  <Box component="dl" m={0}>
                    {props.columns
                      .filter((c) => !c.hideInCard)
                      .map((c) => (
                        <Box key={c.key} style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
                          <Text component="dt" size="sm" c="gray.7">
                            {c.label}
                          </Text>
                          <Text
                            component="dd"
                            size="sm"
                            m={0}
                            ta="right"
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            {c.cell(row)}
                          </Text>
                        </Box>
                      ))}
                  </Box>
                  {props.action?.cell(row)}
                </Stack>
              </Paper>
            </li>
          ))}
        </SimpleGrid>
      </Box>
    </>
  );
}
