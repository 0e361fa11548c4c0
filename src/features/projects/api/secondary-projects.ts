import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { secondaryProjects } from '@/contract/projects';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';
import { toQuery, type ProjectFilters } from '../model/filters';

/** API-22, FILT-11: one page of the secondary market with the same filters. */
export const fetchSecondaryProjects = (filters: ProjectFilters, page: number) =>
  apiFetch(secondaryProjects, toQuery(filters, page));

/** PROJ-32: a failed secondary list signs the client out with the server's message. */
export const secondaryProjectsQuery = (filters: ProjectFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.projects.secondary.page(filters, page),
    queryFn: () => fetchSecondaryProjects(filters, page),
    meta: { signOutOnError: true },
    // The app's freshness (30 s): a page loaded at sign-in or by 'Continuar' is shown, not asked for again
    // when the listing mounts; an operation of this client invalidates it, and other tabs' within 30 s.
  });

export function useSecondaryProjects(filters: ProjectFilters, page: number, enabled: boolean) {
  return useQuery({ ...secondaryProjectsQuery(filters, page), placeholderData: keepPreviousData, enabled });
}
