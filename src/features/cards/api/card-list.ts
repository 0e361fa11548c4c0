import { queryOptions, useQuery } from '@tanstack/react-query';
import { cardList } from '@/contract/cards';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** API-42. */
export const fetchCardList = (signal?: AbortSignal) => apiFetch(cardList, {}, { signal });

/**
 * CARD-02: the cards are data.data. A failure is silent: no sign-out (no signOutOnError), no message, and
 * the screen shows an empty list. A refused session still signs out (the query cache does that for 401).
 */
export const cardListQuery = () =>
  queryOptions({
    queryKey: queryKeys.cards.list,
    queryFn: ({ signal }) => fetchCardList(signal),
    select: (response) => response.data.data,
  });

export function useCardList() {
  const query = useQuery(cardListQuery());
  return { ...query, data: query.data ?? [] };
}
