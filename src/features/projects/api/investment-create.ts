import { investmentCreate } from '@/contract/investments';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';

/** API-27, INVEST-18: posts amount and project_id. The lists reload on 'Aceptar' (INVEST-21), not here. */
export const fetchInvest = (payload: { amount: string; project_id: number }, intent?: Intent) =>
  apiFetch(investmentCreate, payload, intent);

export function useInvest() {
  return useGuardedMutation({ mutationKey: ['client', 'investments', 'create'], mutationFn: fetchInvest });
}
