import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { simulatorClock } from '@/contract/simulator';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import { simulatorClockQuery } from '@/shared/api/platform-clock';

export const useSimulatorClock = () => useQuery(simulatorClockQuery());

/**
 * Moves the simulated time forward, then reloads every query: approvals, yields and expiries show at once,
 * and a session the jump outlived ends on the next call, as it would on the server.
 */
export function useAdvanceSimulatorClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ms: number) => apiFetch(simulatorClock, { avanzar_ms: ms }),
    onSuccess: () => reload(queryClient, reloadAfter.simulatorClock),
  });
}
