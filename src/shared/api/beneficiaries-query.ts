import { queryOptions, useQuery } from '@tanstack/react-query';
import { beneficiaries } from '@/contract/account';
import { apiFetch } from './api-fetch';
import { type BankPersonal, queryKeys } from './query-keys';

/**
 * API-16, SESS-18: the saved beneficiaries of one group, by bank_personal '1', '2' or '3'. Read by the
 * beneficiary accounts and by the withdrawal screen, under one key, so a beneficiary added on either shows
 * on both once its group reloads. ERR-03: a failed load signs the client out with the server's message.
 */
export const beneficiariesQuery = (bankPersonal: BankPersonal) =>
  queryOptions({
    queryKey: queryKeys.beneficiaries.group(bankPersonal),
    queryFn: ({ signal }) => apiFetch(beneficiaries, { bank_personal: bankPersonal }, { signal }),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

export function useBeneficiaries(bankPersonal: BankPersonal) {
  return useQuery(beneficiariesQuery(bankPersonal));
}
