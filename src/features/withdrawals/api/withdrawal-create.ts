import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { withdrawalCreate } from '@/contract/withdrawals';
import { apiFetch } from '@/shared/api/api-fetch';
import { useSession } from '@/shared/session/session-store';
import type { WithdrawalCreateRequest } from '../model/withdrawal-payloads';

/** The dashboard's balances and the movements, which every withdrawal changes (SRV-20, SRV-31, SRV-39). */
export function invalidateMoney(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['client', 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['client', 'balance', 'list'] }),
  ]);
}

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
      return invalidateMoney(queryClient);
    },
  });
}
