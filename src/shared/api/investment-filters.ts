import { queryOptions, useQuery } from '@tanstack/react-query';
import { investmentFilters } from '@/contract/investments';
import { apiFetch } from './api-fetch';
import { queryKeys } from './query-keys';

/** API-31, INV-13, OFFER-05: the project-name options, data.proyectos ({id, name}, SRV-42). */
export const fetchInvestmentFilters = () => apiFetch(investmentFilters, {});

/**
 * The project filter of 'Mis inversiones' and of 'Mis ofertas': one cache entry for both screens. A failed
 * load signs the client out (ERR-03).
 */
export const investmentFiltersQuery = () =>
  queryOptions({
    queryKey: queryKeys.investments.filters,
    queryFn: fetchInvestmentFilters,
    select: (response) => response.data.proyectos,
    meta: { signOutOnError: true },
  });

export function useInvestmentFilters() {
  return useQuery(investmentFiltersQuery());
}
