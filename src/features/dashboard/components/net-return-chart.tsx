/**
 * RET-08: the net annual return at each month end and today, loaded lazily by NetReturnPanel and drawn by
 * the dashboard's line chart; screen readers get its table.
 */
import { formatRate, formatRateFixed } from '@/shared/format/rate';
import type { RatePoint } from '../model/net-return-points';
import { netReturnStrings } from '../net-return-strings';
import { LineChart } from './line-chart';

export interface NetReturnChartProps {
  points: readonly RatePoint[];
}

const tick = (value: number) => formatRate(String(Math.round(value * 100) / 100));

export function NetReturnChart({ points }: NetReturnChartProps) {
  const s = netReturnStrings.chart;
  return (
    <LineChart
      points={points.map((p) => ({ fecha: p.fecha, monto: p.monto, text: formatRateFixed(p.tasa) }))}
      name="net-return"
      series={s.series}
      table={{ caption: s.tableCaption, date: s.date, value: s.rate }}
      tick={tick}
    />
  );
}
