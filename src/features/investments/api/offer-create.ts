import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { offerCreate } from '@/contract/offers';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import type { OfferCreatePayload } from '../model/sale';

/** API-33, SELL-11: POST /api/client/offers/create. */
export const fetchOfferCreate = (payload: OfferCreatePayload, intent?: Intent) =>
  apiFetch(offerCreate, payload, intent);

export const offerCreateKey = ['client', 'offers', 'create'] as const;

/** The result shows in a modal; its 'Aceptar' reloads the lists (SELL-15), not this hook. */
export function useOfferCreate() {
  return useGuardedMutation({ mutationKey: offerCreateKey, mutationFn: fetchOfferCreate });
}

/** SELL-15: what the result's 'Aceptar' reloads. */
export function useReloadAfterSale() {
  const queryClient = useQueryClient();
  return useCallback(() => reload(queryClient, reloadAfter.offerCreate), [queryClient]);
}
