import { Box, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import type { Deposit } from '@/contract/deposits';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import {
  pageCount,
  pageRows,
  SEARCH_MAX_LENGTH,
  searchDeposits,
  sortByAmount,
  toDepositRow,
} from '../model/deposit-list';
import { depositSearchDefaults, type DepositSearch } from '../model/deposit-search';
import { depositStrings } from '../strings';
import { DepositsPager } from './deposits-pager';
import { DepositsTable } from './deposits-table';
import classes from './deposits-list-view.module.css';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { LoadingSwap } from '@/shared/ui/states/loading-swap';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';

const s = depositStrings.list;

/** The list's part of the screen's URL state: search text, order and page. */
export type DepositListSearch = Pick<DepositSearch, 'buscar' | 'orden' | 'pagina'>;

export interface DepositsListViewProps extends SearchStateProps<DepositListSearch> {
  /** 'pending' before the list arrives, 'error' if it failed (the session ends then, ERR-04). */
  status: 'pending' | 'error' | 'success';
  deposits: readonly Deposit[];
  /** A reload is under way: the rows on screen stay. */
  fetching?: boolean;
  /** The search text to start with when no state is given (stories). */
  initialSearch?: string;
}

/**
 * 'Mis depósitos': the search box (DEP-02..DEP-04), the table sorted by amount on demand (DEP-05..DEP-12)
 * and 10 rows a page with its pager (DEP-08, DEP-13..DEP-16). Search, sort and paging work on the list the
 * server sent, as the server sent it (statuses included).
 */
export function DepositsListView({
  status,
  deposits,
  fetching,
  initialSearch = '',
  ...props
}: DepositsListViewProps) {
  const [state, update] = useSearchState(props, {
    buscar: initialSearch.slice(0, SEARCH_MAX_LENGTH),
    orden: depositSearchDefaults.orden,
    pagina: depositSearchDefaults.pagina,
  });
  // The text being typed shows at once; the URL follows it in place, a moment later.
  const [draft, setDraft] = useState<string | null>(null);
  const search = draft ?? state.buscar;
  const sorted = state.orden === 'monto';
  const page = state.pagina;
  const setPage = (pagina: number) => update({ pagina });

  const all = useMemo(() => deposits.map(toDepositRow), [deposits]);
  const found = useMemo(() => {
    const matching = searchDeposits(all, search);
    return sorted ? sortByAmount(matching) : matching;
  }, [all, search, sorted]);
  const totalPages = pageCount(found.length);
  // A list that shrank (a new search, a reload) never leaves the page past its end.
  const shownPage = Math.min(page, totalPages);
  const rows = pageRows(found, shownPage);

  let body: ReactNode;
  if (status === 'error') {
    // Shown for an instant: the failure ends the session with the server's message (ERR-04).
    body = <ErrorState message={s.error} />;
  } else if (all.length === 0) {
    body = <EmptyState title={s.emptyTitle} text={s.emptyText} />;
  } else if (found.length === 0) {
    body = <EmptyState title={s.noMatch(search.trim())} />;
  } else {
    body = (
      <DepositsTable
        rows={rows}
        sorted={sorted}
        onSortByAmount={() => update({ orden: 'monto', pagina: 1 })}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={s.searchLabel}
          placeholder={s.searchPlaceholder}
          maxLength={SEARCH_MAX_LENGTH}
          value={search}
          onChange={(event) => {
            const buscar = event.currentTarget.value.slice(0, SEARCH_MAX_LENGTH);
            setDraft(buscar);
            update({ buscar, pagina: 1 }, { replace: true });
          }}
          onBlur={() => setDraft(null)}
          disabled={status !== 'success'}
          className={classes.search}
        />
        {status === 'success' && all.length > 0 && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {s.count(found.length, all.length)}
          </Text>
        )}
      </Group>
      <Box aria-busy={fetching || undefined}>
        <LoadingSwap loading={status === 'pending'} placeholder={<LoadingState shape="rows" count={5} />}>
          {body}
        </LoadingSwap>
      </Box>
      {status === 'success' && found.length > 0 && (
        <DepositsPager page={shownPage} totalPages={totalPages} onPage={setPage} />
      )}
    </Stack>
  );
}
