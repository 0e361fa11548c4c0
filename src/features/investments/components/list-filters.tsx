import { Group, NativeSelect, VisuallyHidden } from '@mantine/core';
import type { InvestmentProjectOption } from '@/contract/investments';
import type { ListQuery, Vencimiento } from '../model/list-query';
import { investmentsStrings } from '../strings';

const t = investmentsStrings.filters;

export interface ListFiltersProps {
  query: ListQuery;
  projects: readonly InvestmentProjectOption[];
  onChange: (change: Partial<Pick<ListQuery, 'proyecto' | 'vencimiento'>>) => void;
}

/**
 * INV-13, INV-14, INV-15: the project name (a dropdown of investments/filtros) and the expiry period, the same
 * for the active and the sold list.
 */
export function ListFilters({ query, projects, onChange }: ListFiltersProps) {
  return (
    <Group component="fieldset" gap="sm" align="flex-end" m={0} p={0} style={{ border: 0 }} wrap="wrap">
      <VisuallyHidden component="legend">{t.label}</VisuallyHidden>
      <NativeSelect
        label={t.project}
        value={query.proyecto}
        onChange={(e) => onChange({ proyecto: e.currentTarget.value })}
        data={[
          { value: '', label: t.allProjects },
          ...projects.map((p) => ({ value: String(p.id), label: p.name })),
        ]}
        miw={220}
        style={{ flex: '1 1 220px' }}
      />
      <NativeSelect
        label={t.expiry}
        value={query.vencimiento}
        onChange={(e) => onChange({ vencimiento: e.currentTarget.value as Vencimiento })}
        data={[{ value: '', label: t.allPeriods }, ...t.periods]}
        miw={180}
        style={{ flex: '1 1 180px' }}
      />
    </Group>
  );
}
