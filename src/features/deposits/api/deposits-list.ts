import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { depositsList } from '@/contract/deposits';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** API-38: every deposit of the client, newest first, with its count. */
export const fetchDepositsList = () => apiFetch(depositsList, {});

/**
 * SESS-04: the list the client area loads. ERR-04: a failed load stores the server's message and ends the
 * session (the query cache reads `meta.signOutOnError`). No abort signal: a loader and the tab may share one
 * fetch.
 */
export const depositsListQuery = () =>
  queryOptions({
    queryKey: queryKeys.deposits.list,
    queryFn: fetchDepositsList,
    meta: { signOutOnError: true },
  });

/**
 * The list as the server says it now: statuses change on the server's clock (SRV-35), so each visit of the
 * tab asks again (what is cached shows meanwhile); nothing is recomputed here.
 */
export function useDepositsList() {
  return useQuery({ ...depositsListQuery(), staleTime: 0 });
}

/**
 * ERR-05: the refresh variant. It replaces the cached list when the server answers and fails silently (no
 * sign-out, no message), which a refetch of the query itself would not do.
 */
export function useRefreshDepositsList() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      queryClient.setQueryData(queryKeys.deposits.list, await fetchDepositsList());
    } catch {
      // Silent by design (ERR-05).
    }
  }, [queryClient]);
}
