import { useMutation } from '@tanstack/react-query';
import { cardMovements } from '@/contract/cards';
import { apiFetch } from '@/shared/api/api-fetch';

export interface CardMovementsPayload {
  card_id: number;
  type: 'xls' | 'pdf';
  /** 'YYYY-MM-DD' or '' (no bound). */
  from: string;
  to: string;
}

/** API-45, CARD-21: the movements file of a card; data is its URL. */
export const fetchCardMovements = (payload: CardMovementsPayload) => apiFetch(cardMovements, payload);

export function useCardMovements() {
  return useMutation({ mutationKey: ['card', 'movements'], mutationFn: fetchCardMovements });
}
