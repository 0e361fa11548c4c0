import { Group, NativeSelect, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FilterSearch } from './list-state';
import { listStrings } from './strings';

const t = listStrings.filters;

export interface ListFiltersProps {
  /** The filters applied (the URL's). */
  search: Pick<FilterSearch, 'proyecto' | 'vencimiento'>;
  /** The project-name dropdown's options (INV-13); without them the list has no project filter. */
  projects?: readonly { id: number; name: string }[];
  /** A changed filter, with page 1 of its result (INV-16). */
  onChange: (change: Partial<FilterSearch>) => void;
  /** The list's other fields, after these two. */
  children?: ReactNode;
}

/** A dropdown's value: its first option, 'all', is ''. */
const choice = (value: number) => (value > 0 ? String(value) : '');

/**
 * The filters of a list, one fieldset: the project name and the expiry period that the investment and offer
 * lists share (INV-15, OFFER-05), and any field of the list's own.
 */
export function ListFilters({ search, projects, onChange, children }: ListFiltersProps) {
  return (
    <Group component="fieldset" gap="sm" align="flex-start" m={0} p={0} style={{ border: 0 }} wrap="wrap">
      <VisuallyHidden component="legend">{t.label}</VisuallyHidden>
      {projects && (
        <NativeSelect
          label={t.project}
          value={choice(search.proyecto)}
          onChange={(e) => onChange({ proyecto: Number(e.currentTarget.value), pagina: 1 })}
          data={[
            { value: '', label: t.allProjects },
            ...projects.map((p) => ({ value: String(p.id), label: p.name })),
          ]}
          style={{ flex: '1 1 220px', minWidth: 0 }}
        />
      )}
      <NativeSelect
        label={t.expiry}
        value={choice(search.vencimiento)}
        onChange={(e) => onChange({ vencimiento: Number(e.currentTarget.value), pagina: 1 })}
        data={[{ value: '', label: t.allPeriods }, ...t.periods]}
        style={{ flex: '1 1 180px', minWidth: 0 }}
      />
      {children}
    </Group>
  );
}
