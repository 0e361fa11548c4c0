import { secondaryPurchase } from '@/contract/investments';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';

/** API-28, SEC-05: posts offer_id. The lists reload on 'Aceptar' (SEC-08), not here. */
export const fetchSecondaryPurchase = (offerId: number, intent?: Intent) =>
  apiFetch(secondaryPurchase, { offer_id: offerId }, intent);

export function useSecondaryPurchase() {
  return useGuardedMutation({
    mutationKey: ['client', 'investments', 'create_secundary'],
    mutationFn: fetchSecondaryPurchase,
  });
}
