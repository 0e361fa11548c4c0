import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ownProjects } from '@/contract/projects';
import { apiFetch } from '@/shared/api/api-fetch';
import type { ListQuery } from '../model/list-query';

/** Every page and filter of the caller's own projects (reloaded with the projects, OFFER-13). */
export const ownProjectsKey = ['client', 'projects', 'propios'] as const;

/** API-24, MYPROJ-02: one page of the caller's own projects, queried with proyecto, vencimiento, monto, page. */
export const fetchOwnProjects = (query: ListQuery, signal?: AbortSignal) =>
  apiFetch(ownProjects, query, { signal });

/** A failed load signs the client out (ERR-03). */
export const ownProjectsQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: [...ownProjectsKey, query] as const,
    queryFn: ({ signal }) => fetchOwnProjects(query, signal),
    meta: { signOutOnError: true },
  });

export function useOwnProjects(query: ListQuery) {
  return useQuery({ ...ownProjectsQuery(query), placeholderData: keepPreviousData });
}
