import { Anchor, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { FitSwitch, fitCardsClass, type FitWidth } from './fit-switch';
import { listStrings } from './strings';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** The totals row's value of this column; columns without one leave their cell empty. */
  total?: ReactNode;
  /** Its header orders the rows (the screen sorts; the table only asks). */
  sortable?: boolean;
  /** What its sorting header does, read after its name ('Ordenar por monto de menor a mayor'). */
  sortDescription?: string;
  /** false: a column the phone's cards leave out (the table still shows it). */
  onCards?: boolean;
}

export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

export interface ResponsiveTableProps<T extends { id: number }> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** The accessible names of the table and of the phone's card list. */
  tableLabel: string;
  listLabel: string;
  /** The key of the column that names a row (its row header, its card's title); the first by default. */
  titleColumn?: string;
  /** The card's heading when it says more than the title column's cell (a withdrawal's code and kind). */
  cardTitle?: (row: T) => ReactNode;
  /** Marks a row (an investment offered on the secondary market, INV-11). */
  marked?: (row: T) => boolean;
  /** A row that opens something: the whole row takes the click, and its title is a button for the keyboard. */
  onOpen?: { label: (row: T) => string; open: (row: T) => void };
  /** The row's button(s): the last column of the table, the foot of a card. */
  actions?: { header: string; render: (row: T) => ReactNode };
  /** The order shown, and the header a person clicked to change it. */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /** The width of the list's own box, in rem, from which its table fits (cards below): 60 by default. */
  tableFrom?: FitWidth;
}

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const numericHeader = { textAlign: 'right' } as const;
const marking = (mark: boolean) => ({
  'data-marked': mark || undefined,
  bg: mark ? 'var(--mantine-color-yellow-light)' : undefined,
});

/**
 * One list as a table where its box is wide enough for the columns and as cards below (a phone, or a narrow
 * window with the menu open), each card its title and a 'label: value' line per column, with the totals in
 * the table's footer and in a card below the others. Nothing scrolls sideways.
 */
export function ResponsiveTable<T extends { id: number }>(props: ResponsiveTableProps<T>) {
  const { rows, columns, actions, onOpen } = props;
  const titleIndex = Math.max(
    0,
    columns.findIndex((c) => c.key === props.titleColumn),
  );
  const titleColumn = columns[titleIndex];
  const others = columns.filter((c, i) => i !== titleIndex && c.onCards !== false);
  const withTotals = columns.some((c) => c.total !== undefined);
  const title = (row: T, content: ReactNode = titleColumn?.cell(row)) =>
    onOpen ? (
      <Anchor
        component="button"
        type="button"
        fw={600}
        ta="left"
        aria-label={onOpen.label(row)}
        onClick={(e: MouseEvent) => {
          e.stopPropagation();
          onOpen.open(row);
        }}
      >
        {content}
      </Anchor>
    ) : (
      content
    );

  const table = (
    <Table striped highlightOnHover verticalSpacing="xs" aria-label={props.tableLabel}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((c) => (
            <HeaderCell key={c.key} column={c} sort={props.sort} onSort={props.onSort} />
          ))}
          {actions && <Table.Th scope="col">{actions.header}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr
            key={row.id}
            {...marking(props.marked?.(row) ?? false)}
            onClick={onOpen ? () => onOpen.open(row) : undefined}
            style={onOpen ? { cursor: 'pointer' } : undefined}
          >
            {columns.map((c, i) =>
              i === titleIndex ? (
                <Table.Th key={c.key} scope="row" fw={600}>
                  {title(row)}
                </Table.Th>
              ) : (
                <Table.Td key={c.key} style={c.numeric ? numeric : undefined}>
                  {c.cell(row)}
                </Table.Td>
              ),
            )}
            {actions && <Table.Td>{actions.render(row)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {withTotals && (
        <Table.Tfoot>
          <Table.Tr fw={700}>
            {columns.map((c, i) =>
              i === titleIndex ? (
                <Table.Th key={c.key} scope="row">
                  {listStrings.totals}
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
  );
  const cards = (
    <>
      <ul className={fitCardsClass} aria-label={props.listLabel}>
        {rows.map((row) => (
          <Paper
            component="li"
            key={row.id}
            withBorder
            p="sm"
            radius="md"
            {...marking(props.marked?.(row) ?? false)}
          >
            <Text fw={700} mb={6} style={{ overflowWrap: 'anywhere' }}>
              {title(row, props.cardTitle?.(row))}
            </Text>
            <CardLines lines={others.map((c) => ({ key: c.key, label: c.header, value: c.cell(row) }))} />
            {actions && (
              <Group justify="flex-end" mt="xs">
                {actions.render(row)}
              </Group>
            )}
          </Paper>
        ))}
      </ul>
      {withTotals && (
        <Paper withBorder p="sm" radius="md" mt="xs" role="group" aria-label={listStrings.totals}>
          <Text fw={700} mb={6}>
            {listStrings.totals}
          </Text>
          <CardLines
            lines={others
              .filter((c) => c.total !== undefined)
              .map((c) => ({ key: c.key, label: c.header, value: c.total }))}
          />
        </Paper>
      )}
    </>
  );
  return <FitSwitch from={props.tableFrom ?? 60} wide={table} narrow={cards} />;
}

function HeaderCell<T>(props: {
  column: Column<T>;
  sort: SortState | undefined;
  onSort: ((sort: SortState) => void) | undefined;
}) {
  const { column: c, sort, onSort } = props;
  const descriptionId = useId();
  // A header's words wrap (a cell's figure does not): long headers over short figures.
  const style = c.numeric ? numericHeader : undefined;
  if (!c.sortable || !onSort)
    return (
      <Table.Th scope="col" style={style}>
        {c.header}
      </Table.Th>
    );
  const current = sort?.key === c.key ? sort.direction : undefined;
  const ariaSort = current === 'asc' ? 'ascending' : current === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th scope="col" style={style} aria-sort={ariaSort}>
      <UnstyledButton
        fw={700}
        fz="inherit"
        aria-describedby={c.sortDescription === undefined ? undefined : descriptionId}
        onClick={() => onSort({ key: c.key, direction: current === 'asc' ? 'desc' : 'asc' })}
      >
        {c.header}
        <span aria-hidden="true">{current === 'asc' ? ' ▲' : current === 'desc' ? ' ▼' : ' ↕'}</span>
      </UnstyledButton>
      {c.sortDescription !== undefined && (
        <span id={descriptionId} hidden>
          {c.sortDescription}
        </span>
      )}
    </Table.Th>
  );
}

/** A card's 'label: value' lines, as a description list. */
function CardLines({ lines }: { lines: { key: string; label: string; value: ReactNode }[] }) {
  return (
    <Stack component="dl" gap={4} m={0}>
      {lines.map((line) => (
        <Group key={line.key} justify="space-between" align="baseline" gap="xs" wrap="nowrap">
          <Text component="dt" size="sm" c="gray.7">
            {line.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            m={0}
            ta="right"
            style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {line.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
