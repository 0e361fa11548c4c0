import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { strategyInvestments } from '@/contract/strategies';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** AUTO-08: one page of a strategy's investments, newest first. */
export const fetchStrategyInvestments = (id: number, page: number, signal?: AbortSignal) =>
  apiFetch(strategyInvestments, { id, page }, { signal });

export const strategyInvestmentsQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.strategies.investments(id, page),
    queryFn: ({ signal }) => fetchStrategyInvestments(id, page, signal),
    select: (response) => response.data,
  });

export function useStrategyInvestments(id: number, page: number) {
  return useQuery({ ...strategyInvestmentsQuery(id, page), placeholderData: keepPreviousData });
}
