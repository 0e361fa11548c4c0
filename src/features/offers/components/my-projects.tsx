import { Anchor, Button, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import type { Project } from '@/contract/projects';
import { useCurrencyLabel } from '@/shared/format/currency';
import { ListFilters } from '@/shared/ui/list/list-filters';
import { ListSection } from '@/shared/ui/list/list-section';
import { ResponsiveTable } from '@/shared/ui/list/responsive-table';
import { listQueryOf, listState } from '@/shared/ui/list/list-state';
import { useDeferredQuery } from '@/shared/ui/use-deferred-data';
import { useOwnProjects } from '../api/own-projects';
import { isMinAmount } from '../model/list-query';
import type { OffersSearch } from '../model/list-query';
import { offersStrings } from '../strings';
import { projectColumns } from './project-columns';

const t = offersStrings.projects;
const f = offersStrings.filters;

export interface MyProjectsProps {
  search: OffersSearch;
  onSearch: (patch: Partial<OffersSearch>) => void;
  /** MYPROJ-05: a row opens the invest modal (composed by the route). */
  onOpenProject?: (project: Project) => void;
  /** MYPROJ-11: the empty state's advice opens the office-address modal. */
  onShowOffice: () => void;
}

/**
 * 'Mis proyectos' (MYPROJ-01..MYPROJ-08): filters, and the caller's own projects from projects/propios as a
 * table (cards on phones) whenever there is at least one (MYPROJ-03 fixes the original's 'below 0'), else
 * '¡Ups, sin proyectos ofertados!' with the advice to visit the consulting offices. Its pager: 'Primera
 * Página', 'Anterior «', the page number and 'Siguiente »'.
 */
export function MyProjects({ search, onSearch, onOpenProject, onShowOffice }: MyProjectsProps) {
  // The amount as typed over the one applied (the URL's); it applies with 'Filtrar'.
  const [draft, setDraft] = useState<{ applied: number; text: string } | null>(null);
  const monto =
    draft && draft.applied === search.monto ? draft.text : search.monto > 0 ? String(search.monto) : '';
  const [montoError, setMontoError] = useState<string | null>(null);
  const list = useDeferredQuery(useOwnProjects(listQueryOf({ ...search, proyecto: 0 })));
  const currency = useCurrencyLabel();
  const columns = useMemo(() => projectColumns(currency), [currency]);
  const data = list.data;
  const state = listState(list, search, onSearch);
  const page = state.pager.page;
  const rows = data?.data ?? [];

  const applyMonto = (event: FormEvent) => {
    event.preventDefault();
    if (!isMinAmount(monto)) {
      setMontoError(f.minAmountInvalid);
      return;
    }
    setMontoError(null);
    setDraft(null);
    onSearch({ monto: monto.trim() === '' ? 0 : Number(monto), pagina: 1 });
  };

  return (
    <ListSection
      title={t.title}
      {...state}
      empty={rows.length === 0}
      emptyState={{
        title: t.emptyTitle,
        text: t.emptyText,
        action: (
          <Anchor component="button" type="button" onClick={onShowOffice}>
            {t.officeButton}
          </Anchor>
        ),
      }}
      filters={
        <form onSubmit={applyMonto} noValidate>
          <ListFilters search={search} onChange={onSearch}>
            <TextInput
              label={f.minAmount}
              inputMode="decimal"
              autoComplete="off"
              value={monto}
              onChange={(e) => setDraft({ applied: search.monto, text: e.currentTarget.value })}
              error={montoError}
              style={{ flex: '1 1 160px' }}
            />
            <Button type="submit" variant="default" mt={25}>
              {f.apply}
            </Button>
          </ListFilters>
        </form>
      }
      pager={{
        ...state.pager,
        label: t.pager.label,
        first: t.pager.first,
        previous: t.pager.previous,
        next: t.pager.next,
        children: (
          <Text component="span" fw={700} px="sm" aria-live="polite" aria-current="page">
            <VisuallyHidden>{t.pager.current(page)}</VisuallyHidden>
            <span aria-hidden="true">{page}</span>
          </Text>
        ),
      }}
    >
      <ResponsiveTable<Project>
        rows={rows}
        columns={columns}
        titleColumn="name"
        tableLabel={t.tableLabel}
        listLabel={t.listLabel}
        onOpen={onOpenProject && { label: (p) => t.openLabel(p.name), open: onOpenProject }}
      />
    </ListSection>
  );
}
