import { useMutation } from '@tanstack/react-query';
import { investmentCreate } from '@/contract/investments';
import { apiFetch } from '@/shared/api/api-fetch';

/** API-27, INVEST-18: posts amount and project_id. The lists reload on 'Aceptar' (INVEST-21), not here. */
export const fetchInvest = (payload: { amount: string; project_id: number }) =>
  apiFetch(investmentCreate, payload);

export function useInvest() {
  return useMutation({ mutationKey: ['client', 'investments', 'create'], mutationFn: fetchInvest });
}
