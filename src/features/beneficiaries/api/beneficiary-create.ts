import { useQueryClient } from '@tanstack/react-query';
import { beneficiaryCreate } from '@/contract/account';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import type { BeneficiaryCreateRequest } from '../model/beneficiary-payloads';

/**
 * API-17, BENEF-25: POST /api/client/beneficiario_create for every kind, at the contract's path without the
 * original's trailing space.
 */
export const fetchCreateBeneficiary = (payload: BeneficiaryCreateRequest, intent?: Intent) =>
  apiFetch(beneficiaryCreate, payload, intent);

/** BENEF-28: after a successful create the list of that kind reloads. */
export function useCreateBeneficiary() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationKey: ['client', 'beneficiario_create'],
    mutationFn: fetchCreateBeneficiary,
    onSuccess: (_response, payload) =>
      reload(queryClient, reloadAfter.beneficiaryCreate(payload.bank_personal)),
  });
}
