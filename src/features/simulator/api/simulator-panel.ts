import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  simulatorLog,
  simulatorLogClear,
  simulatorSettings,
  simulatorSettingsUpdate,
  simulatorTables,
} from '@/contract/simulator';
import type { CallRequest } from '@/contract/call';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';
import type { ContractDocument } from '../model/contract-document';

/** The simulator's latency and injected faults (SRV-57, SRV-58). */
export const simulatorSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.simulator.settings,
    queryFn: ({ signal }) => apiFetch(simulatorSettings, {}, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });

export const useSimulatorSettings = (enabled = true) => useQuery({ ...simulatorSettingsQuery(), enabled });

/** What the panel sends to change the settings. */
export type SimulatorSettingsChange = CallRequest<typeof simulatorSettingsUpdate>;

/** Changes the settings; the answer is the new settings, shown at once. */
export function useChangeSimulatorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SimulatorSettingsChange) => apiFetch(simulatorSettingsUpdate, change),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.simulator.settings, answer),
  });
}

/** How often the open panel reads the log again. */
export const LOG_REFRESH_MS = 1500;

/** The log of calls (SRV-59), read again every LOG_REFRESH_MS while `live`. */
export const useSimulatorLog = (live: boolean) =>
  useQuery({
    queryKey: queryKeys.simulator.log,
    queryFn: ({ signal }) => apiFetch(simulatorLog, {}, { signal }),
    select: (response) => response.data.llamadas,
    refetchInterval: live ? LOG_REFRESH_MS : false,
    staleTime: 0,
  });

export function useClearSimulatorLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(simulatorLogClear, {}),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.simulator.log, answer),
  });
}

/** The stored tables and their counts, with one page of `tabla` when one is chosen (SRV-60). */
export const useSimulatorTables = (tabla: string | null, pagina: number) =>
  useQuery({
    queryKey: queryKeys.simulator.tables(tabla, pagina),
    queryFn: ({ signal }) => apiFetch(simulatorTables, { tabla, pagina }, { signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Where the site publishes its contract: openapi.json beside index.html (scripts/openapi-plugin.ts). */
export const CONTRACT_DOCUMENT_URL = `${import.meta.env.BASE_URL}openapi.json`;

/** The published contract, read once: it changes only with a new build of the site. */
export const useContractDocument = () =>
  useQuery({
    queryKey: queryKeys.simulator.contract,
    queryFn: async ({ signal }) => {
      const response = await fetch(CONTRACT_DOCUMENT_URL, { signal });
      if (!response.ok) throw new Error(`openapi.json: ${response.status}`);
      return (await response.json()) as ContractDocument;
    },
    staleTime: Infinity,
  });
