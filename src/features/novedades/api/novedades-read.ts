import { useMutation, useQueryClient } from '@tanstack/react-query';
import { novedadesRead, type NovedadesReadRequest } from '@/contract/novedades';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';

/** NEWS-03: marks the named news, or all of them, as read. */
export const fetchNovedadesRead = (payload: NovedadesReadRequest) => apiFetch(novedadesRead, payload);

/** NEWS-06: the list and the bell's count reload once the server has marked them. */
export function useNovedadesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['novedades', 'leer'],
    mutationFn: fetchNovedadesRead,
    onSuccess: () => reload(queryClient, reloadAfter.novedadesRead),
  });
}
