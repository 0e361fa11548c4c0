import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * INVEST-21, INVEST-22, SEC-08, p2 §4: after an invest or a purchase result, and when the invest modal
 * closes, these reload: balances, movements, the investments chart, all projects (dashboard), the primary
 * and secondary lists, own projects (offerors), investments, sold investments and offers. The keys are
 * prefixes, so every page and filter of each list is included.
 */
export const marketReloadKeys = [
  ['client', 'dashboard'],
  ['client', 'balance', 'list'],
  ['client', 'investments'],
  ['client', 'projects'],
  ['client', 'offers'],
] as const;

/** The projects' filter options and issuers do not change with an investment or a purchase: kept. */
const isProjectFilterOptions = (key: readonly unknown[]) =>
  key[1] === 'projects' && (key[2] === 'filtros' || key[2] === 'emisorporactividad');

export function useReloadMarkets() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        marketReloadKeys.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, predicate: (q) => !isProjectFilterOptions(q.queryKey) }),
        ),
      ),
    [queryClient],
  );
}
