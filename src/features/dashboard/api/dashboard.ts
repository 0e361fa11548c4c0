import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboard } from '@/contract/account';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** API-13. */
export const fetchDashboard = () => apiFetch(dashboard, {});

/**
 * SESS-13: the client's balances are the first element of data.saldos. A failed load signs the client out
 * with the server's message (ERR-03). No abort signal: the route's loader and the cards share the fetch.
 */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.dashboard,
    queryFn: fetchDashboard,
    select: (response) => response.data.saldos[0],
    meta: { signOutOnError: true },
  });

export function useBalances() {
  return useQuery(dashboardQuery());
}
