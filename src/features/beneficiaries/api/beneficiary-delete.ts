import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { beneficiaryDelete } from '@/contract/account';
import { apiFetch } from '@/shared/api/api-fetch';
import { type BankPersonal, reload, reloadAfter } from '@/shared/api/query-keys';

/** API-18, BENEF-07: POST /api/client/beneficiario_delete/{id}, no body, for every kind. */
export const fetchDeleteBeneficiary = (id: number) => apiFetch(beneficiaryDelete, {}, { params: { id } });

/** The list is reloaded by 'Aceptar' on the result message (BENEF-09, `useReloadBeneficiaries`), not here. */
export function useDeleteBeneficiary() {
  return useMutation({ mutationKey: ['client', 'beneficiario_delete'], mutationFn: fetchDeleteBeneficiary });
}

/** BENEF-09: reloads one group's list. */
export function useReloadBeneficiaries() {
  const queryClient = useQueryClient();
  return useCallback(
    (bankPersonal: BankPersonal) => reload(queryClient, reloadAfter.beneficiaryDelete(bankPersonal)),
    [queryClient],
  );
}
