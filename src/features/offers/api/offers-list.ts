import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offersList } from '@/contract/offers';
import { apiFetch } from '@/shared/api/api-fetch';
import type { ListQuery } from '../model/list-query';

/** Every page and filter of my offers; a sale offer or a cancel invalidates it (OFFER-13). */
export const offersListKey = ['client', 'offers', 'list'] as const;

/** API-32: one page of the caller's open offers for the filters. */
export const fetchOffersList = (query: ListQuery, signal?: AbortSignal) =>
  apiFetch(offersList, query, { signal });

/** OFFER-06, OFFER-07: data.datos and data.totales. A failed load signs the client out (ERR-03). */
export const offersListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...offersListKey, query] as const,
    queryFn: ({ signal }) => fetchOffersList(query, signal),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

export function useOffersList(query: ListQuery) {
  return useQuery({ ...offersListQuery(query), placeholderData: keepPreviousData });
}
