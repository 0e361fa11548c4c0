import { useQueryClient } from '@tanstack/react-query';
import { withdrawalCreate } from '@/contract/withdrawals';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import { useSession } from '@/shared/session/session-store';
import type { WithdrawalCreateRequest } from '../model/withdrawal-payloads';

/** API-36, WDR-31: POST /api/client/withdrawall/create. */
export const fetchCreateWithdrawal = (payload: WithdrawalCreateRequest, intent?: Intent) =>
  apiFetch(withdrawalCreate, payload, intent);

/** WDR-33: the returned data.pin is kept in client state; the balances and movements reload. */
export function useCreateWithdrawal() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationKey: ['client', 'withdrawall', 'create'],
    mutationFn: fetchCreateWithdrawal,
    onSuccess: (response) => {
      useSession.getState().setPin(response.data.pin);
      return reload(queryClient, reloadAfter.withdrawalCreate);
    },
  });
}
