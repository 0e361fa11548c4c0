import { queryOptions, useQuery } from '@tanstack/react-query';
import { activation } from '@/contract/auth';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** API-05: GET /api/client/activation/{token}. */
export const fetchActivation = (token: string, signal?: AbortSignal) =>
  apiFetch(activation, {}, { params: { token }, signal });

/** The token is single-use (SRV-10): the answer is kept for as long as the screen lives, never refetched. */
export const activationQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.activation(token),
    queryFn: ({ signal }) => fetchActivation(token, signal),
    staleTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });

/** ACT-01..ACT-04: 'ok' only when success is the string 'true'; 'failed' also on an error response. */
export function useActivation(token: string): 'loading' | 'ok' | 'failed' {
  const query = useQuery(activationQuery(token));
  if (query.isPending) return 'loading';
  return query.data?.success === 'true' ? 'ok' : 'failed';
}
