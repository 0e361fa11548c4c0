import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offersList } from '@/contract/offers';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQuery } from '@/shared/ui/list/list-state';

/** API-32: one page of the caller's open offers for the filters. */
export const fetchOffersList = (query: ListQuery, signal?: AbortSignal) =>
  apiFetch(offersList, query, { signal });

/** OFFER-06, OFFER-07: data.datos and data.totales. A failed load signs the client out (ERR-03). */
export const offersListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.offers.list.page(query),
    queryFn: ({ signal }) => fetchOffersList(query, signal),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

export function useOffersList(query: ListQuery) {
  return useQuery({ ...offersListQuery(query), placeholderData: keepPreviousData });
}
