import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { balanceList } from '@/contract/account';
import type { CallResponse } from '@/contract/call';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

export type BalanceListResponse = CallResponse<typeof balanceList>;

/** API-14: one page of movements, newest first (SRV-04: 10 a page, SRV-39). */
export const fetchBalanceList = (page: number) => apiFetch(balanceList, { page });

/**
 * API-14, SESS-14: page 1 is the client's latest movements, loaded with the dashboard. A failed load signs the
 * client out with the server's message (ERR-03). No abort signal, as the session queries: the dashboard's
 * loader and the panel share the one fetch.
 */
export const balanceListQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.movements.page(page),
    queryFn: () => fetchBalanceList(page),
    meta: { signOutOnError: true },
  });

/**
 * MOV-03, MOV-04: a page of movements; the page on screen stays while the next one loads. Every move to a
 * page asks the server for it again (staleTime 0), even one seen before: movements change. The page the
 * route's loader has just fetched is not asked for twice on mount.
 */
export function useBalanceList(page: number) {
  return useQuery({
    ...balanceListQuery(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: false,
  });
}
