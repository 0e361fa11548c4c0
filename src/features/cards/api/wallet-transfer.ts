import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletTransfer } from '@/contract/cards';
import { apiFetch } from '@/shared/api/api-fetch';
import type { TransferPayload } from '../model/transfer-form';
import { cardListKey } from './card-list';

/**
 * The balances and the statement change with a transfer (SRV-39). Their keys belong to the dashboard and
 * movements features, which this feature may not import: the same keys, written out.
 */
const moneyKeys = [['client', 'dashboard'], ['client', 'balance', 'list'], cardListKey] as const;

/** API-46, CARD-41: wallet → card. */
export const fetchWalletTransfer = (payload: TransferPayload) => apiFetch(walletTransfer, payload);

export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['wallet', 'transfer'],
    mutationFn: fetchWalletTransfer,
    onSuccess: () => Promise.all(moneyKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
