import { queryOptions, useQuery } from '@tanstack/react-query';
import { paisesList } from '@/contract/paises';
import { apiFetch } from './api-fetch';
import { queryKeys } from './query-keys';

/** API-19: countries for every country select (beneficiaries, cards). Used by several features. */
export const fetchPaises = (signal?: AbortSignal) => apiFetch(paisesList, {}, { signal });

export const paisesQuery = () =>
  queryOptions({
    queryKey: queryKeys.paises,
    queryFn: ({ signal }) => fetchPaises(signal),
    select: (response) => response.data.data,
    staleTime: Infinity,
  });

/** A failure is silent (ERR-06): the caller gets an empty list and no message. */
export function usePaises() {
  const query = useQuery(paisesQuery());
  return { ...query, data: query.data ?? [] };
}
