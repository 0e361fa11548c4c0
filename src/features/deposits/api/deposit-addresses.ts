import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositAddresses } from '@/contract/deposits';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * API-40: the platform's USDT addresses, with an empty body. apiFetch always sends an absolute URL on the
 * configured web-service host (VITE_API_URL, else this page's origin).
 */
export const fetchDepositAddresses = (signal?: AbortSignal) => apiFetch(depositAddresses, {}, { signal });

/** DEP-17, DEP-20: data.data; a failure is shown in place ('Error al obtener datos'), never a sign-out. */
export const depositAddressesQuery = () =>
  queryOptions({
    queryKey: queryKeys.deposits.addresses,
    queryFn: ({ signal }) => fetchDepositAddresses(signal),
    select: (response) => response.data.data,
    staleTime: 5 * 60_000,
  });

export function useDepositAddresses() {
  return useQuery(depositAddressesQuery());
}
