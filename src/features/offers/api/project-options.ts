import { queryOptions, useQuery } from '@tanstack/react-query';
import { investmentFilters } from '@/contract/investments';
import { apiFetch } from '@/shared/api/api-fetch';

/** The same call and key as the project filter of 'Mis inversiones': one cache entry for both screens. */
export const projectOptionsKey = ['client', 'investments', 'filtros'] as const;

/** API-31, OFFER-05: the project-name options (data.proyectos, SRV-42). */
export const projectOptionsQuery = () =>
  queryOptions({
    queryKey: projectOptionsKey,
    queryFn: () => apiFetch(investmentFilters, {}),
    select: (response) => response.data.proyectos,
    meta: { signOutOnError: true },
  });

export function useProjectOptions() {
  return useQuery(projectOptionsQuery());
}
