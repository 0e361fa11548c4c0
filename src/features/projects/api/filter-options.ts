import { queryOptions, useQuery } from '@tanstack/react-query';
import { issuersByActivity, projectFilterOptions } from '@/contract/projects';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** API-25, FILT-02..04: countries, offer types, issuers and activities for the filters. */
export const filterOptionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.projects.filterOptions,
    queryFn: () => apiFetch(projectFilterOptions, {}),
    select: (response) => response.data,
    staleTime: Infinity,
  });

export function useFilterOptions(enabled: boolean) {
  return useQuery({ ...filterOptionsQuery(), enabled });
}

/** API-26, FILT-09: the issuers of one activity (data.emisor); asked only once an activity is chosen. */
export const issuersByActivityQuery = (actividadId: string) =>
  queryOptions({
    queryKey: queryKeys.projects.issuers.of(actividadId),
    queryFn: () => apiFetch(issuersByActivity, { actividad_id: Number(actividadId) }),
    select: (response) => response.data.emisor,
    staleTime: Infinity,
  });

export function useIssuersByActivity(actividadId: string) {
  return useQuery({ ...issuersByActivityQuery(actividadId), enabled: actividadId !== '' });
}
