import { Group, Paper, Title } from '@mantine/core';
import { lazy, Suspense, useId, type ComponentType } from 'react';
import type { ChartPoint } from '../model/chart-points';
import { DiversificationLink } from '@/shared/ui/portfolio-links';
import { SlicedMount } from '@/shared/ui/sliced-mount';
import { dashboardStrings } from '../strings';
import { ChartMessage } from './chart-message';
import type { InvestmentsLineChartProps } from './investments-line-chart';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import chartHeight from './chart-message.module.css';

/** DASH-12: if the chart's own code cannot load, that is only logged too, and the panel says so. */
function ChartUnavailable(_props: Partial<InvestmentsLineChartProps>) {
  return <ChartMessage>{dashboardStrings.chart.failed}</ChartMessage>;
}

/** The chart's code loads in its own chunk, the first time it is shown. */
const InvestmentsLineChart = lazy<ComponentType<InvestmentsLineChartProps>>(() =>
  import('./investments-line-chart').then(
    (m): { default: ComponentType<InvestmentsLineChartProps> } => ({ default: m.InvestmentsLineChart }),
    (error: unknown) => {
      console.warn(dashboardStrings.chart.logChunkFailed, error);
      return { default: ChartUnavailable };
    },
  ),
);

export interface InvestmentsChartPanelProps {
  /** The investments/grafica call: loading, failed (only logged, DASH-12) or its points (DASH-11). */
  status: 'pending' | 'error' | 'success';
  points: readonly ChartPoint[] | undefined;
  currency: string;
}

/** DASH-11, DASH-12: the investments-over-time panel of the dashboard. */
export function InvestmentsChartPanel({ status, points, currency }: InvestmentsChartPanelProps) {
  const s = dashboardStrings.chart;
  const headingId = useId();
  let body;
  const loading = (
    <LoadingState shape="chart" label={dashboardStrings.loading} chartClassName={chartHeight.message} />
  );
  if (status === 'pending') body = loading;
  else if (status === 'error') body = <ChartUnavailable />;
  else if (!points || points.length === 0) body = <EmptyState title={s.empty} />;
  else {
    // The chart is drawn after the dashboard's first paint, in a task of its own: the balances never wait for
    // it, nor for its chunk.
    body = (
      <SlicedMount afterPaint fallback={loading}>
        <Suspense fallback={loading}>
          <InvestmentsLineChart points={points} currency={currency} />
        </Suspense>
      </SlicedMount>
    );
  }
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId} miw={0}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h3" id={headingId}>
          {s.heading}
        </Title>
        {/* DIV-07: how the invested amount is spread. */}
        <DiversificationLink />
      </Group>
      {body}
    </Paper>
  );
}
