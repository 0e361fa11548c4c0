import { queryOptions, useQuery } from '@tanstack/react-query';
import { allProjects } from '@/contract/projects';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** API-21. */
export const fetchAllProjects = () => apiFetch(allProjects, {});

/**
 * SESS-14, DASH-13: every open primary project, for the dashboard's carousel. A failed load signs the client
 * out (ERR-03: lists). No abort signal: the route's loader and the carousel share the fetch.
 */
export const allProjectsQuery = () =>
  queryOptions({
    queryKey: queryKeys.projects.open,
    queryFn: fetchAllProjects,
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

export function useAllProjects() {
  return useQuery(allProjectsQuery());
}
