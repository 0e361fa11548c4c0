import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { reload, reloadAfter } from '@/shared/api/query-keys';

/**
 * INVEST-21, INVEST-22, SEC-08: after an invest or a purchase result, and when the invest modal closes, the
 * markets' reload set (an investment's and a purchase's are the same).
 */
export function useReloadMarkets() {
  const queryClient = useQueryClient();
  return useCallback(() => reload(queryClient, reloadAfter.investmentCreate), [queryClient]);
}
