import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { projectsList } from '@/contract/projects';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';
import { toQuery, type ProjectFilters } from '../model/filters';

/** API-20, FILT-10: one page of primary projects with the filters. */
export const fetchPrimaryProjects = (filters: ProjectFilters, page: number) =>
  apiFetch(projectsList, toQuery(filters, page));

/** PROJ-31: a failed primary list signs the client out with the server's message. */
export const primaryProjectsQuery = (filters: ProjectFilters, page: number) =>
  queryOptions({
    queryKey: queryKeys.projects.primary.page(filters, page),
    queryFn: () => fetchPrimaryProjects(filters, page),
    meta: { signOutOnError: true },
    // The app's freshness (30 s): a page loaded at sign-in or by 'Continuar' is shown, not asked for again
    // when the listing mounts; an operation of this client invalidates it, and other tabs' within 30 s.
  });

/** The page on screen stays while another one loads (PROJ-24). */
export function usePrimaryProjects(filters: ProjectFilters, page: number, enabled: boolean) {
  return useQuery({ ...primaryProjectsQuery(filters, page), placeholderData: keepPreviousData, enabled });
}
