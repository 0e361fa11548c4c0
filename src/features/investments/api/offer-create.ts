import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { offerCreate } from '@/contract/offers';
import { apiFetch } from '@/shared/api/api-fetch';
import type { OfferCreatePayload } from '../model/sale';

/** API-33, SELL-11: POST /api/client/offers/create. */
export const fetchOfferCreate = (payload: OfferCreatePayload) => apiFetch(offerCreate, payload);

export const offerCreateKey = ['client', 'offers', 'create'] as const;

/** The result shows in a modal; its 'Aceptar' reloads the lists (SELL-15), not this hook. */
export function useOfferCreate() {
  return useMutation({ mutationKey: offerCreateKey, mutationFn: fetchOfferCreate });
}

/**
 * SELL-15 (p2 §4): after a sale offer, offerors, offers, investments (active, sold, filter options, chart),
 * primary and secondary projects, movements and balances are read again.
 */
export const afterMarketChangeKeys = [
  ['client', 'investments'],
  ['client', 'offers'],
  ['client', 'projects'],
  ['client', 'dashboard'],
  ['client', 'balance', 'list'],
] as const;

export function useReloadAfterSale() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(afterMarketChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
        () => undefined,
      ),
    [queryClient],
  );
}
