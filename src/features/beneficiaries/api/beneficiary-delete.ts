import { useMutation } from '@tanstack/react-query';
import { beneficiaryDelete } from '@/contract/account';
import { apiFetch } from '@/shared/api/api-fetch';

/** API-18, BENEF-07: POST /api/client/beneficiario_delete/{id}, no body, for every kind. */
export const fetchDeleteBeneficiary = (id: number) => apiFetch(beneficiaryDelete, {}, { params: { id } });

/** The list is reloaded by 'Aceptar' on the result message (BENEF-09), not here. */
export function useDeleteBeneficiary() {
  return useMutation({ mutationKey: ['client', 'beneficiario_delete'], mutationFn: fetchDeleteBeneficiary });
}
