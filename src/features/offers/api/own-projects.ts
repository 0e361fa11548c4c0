import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ownProjects } from '@/contract/projects';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQuery } from '@/shared/ui/list/list-state';

/** API-24, MYPROJ-02: one page of the caller's own projects, queried with proyecto, vencimiento, monto, page. */
export const fetchOwnProjects = (query: ListQuery, signal?: AbortSignal) =>
  apiFetch(ownProjects, query, { signal });

/** A failed load signs the client out (ERR-03). */
export const ownProjectsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.projects.own.page(query),
    queryFn: ({ signal }) => fetchOwnProjects(query, signal),
    meta: { signOutOnError: true },
  });

export function useOwnProjects(query: ListQuery) {
  return useQuery({ ...ownProjectsQuery(query), placeholderData: keepPreviousData });
}
