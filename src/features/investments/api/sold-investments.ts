import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { soldInvestments } from '@/contract/investments';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQuery } from '@/shared/ui/list/list-state';

/** API-30, INV-16: one page of the caller's sold investments for the filters. */
export const fetchSoldInvestments = (query: ListQuery, signal?: AbortSignal) =>
  apiFetch(soldInvestments, query, { signal });

/** INV-06, INV-19: data.datos and data.totales. A failed load signs the client out (ERR-03). */
export const soldInvestmentsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.investments.sold.page(query),
    queryFn: ({ signal }) => fetchSoldInvestments(query, signal),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

export function useSoldInvestments(query: ListQuery) {
  return useQuery({ ...soldInvestmentsQuery(query), placeholderData: keepPreviousData });
}
