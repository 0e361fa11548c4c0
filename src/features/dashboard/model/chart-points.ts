import type { ChartAmount, ChartLabel } from '@/contract/account';
import { formatDay } from '@/shared/format/date';

/** One point of the investments chart: where it sits (fecha) and the amount invested by then. */
export interface ChartPoint {
  /** label[i].fecha, shown as 'DD/MM/YYYY'. */
  fecha: string;
  /** data[i].amount as a number, for the chart's scale. */
  monto: number;
  /** data[i].amount exactly as the server sent it, for the formatted text. */
  amount: string;
}

/**
 * DASH-11: pairs data[i].amount with label[i].fecha (API-15 says both lists have the same length; a longer
 * one is cut to the shorter).
 */
export function toChartPoints(response: { data: ChartAmount[]; label: ChartLabel[] }): ChartPoint[] {
  const length = Math.min(response.data.length, response.label.length);
  return Array.from({ length }, (_, i) => {
    const amount = response.data[i]!.amount;
    return { fecha: formatDay(response.label[i]!.fecha), monto: Number(amount), amount };
  });
}
