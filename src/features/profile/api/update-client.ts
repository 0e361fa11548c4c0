import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateClient } from '@/contract/auth';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';

/** API-11, PROF-12: POST /api/client/update with {datos: the full edited client object}. */
export const fetchUpdateClient = (datos: Record<string, string>) => apiFetch(updateClient, { datos });

/** After a save the client record and the status are reloaded (a status-1 client becomes 2, SRV-17). */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['client', 'update'],
    mutationFn: fetchUpdateClient,
    onSuccess: () => reload(queryClient, reloadAfter.updateClient),
  });
}
