import { queryOptions, useQuery } from '@tanstack/react-query';
import { associatedParcels } from '@/contract/projects';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * API-23, PROJ-20: the parcels of a contract, asked when the invest modal opens. INVEST-24: a failure is
 * ignored (no sign-out, no message): the modal works with no parcels.
 */
export const associatedParcelsQuery = (nrocontrato: string) =>
  queryOptions({
    queryKey: queryKeys.projects.parcels.of(nrocontrato),
    queryFn: ({ signal }) => apiFetch(associatedParcels, { nrocontrato }, { signal }),
    select: (response) => response.data,
  });

export function useAssociatedParcels(nrocontrato: string) {
  return useQuery({ ...associatedParcelsQuery(nrocontrato), enabled: nrocontrato !== '' });
}
