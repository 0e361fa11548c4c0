/**
 * DASH-11: the investments-over-time line chart, loaded lazily by InvestmentsChartPanel: data[i].amount over
 * label[i].fecha, drawn by the dashboard's line chart.
 */
import { formatAmount } from '@/shared/format/money';
import { compact } from '../model/chart-scale';
import type { ChartPoint } from '../model/chart-points';
import { dashboardStrings } from '../strings';
import { LineChart } from './line-chart';

export interface InvestmentsLineChartProps {
  points: readonly ChartPoint[];
  currency: string;
}

export function InvestmentsLineChart({ points, currency }: InvestmentsLineChartProps) {
  const s = dashboardStrings.chart;
  return (
    <LineChart
      points={points.map((p) => ({ fecha: p.fecha, monto: p.monto, text: formatAmount(p.amount, currency) }))}
      name="investments"
      series={s.series}
      table={{ caption: s.tableCaption, date: s.date, value: s.amount }}
      tick={compact}
    />
  );
}
