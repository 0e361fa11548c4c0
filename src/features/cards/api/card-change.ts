import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardChange } from '@/contract/cards';
import { apiFetch } from '@/shared/api/api-fetch';
import { reload, reloadAfter } from '@/shared/api/query-keys';

export interface CardChangePayload {
  card_id: number;
  reason: string;
}

/** API-44, CARD-26: deactivates a card with the reason given. */
export const fetchCardChange = (payload: CardChangePayload) => apiFetch(cardChange, payload);

/** CARD-28: on success the list refreshes and the card shows its deactivated status. */
export function useCardChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['card', 'change'],
    mutationFn: fetchCardChange,
    onSuccess: () => reload(queryClient, reloadAfter.cardChange),
  });
}
