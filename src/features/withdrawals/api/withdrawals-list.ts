import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { withdrawalsList } from '@/contract/withdrawals';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** API-35: every withdrawal of the client, newest first (SRV-32: approvals are seen on each read). */
export const fetchWithdrawals = (signal?: AbortSignal) => apiFetch(withdrawalsList, {}, { signal });

/** ERR-04: a failed load of the list stores the server's message and clears the session. */
export const withdrawalsListQuery = () =>
  queryOptions({
    queryKey: queryKeys.withdrawals.list,
    queryFn: ({ signal }) => fetchWithdrawals(signal),
    meta: { signOutOnError: true },
  });

export function useWithdrawals() {
  return useQuery(withdrawalsListQuery());
}

/**
 * ERR-05: the refresh variant, after a withdrawal: the new list replaces the old one; a failure is silent
 * (no sign-out, no message) and the list on screen stays. It goes around the query on purpose, whose
 * failure would sign the client out.
 */
export async function refreshWithdrawals(queryClient: QueryClient): Promise<void> {
  try {
    const fresh = await fetchWithdrawals();
    queryClient.setQueryData(queryKeys.withdrawals.list, fresh);
  } catch {
    // ERR-05: silent.
  }
}

export function useRefreshWithdrawals() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshWithdrawals(queryClient), [queryClient]);
}
