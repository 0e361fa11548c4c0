import { Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Project } from '@/contract/projects';
import { columnOrder, type ColumnKey } from '../model/filters';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { relevanceStyle } from '../model/relevance';
import { projectStrings } from '../strings';
import type { ListingMode } from './listing-options';
import { RelevanceBadge } from './relevance-legend';

const t = projectStrings;

/**
 * The columns whose words may wrap, as the headers do: the thirteen columns fit the content beside the menu
 * at 1280 px with no sideways scroll. Codes, figures and dates stay on one line.
 */
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
 * the project's name is a button for the keyboard.
 */
export function ProjectTable({ projects, currency, highlighted, mode, onOpen }: ProjectTableProps) {
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
          {projects.map((p) => {
            const style = best ? relevanceStyle(p.relevancia) : null;
            return (
              <Table.Tr
                key={p.id}
                data-project-id={p.id}
                data-relevancia={best ? p.relevancia : undefined}
                onClick={() => onOpen(p)}
                style={{
                  cursor: 'pointer',
                  boxShadow: style
                    ? `inset 4px 0 0 var(--mantine-color-${style.color.replace('.', '-')})`
                    : undefined,
                }}
              >
                {columnOrder.map((key) =>
                  key === 'descripcion' ? (
                    <Table.Td key={key} miw={220}>
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
                      {best && <RelevanceBadge relevancia={p.relevancia} />}
                    </Table.Td>
                  ) : (
                    <Table.Td key={key} style={wordy.has(key) ? undefined : { whiteSpace: 'nowrap' }}>
                      {cell(key, p, currency)}
                    </Table.Td>
                  ),
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
