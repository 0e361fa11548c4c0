import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { offerCancel } from '@/contract/offers';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';

/** API-34, OFFER-11: POST /api/client/offers/cancel/{offer id}, no body. */
export const fetchOfferCancel = (id: number) => apiFetch(offerCancel, {}, { params: { id } });

/** The result shows in a modal; its 'Aceptar' reloads the lists (OFFER-13), not this hook. */
export function useOfferCancel() {
  return useMutation({ mutationKey: ['client', 'offers', 'cancel'], mutationFn: fetchOfferCancel });
}

/** OFFER-13: what the result's 'Aceptar' reloads. */
export function useReloadAfterCancel() {
  const queryClient = useQueryClient();
  return useCallback(() => reload(queryClient, reloadAfter.offerCancel), [queryClient]);
}
