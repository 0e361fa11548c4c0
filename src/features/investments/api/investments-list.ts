import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { investmentsList } from '@/contract/investments';
import { apiFetch } from '@/shared/api/api-fetch';
import type { ListQuery } from '../model/list-query';

/** Every page and filter of the active list; a sale offer or a cancel invalidates it (SELL-15). */
export const activeInvestmentsKey = ['client', 'investments', 'activas'] as const;

/** API-29, INV-16: one page of the caller's active investments for the filters. */
export const fetchActiveInvestments = (query: ListQuery, signal?: AbortSignal) =>
  apiFetch(investmentsList, query, { signal });

/** INV-06, INV-07: data.datos and data.totales. A failed load signs the client out (ERR-03). */
export const activeInvestmentsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...activeInvestmentsKey, query] as const,
    queryFn: ({ signal }) => fetchActiveInvestments(query, signal),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

/** The page on screen stays while another page or filter loads. */
export function useActiveInvestments(query: ListQuery) {
  return useQuery({ ...activeInvestmentsQuery(query), placeholderData: keepPreviousData });
}
