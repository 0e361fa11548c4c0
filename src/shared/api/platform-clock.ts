import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PLATFORM_UTC_OFFSET_MS } from '@/contract/platform-time';
import { simulatorClock } from '@/contract/simulator';
import { apiFetch } from './api-fetch';
import { apiMode } from './config';
import { queryKeys } from './query-keys';

/**
 * The simulated time (POST /api/simulador/reloj with no step): the simulator menu shows it, and every date the
 * client proposes or checks against "today" reads it, since the time machine moves it away from the browser's.
 */
export const simulatorClockQuery = () =>
  queryOptions({
    queryKey: queryKeys.simulator.clock,
    queryFn: ({ signal }) => apiFetch(simulatorClock, {}, { signal }),
    select: (response) => response.data,
    staleTime: 0,
  });

/** The platform's calendar day (Bogotá) of an instant, as 'YYYY-MM-DD'. */
export function platformDay(epochMs: number): string {
  return new Date(epochMs + PLATFORM_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real server's clock is the real time: the browser's, read in the platform's zone when the form opens. */
function useBrowserToday(): string {
  const [today] = useState(() => platformDay(Date.now()));
  return today;
}

/**
 * The simulator's day. Until its clock answers, the browser's: the simulated clock only moves forward, so that
 * day is never later than the simulated one.
 */
function useSimulatedToday(): string {
  const browserToday = useBrowserToday();
  const clock = useQuery(simulatorClockQuery());
  return clock.data ? clock.data.ahora.slice(0, 10) : browserToday;
}

/** The platform's today, 'YYYY-MM-DD' in its time zone, on the clock of the server the client talks to. */
export const usePlatformToday: () => string = apiMode === 'real' ? useBrowserToday : useSimulatedToday;
