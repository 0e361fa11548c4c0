import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { expectedPayments, type ExpectedPaymentsResponse } from '@/contract/forecast';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';

/** PAY-01: a page of the payments the caller's active investments will make in the next 12 months. */
export const fetchExpectedPayments = (page: number, signal?: AbortSignal) =>
  apiFetch(expectedPayments, { page }, { signal });

/** PAY-04: a page of the screen; a failure does not sign out, the screen offers to try again. */
export const expectedPaymentsQuery = (page = 1) =>
  queryOptions({
    queryKey: queryKeys.investments.expectedPayments(page),
    queryFn: ({ signal }) => fetchExpectedPayments(page, signal),
    select: (response) => response.data,
  });

/** The page shown; the previous one stays on screen while the next comes. */
export function useExpectedPayments(page: number) {
  return useQuery({ ...expectedPaymentsQuery(page), placeholderData: keepPreviousData });
}

/** PAY-05: the whole forecast for a download: every page, in order, its payments in one list. */
export async function fetchWholeForecast(): Promise<ExpectedPaymentsResponse['data']> {
  const first = (await fetchExpectedPayments(1)).data;
  const pagos = [...first.pagos];
  for (let page = 2; page <= first.total_pages; page += 1) {
    pagos.push(...(await fetchExpectedPayments(page)).data.pagos);
  }
  return { ...first, pagos, page: 1, total_pages: 1 };
}
