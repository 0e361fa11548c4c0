import { useMutation } from '@tanstack/react-query';
import { secondaryPurchase } from '@/contract/investments';
import { apiFetch } from '@/shared/api/api-fetch';

/** API-28, SEC-05: posts offer_id. The lists reload on 'Aceptar' (SEC-08), not here. */
export const fetchSecondaryPurchase = (offerId: number) => apiFetch(secondaryPurchase, { offer_id: offerId });

export function useSecondaryPurchase() {
  return useMutation({
    mutationKey: ['client', 'investments', 'create_secundary'],
    mutationFn: fetchSecondaryPurchase,
  });
}
