import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { beneficiaries } from '@/contract/account';
import { apiFetch } from '@/shared/api/api-fetch';

export type BankPersonalParam = '1' | '2' | '3';

/** API-16, SESS-18: the saved beneficiaries of one group, by bank_personal '1', '2' or '3'. */
export const fetchBeneficiaries = (bankPersonal: BankPersonalParam, signal?: AbortSignal) =>
  apiFetch(beneficiaries, { bank_personal: bankPersonal }, { signal });

/** Query key of a group: ['client', 'beneficiarios', '1' | '2' | '3']. */
export const beneficiariesKey = (bankPersonal: BankPersonalParam) =>
  ['client', 'beneficiarios', bankPersonal] as const;

/** ERR-03: a failed list call in the client area signs the client out with the server's message. */
export const beneficiariesQuery = (bankPersonal: BankPersonalParam) =>
  queryOptions({
    queryKey: beneficiariesKey(bankPersonal),
    queryFn: ({ signal }) => fetchBeneficiaries(bankPersonal, signal),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

export function useBeneficiaries(bankPersonal: BankPersonalParam) {
  return useQuery(beneficiariesQuery(bankPersonal));
}

/** BENEF-09, BENEF-28: reloads one group's list. */
export function useReloadBeneficiaries() {
  const queryClient = useQueryClient();
  return useCallback(
    (bankPersonal: BankPersonalParam) =>
      queryClient.invalidateQueries({ queryKey: beneficiariesKey(bankPersonal) }),
    [queryClient],
  );
}
