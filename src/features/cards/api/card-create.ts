import { useQueryClient } from '@tanstack/react-query';
import { cardCreate, type CardApplicationInput } from '@/contract/cards';
import { apiFetch } from '@/shared/api/api-fetch';
import { type Intent, useGuardedMutation } from '@/shared/api/guarded-mutation';
import { reload, reloadAfter } from '@/shared/api/query-keys';

/** API-43: the card application. */
export const fetchCardCreate = (payload: CardApplicationInput, intent?: Intent) =>
  apiFetch(cardCreate, payload, intent);

/** CARD-36: on success the card list refreshes (the new card shows 'PENDIENTE'). */
export function useCardCreate() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationKey: ['card', 'create'],
    mutationFn: fetchCardCreate,
    onSuccess: () => reload(queryClient, reloadAfter.cardCreate),
  });
}
