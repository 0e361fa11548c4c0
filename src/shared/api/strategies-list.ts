import { queryOptions, useQuery } from '@tanstack/react-query';
import { strategiesList } from '@/contract/strategies';
import { apiFetch } from './api-fetch';
import { queryKeys } from './query-keys';

/** AUTO-01: the caller's automatic-investing strategies, newest first. */
export const fetchStrategiesList = (signal?: AbortSignal) => apiFetch(strategiesList, {}, { signal });

/**
 * AUTO-12, AUTO-16: one cache entry for the screen 'Inversión automática' and the notice of an active strategy
 * on the dashboard and the projects screen. A failure does not sign out: the screen offers to try again.
 */
export const strategiesListQuery = () =>
  queryOptions({
    queryKey: queryKeys.strategies.list,
    queryFn: ({ signal }) => fetchStrategiesList(signal),
    select: (response) => response.data,
  });

export function useStrategiesList() {
  return useQuery(strategiesListQuery());
}
