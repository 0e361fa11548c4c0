import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletTransfer } from '@/contract/cards';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';
import type { TransferPayload } from '../model/transfer-form';

/** API-46, CARD-41: wallet → card. */
export const fetchWalletTransfer = (payload: TransferPayload) => apiFetch(walletTransfer, payload);

export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'transfer'],
    mutationFn: fetchWalletTransfer,
    onSuccess: () => reload(queryClient, reloadAfter.walletTransfer),
  });
}
