import { useQueryClient } from '@tanstack/react-query';
import { remittanceWithdrawal } from '@/contract/withdrawals';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import type { RemittanceWithdrawalRequest } from '../model/withdrawal-payloads';

/** API-37, WDR-40: POST /api/client/withdrawall/remesa. */
export const fetchRemittanceWithdrawal = (payload: RemittanceWithdrawalRequest, intent?: Intent) =>
  apiFetch(remittanceWithdrawal, payload, intent);

/** The balances and movements reload after a remittance, as after any withdrawal. */
export function useRemittanceWithdrawal() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationKey: ['client', 'withdrawall', 'remesa'],
    mutationFn: fetchRemittanceWithdrawal,
    onSuccess: () => reload(queryClient, reloadAfter.remittanceWithdrawal),
  });
}
