import { queryOptions, useQuery } from '@tanstack/react-query';
import { netReturn } from '@/contract/account';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';
import { netReturnStrings } from '../net-return-strings';

/**
 * RET-06. RET-08: as the investments chart's (DASH-12), a failure is only logged, never signs the client out
 * (a refused session still ends it, as for any call) and never breaks the dashboard.
 */
export async function fetchNetReturn() {
  try {
    return await apiFetch(netReturn, {});
  } catch (error) {
    console.warn(netReturnStrings.logFailed, error);
    throw error;
  }
}

/** RET-01..RET-05: the client's net annual return today and its monthly series. */
export const netReturnQuery = () =>
  queryOptions({
    queryKey: queryKeys.investments.netReturn,
    queryFn: fetchNetReturn,
    select: (answer) => answer.data,
  });

export function useNetReturn() {
  return useQuery(netReturnQuery());
}
