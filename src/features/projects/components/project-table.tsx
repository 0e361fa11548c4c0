import { Paper, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Project } from '@/contract/projects';
import { columnOrder, type ColumnKey } from '../model/filters';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { FitSwitch } from '@/shared/ui/list/fit-switch';
import { relevanceStyle } from '../model/relevance';
import { projectStrings } from '../strings';
import type { ListingMode } from './listing-options';
import { RelevanceBadge } from './relevance-legend';
import rowClasses from './project-rows.module.css';

const t = projectStrings;

/** The columns whose words may wrap, as the headers do. Codes, figures and dates stay on one line. */
const wordy: ReadonlySet<ColumnKey> = new Set(['categoria', 'garantia', 'clasificacion']);

export interface ProjectTableProps {
  projects: readonly Project[];
  currency: string;
  highlighted: ReadonlySet<ColumnKey>;
  mode: ListingMode;
  onOpen: (project: Project) => void;
}

function cell(key: ColumnKey, p: Project, currency: string) {
  switch (key) {
    case 'pais':
      return p.country_iso;
    case 'descripcion':
      return null; // the name button, below
    case 'codigo':
      return p.code;
    case 'categoria':
      return p.category;
    case 'parcelas':
      return String(p.cantidad_parcelas_asociadas);
    case 'clasificacion':
      return p.risk;
    case 'garantia':
      return p.warranty;
    case 'interes':
      return formatRate(p.tax_referential_client);
    case 'vencimiento':
      return formatDay(p.end_date);
    case 'monto':
      return formatAmount(p.amount, currency);
    case 'ganancia':
      return formatRate(p.ganancia);
    case 'disponibilidad':
      return formatAmount(p.disponible, currency);
    case 'participantes':
      return String(p.total_inversores);
  }
}

/**
 * PROJ-07 (list layout), PROJ-11..18: the table-like list with its header columns in the documented order,
 * the column of each filter that is set highlighted; a click anywhere on a row opens the invest modal, and
 * the project's name is a button for the keyboard. The thirteen columns need about 90 rem: in a narrower box
 * (1280 px with the menu open, a phone) each project is a row of the same figures, labelled, in the same
 * order, so nothing scrolls sideways.
 */
export function ProjectTable(props: ProjectTableProps) {
  return <FitSwitch from={90} wide={<WideTable {...props} />} narrow={<ProjectRows {...props} />} />;
}

/** The relevance's mark on a row's left edge (PROJ-10, 'Más vendidos'). */
const relevanceEdge = (p: Project, best: boolean) => {
  const style = best ? relevanceStyle(p.relevancia) : null;
  return style ? `inset 4px 0 0 var(--mantine-color-${style.color.replace('.', '-')})` : undefined;
};

function ProjectName({ p, mode, onOpen }: { p: Project; mode: ListingMode; onOpen: (p: Project) => void }) {
  return (
    <>
      <UnstyledButton
        onClick={(e) => {
          e.stopPropagation();
          onOpen(p);
        }}
        fw={600}
        fz="inherit"
        c="teal.9"
        style={{ textAlign: 'left' }}
      >
        {p.name}
      </UnstyledButton>
      {mode !== 'minimal' && (
        <Text size="xs" c="gray.7" lineClamp={2}>
          {p.description}
        </Text>
      )}
      {mode === 'bestSellers' && <RelevanceBadge relevancia={p.relevancia} />}
    </>
  );
}

function WideTable({ projects, currency, highlighted, mode, onOpen }: ProjectTableProps) {
  const best = mode === 'bestSellers';
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table
        highlightOnHover
        verticalSpacing={mode === 'largeIcons' ? 'md' : 'xs'}
        fz={mode === 'minimal' ? 'xs' : 'sm'}
      >
        <VisuallyHidden component="caption">{t.tableCaption}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {columnOrder.map((key) => {
              const on = highlighted.has(key);
              return (
                <Table.Th
                  key={key}
                  scope="col"
                  data-column={key}
                  data-highlighted={on || undefined}
                  bg={on ? 'yellow.2' : undefined}
                >
                  {t.columns[key]}
                  {on && <VisuallyHidden> {t.filteredColumn}</VisuallyHidden>}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((p) => (
            <Table.Tr
              key={p.id}
              data-project-id={p.id}
              data-relevancia={best ? p.relevancia : undefined}
              onClick={() => onOpen(p)}
              style={{ cursor: 'pointer', boxShadow: relevanceEdge(p, best) }}
            >
              {columnOrder.map((key) =>
                key === 'descripcion' ? (
                  <Table.Td key={key} miw={220}>
                    <ProjectName p={p} mode={mode} onOpen={onOpen} />
                  </Table.Td>
                ) : (
                  <Table.Td key={key} style={wordy.has(key) ? undefined : { whiteSpace: 'nowrap' }}>
                    {cell(key, p, currency)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The table's columns as labelled figures beside each project's name, the filtered ones highlighted. */
function ProjectRows({ projects, currency, highlighted, mode, onOpen }: ProjectTableProps) {
  const best = mode === 'bestSellers';
  const figures = columnOrder.filter((key) => key !== 'descripcion');
  return (
    <ul className={rowClasses.rows} aria-label={t.tableCaption}>
      {projects.map((p) => (
        <Paper
          component="li"
          key={p.id}
          className={rowClasses.row}
          withBorder
          radius="md"
          p="sm"
          fz={mode === 'minimal' ? 'xs' : 'sm'}
          data-project-id={p.id}
          data-relevancia={best ? p.relevancia : undefined}
          onClick={() => onOpen(p)}
          style={{ boxShadow: relevanceEdge(p, best) }}
        >
          <div>
            <ProjectName p={p} mode={mode} onOpen={onOpen} />
          </div>
          <dl className={rowClasses.figures}>
            {figures.map((key) => {
              const on = highlighted.has(key);
              return (
                <div
                  key={key}
                  className={rowClasses.figure}
                  data-column={key}
                  data-highlighted={on || undefined}
                >
                  <Text component="dt" size="xs" c="gray.7">
                    {t.columns[key]}
                    {on && <VisuallyHidden> {t.filteredColumn}</VisuallyHidden>}
                  </Text>
                  <Text component="dd" m={0} fz="inherit" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {cell(key, p, currency)}
                  </Text>
                </div>
              );
            })}
          </dl>
        </Paper>
      ))}
    </ul>
  );
}
