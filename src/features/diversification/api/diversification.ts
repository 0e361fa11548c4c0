import { queryOptions, useQuery } from '@tanstack/react-query';
import { diversification } from '@/contract/diversification';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** DIV-01..DIV-03: how the client's active investments are spread (SRV-68). */
export const fetchDiversification = (signal?: AbortSignal) => apiFetch(diversification, {}, { signal });

/** DIV-06: a failure does not sign out; the screen's error state asks again. */
export const diversificationQuery = () =>
  queryOptions({
    queryKey: queryKeys.investments.diversification,
    queryFn: ({ signal }) => fetchDiversification(signal),
    select: (answer) => answer.data,
  });

export function useDiversification() {
  return useQuery(diversificationQuery());
}
