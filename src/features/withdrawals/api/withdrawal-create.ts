import { useMutation, useQueryClient } from '@tanstack/react-query';
import { withdrawalCreate } from '@/contract/withdrawals';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import { useSession } from '@/shared/session/session-store';
import type { WithdrawalCreateRequest } from '../model/withdrawal-payloads';

/** API-36, WDR-31: POST /api/client/withdrawall/create. */
export const fetchCreateWithdrawal = (payload: WithdrawalCreateRequest) =>
  apiFetch(withdrawalCreate, payload);

/** WDR-33: the returned data.pin is kept in client state; the balances and movements reload. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['client', 'withdrawall', 'create'],
    mutationFn: fetchCreateWithdrawal,
    onSuccess: (response) => {
      useSession.getState().setPin(response.data.pin);
      return reload(queryClient, reloadAfter.withdrawalCreate);
    },
  });
}
