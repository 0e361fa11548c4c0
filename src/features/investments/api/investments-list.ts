import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { investmentsList } from '@/contract/investments';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQuery } from '@/shared/ui/list/list-state';

/** API-29, INV-16: one page of the caller's active investments for the filters. */
export const fetchActiveInvestments = (query: ListQuery, signal?: AbortSignal) =>
  apiFetch(investmentsList, query, { signal });

/** INV-06, INV-07: data.datos and data.totales. A failed load signs the client out (ERR-03). */
export const activeInvestmentsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.investments.active.page(query),
    queryFn: ({ signal }) => fetchActiveInvestments(query, signal),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

/** The page on screen stays while another page or filter loads. */
export function useActiveInvestments(query: ListQuery) {
  return useQuery({ ...activeInvestmentsQuery(query), placeholderData: keepPreviousData });
}
