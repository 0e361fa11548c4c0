import { queryOptions, useQuery } from '@tanstack/react-query';
import { investmentsChart } from '@/contract/account';
import { apiFetch } from '@/shared/api/api-fetch';
import { queryKeys } from '@/shared/api/query-keys';
import { toChartPoints } from '../model/chart-points';
import { dashboardStrings } from '../strings';

/**
 * API-15. DASH-12: a failure is only logged (console.warn), never signs the client out (no signOutOnError; a
 * refused session still ends it, as for any call) and never breaks the dashboard.
 */
export async function fetchInvestmentsChart() {
  try {
    return await apiFetch(investmentsChart, {});
  } catch (error) {
    console.warn(dashboardStrings.chart.logFailed, error);
    throw error;
  }
}

/** DASH-11: the points of the line chart, data[i].amount at label[i].fecha. */
export const investmentsChartQuery = () =>
  queryOptions({
    queryKey: queryKeys.investments.chart,
    queryFn: fetchInvestmentsChart,
    select: toChartPoints,
  });

export function useInvestmentsChart() {
  return useQuery(investmentsChartQuery());
}
