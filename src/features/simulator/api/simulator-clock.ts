import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { simulatorClock } from '@/contract/simulator';
import { apiFetch } from '@/shared/api/api-fetch';

/** Simulator only: POST /api/simulador/reloj, the simulated time. */
export const simulatorClockQuery = () =>
  queryOptions({
    queryKey: ['simulador', 'reloj'] as const,
    queryFn: ({ signal }) => apiFetch(simulatorClock, {}, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });

export const useSimulatorClock = () => useQuery(simulatorClockQuery());

/**
 * Moves the simulated time forward, then reloads every query: approvals, yields and expiries show at once,
 * and a session the jump outlived ends on the next call, as it would on the server.
 */
export function useAdvanceSimulatorClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ms: number) => apiFetch(simulatorClock, { avanzar_ms: ms }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
