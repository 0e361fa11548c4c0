/**
 * DASH-11: the investments-over-time line chart. This module (with @mantine/charts and recharts) is loaded
 * lazily by InvestmentsChartPanel: it is never part of the first-load bundle.
 */
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, VisuallyHidden } from '@mantine/core';
import type { ChartPoint } from '../model/chart-points';
import { formatAmount } from '@/shared/format/money';
import { dashboardStrings } from '../strings';

/** Axis ticks stay short: 25000 reads '25k', 1500000 '1.5M'. */
function compact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${Math.round(value / 100_000) / 10}M`;
  if (abs >= 1_000) return `${Math.round(value / 100) / 10}k`;
  return String(Math.round(value));
}

export interface InvestmentsLineChartProps {
  points: readonly ChartPoint[];
  currency: string;
}

/**
 * The line of data[i].amount over label[i].fecha. The drawing is for the eye (its tooltip follows the
 * pointer); screen readers get the same points as a table.
 */
export function InvestmentsLineChart({ points, currency }: InvestmentsLineChartProps) {
  const s = dashboardStrings.chart;
  return (
    <>
      <Box aria-hidden="true" data-chart="investments">
        <LineChart
          h={{ base: 240, lg: 320 }}
          data={[...points]}
          dataKey="fecha"
          series={[{ name: 'monto', label: s.series, color: 'teal.7' }]}
          curveType="linear"
          accessibilityLayer={false}
          valueFormatter={(value) => formatAmount(value, currency)}
          yAxisProps={{ width: 48, tickFormatter: compact }}
          xAxisProps={{ minTickGap: 24 }}
          withDots={points.length <= 24}
        />
      </Box>
      <VisuallyHidden>
        <table>
          <caption>{s.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{s.date}</th>
              <th scope="col">{s.amount}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => (
              <tr key={i}>
                <td>{point.fecha}</td>
                <td>{formatAmount(point.amount, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}
