import { queryOptions, useQuery } from '@tanstack/react-query';
import { investmentFilters } from '@/contract/investments';
import { apiFetch } from '@/shared/api/api-fetch';

/** The offers feature reads the same options under the same key. */
export const investmentFiltersKey = ['client', 'investments', 'filtros'] as const;

/** API-31, INV-13: the project-name options, data.proyectos ({id, name}, SRV-42). */
export const fetchInvestmentFilters = () => apiFetch(investmentFilters, {});

/** A failed load signs the client out (ERR-03). */
export const investmentFiltersQuery = () =>
  queryOptions({
    queryKey: investmentFiltersKey,
    queryFn: fetchInvestmentFilters,
    select: (response) => response.data.proyectos,
    meta: { signOutOnError: true },
  });

export function useInvestmentFilters() {
  return useQuery(investmentFiltersQuery());
}
