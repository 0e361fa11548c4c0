import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { strategyPreview, type StrategyPreviewRequest } from '@/contract/strategies';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** SRV-64: what a strategy's criteria, or resuming one of the client's strategies, would invest now. */
export const fetchStrategyPreview = (payload: StrategyPreviewRequest, signal?: AbortSignal) =>
  apiFetch(strategyPreview, payload, { signal });

/**
 * Nothing is asked without a payload (fields not valid yet). Always fresh: the answer follows the wallet and
 * the market, which other screens and tabs change, and it says what a click is about to do.
 */
export const strategyPreviewQuery = (payload: StrategyPreviewRequest | null) =>
  queryOptions({
    queryKey: queryKeys.strategies.preview(payload),
    queryFn: payload ? ({ signal }) => fetchStrategyPreview(payload, signal) : skipToken,
    select: (response) => response.data,
    staleTime: 0,
  });

/** While the criteria change, the last answer stays on screen until the next one comes. */
export function useStrategyPreview(payload: StrategyPreviewRequest | null) {
  return useQuery({ ...strategyPreviewQuery(payload), placeholderData: keepPreviousData });
}
