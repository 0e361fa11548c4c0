import { queryOptions, useQuery } from '@tanstack/react-query';
import { paisesList } from '@/contract/paises';
import { apiFetch } from './api-fetch';
import { queryKeys } from './query-keys';

/** API-19: countries for every country select (beneficiaries, cards). Used by several features. */
export const fetchPaises = (signal?: AbortSignal) => apiFetch(paisesList, {}, { signal });

const spanish = new Intl.Collator('es', { sensitivity: 'base' });

/** The countries as a Spanish reader looks for them: in Spanish alphabetical order, whatever the server's. */
export const paisesInSpanishOrder = (response: Awaited<ReturnType<typeof fetchPaises>>) =>
  [...response.data.data].sort((a, b) => spanish.compare(a.name, b.name));

export const paisesQuery = () =>
  queryOptions({
    queryKey: queryKeys.paises,
    queryFn: ({ signal }) => fetchPaises(signal),
    select: paisesInSpanishOrder,
    staleTime: Infinity,
  });

/** A failure is silent (ERR-06): the caller gets an empty list and no message. */
export function usePaises() {
  const query = useQuery(paisesQuery());
  return { ...query, data: query.data ?? [] };
}
