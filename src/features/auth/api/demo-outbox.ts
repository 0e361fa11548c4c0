import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoOutbox } from '@/contract/simulator';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** Simulator only (SRV-09): POST /api/simulador/correo, the demo outbox of one address. */
export const fetchDemoOutbox = (email: string, signal?: AbortSignal) =>
  apiFetch(demoOutbox, { email }, { signal });

export const demoOutboxQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.simulator.outbox(email),
    queryFn: ({ signal }) => fetchDemoOutbox(email, signal),
    select: (response) => response.data,
    staleTime: 0,
  });

/** Reads the outbox while `enabled` (the modal is open), fresh on every opening. */
export function useDemoOutbox(email: string, enabled: boolean) {
  return useQuery({ ...demoOutboxQuery(email), enabled: enabled && email !== '', refetchOnMount: 'always' });
}
