import { queryOptions, useQuery } from '@tanstack/react-query';
import { demoProgress } from '@/contract/simulator';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** While the checklist shows, it asks again this often: the steps are done on other screens and tabs. */
export const PROGRESS_REFRESH_MS = 5_000;

/**
 * Simulator only: GET /api/simulador/progreso, the checklist's steps as the server's state says they are.
 * Asked again on every showing, every few seconds while shown (until all are done) and when the window gets
 * the focus back, so a step done elsewhere (another screen, another tab, the clock) ticks without a click
 * here. A failure shows in the card and signs nobody out, unless the session itself was refused (the query
 * cache does that).
 */
export const demoProgressQuery = () =>
  queryOptions({
    queryKey: queryKeys.simulator.progress,
    queryFn: ({ signal }) => apiFetch(demoProgress, {}, { signal }),
    select: (response) => response.data.pasos,
    staleTime: 0,
    // Once every step is done nothing more can tick: the focus and the clock's reload still refresh it.
    refetchInterval: (query) =>
      query.state.data && Object.values(query.state.data.data.pasos).every(Boolean)
        ? false
        : PROGRESS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

export const useDemoProgress = () => useQuery(demoProgressQuery());
