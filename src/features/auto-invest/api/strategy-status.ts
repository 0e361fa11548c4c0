import { useMutation, useQueryClient } from '@tanstack/react-query';
import { strategyStatus } from '@/contract/strategies';
import type { StrategyStatus } from '@/contract/strategy-rules';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';

/** AUTO-04: pauses or resumes a strategy. */
export const fetchStrategyStatus = (payload: { id: number; estado: StrategyStatus }) =>
  apiFetch(strategyStatus, payload);

export function useStrategyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['client', 'estrategias', 'estado'],
    mutationFn: fetchStrategyStatus,
    onSuccess: () => reload(queryClient, reloadAfter.strategyChange),
  });
}
