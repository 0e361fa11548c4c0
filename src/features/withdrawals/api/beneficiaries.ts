import { queryOptions, useQuery } from '@tanstack/react-query';
import { beneficiaries } from '@/contract/account';
import { apiFetch } from '@/shared/api/api-fetch';

export type BankPersonalParam = '1' | '2' | '3';

/**
 * API-16: the saved beneficiaries of one group, under the key every screen of the client shares
 * (['client', 'beneficiarios', '1' | '2' | '3'], SESS-18), so a beneficiary added from this screen's add
 * modals shows here once its group reloads.
 */
export const beneficiariesKey = (bankPersonal: BankPersonalParam) =>
  ['client', 'beneficiarios', bankPersonal] as const;

/** ERR-03: a failed list call in the client area signs the client out with the server's message. */
export const beneficiariesQuery = (bankPersonal: BankPersonalParam) =>
  queryOptions({
    queryKey: beneficiariesKey(bankPersonal),
    queryFn: ({ signal }) => apiFetch(beneficiaries, { bank_personal: bankPersonal }, { signal }),
    select: (response) => response.data,
    meta: { signOutOnError: true },
  });

export function useBeneficiaries(bankPersonal: BankPersonalParam) {
  return useQuery(beneficiariesQuery(bankPersonal));
}
