import { useQueryClient } from '@tanstack/react-query';
import { walletTransfer } from '@/contract/cards';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import type { TransferPayload } from '../model/transfer-form';

/** API-46, CARD-41: wallet → card. */
export const fetchWalletTransfer = (payload: TransferPayload, intent?: Intent) =>
  apiFetch(walletTransfer, payload, intent);

export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationKey: ['wallet', 'transfer'],
    mutationFn: fetchWalletTransfer,
    onSuccess: () => reload(queryClient, reloadAfter.walletTransfer),
  });
}
