import { useMutation, useQueryClient } from '@tanstack/react-query';
import { strategyCreate, strategyUpdate, type StrategyInput } from '@/contract/strategies';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';
import { reload, reloadAfter } from '@/shared/api/query-keys';

/** AUTO-02: a new strategy, which invests at once (SRV-49: one key per intent). */
export const fetchStrategyCreate = (payload: StrategyInput, intent?: Intent) =>
  apiFetch(strategyCreate, payload, intent);

export function useStrategyCreate() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationKey: ['client', 'estrategias', 'create'],
    mutationFn: fetchStrategyCreate,
    onSuccess: () => reload(queryClient, reloadAfter.strategyChange),
  });
}

/** AUTO-03: a strategy's new fields. */
export const fetchStrategyUpdate = (payload: StrategyInput & { id: number }) =>
  apiFetch(strategyUpdate, payload);

export function useStrategyUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['client', 'estrategias', 'update'],
    mutationFn: fetchStrategyUpdate,
    onSuccess: () => reload(queryClient, reloadAfter.strategyChange),
  });
}
