import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { offerCancel } from '@/contract/offers';
import { apiFetch } from '@/shared/api/api-fetch';

/** API-34, OFFER-11: POST /api/client/offers/cancel/{offer id}, no body. */
export const fetchOfferCancel = (id: number) => apiFetch(offerCancel, {}, { params: { id } });

/** The result shows in a modal; its 'Aceptar' reloads the lists (OFFER-13), not this hook. */
export function useOfferCancel() {
  return useMutation({ mutationKey: ['client', 'offers', 'cancel'], mutationFn: fetchOfferCancel });
}

/**
 * OFFER-13 (p2 §4): after a cancel, offerors, offers, investments (active, sold, filter options, chart),
 * primary and secondary projects, movements and balances are read again.
 */
export const afterMarketChangeKeys = [
  ['client', 'offers'],
  ['client', 'investments'],
  ['client', 'projects'],
  ['client', 'dashboard'],
  ['client', 'balance', 'list'],
] as const;

export function useReloadAfterCancel() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(afterMarketChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
        () => undefined,
      ),
    [queryClient],
  );
}
