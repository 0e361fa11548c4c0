import { Stack, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BalanceSummary } from '@/contract/account';
import type { Project } from '@/contract/projects';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { SlicedMount } from '@/shared/ui/sliced-mount';
import type { ChartPoint } from '../model/chart-points';
import { dashboardStrings } from '../strings';
import { BalanceCards } from './balance-cards';
import { InvestmentsChartPanel } from './investments-chart-panel';
import { NetReturnPanel, type NetReturnPanelProps } from './net-return-panel';
import { ProjectCarousel } from './project-carousel';

export interface DashboardViewProps {
  balances: BalanceSummary | undefined;
  chart: { status: 'pending' | 'error' | 'success'; points: readonly ChartPoint[] | undefined };
  projects: readonly Project[] | undefined;
  currency: string;
  /** RET-07, RET-08: the net annual return card, under the balances; absent, it is not shown. */
  netReturn?: NetReturnPanelProps;
  onInvest: (project: Project) => void;
  /** DASH-17: the latest-movements list, composed in by the route (features do not import each other). */
  latestMovements?: ReactNode;
  /** Shown first, above the balances: the simulator's checklist, composed in by the route. */
  top?: ReactNode;
  /** The carousel's pace (DASH-16); stories may shorten it. */
  autoplayMs?: number;
  /** AUTO-16: the carousel's notice of an active automatic-investing strategy. */
  carouselNotice?: ReactNode;
  /** PAY-06: the link to the expected payments, under the balances. */
  balancesLink?: ReactNode;
}

/**
 * The dashboard (p1 §2 Dashboard): the eight balance cards, the investments chart, the primary-market
 * carousel and the latest movements. Pure: DashboardScreen supplies the data.
 */
export function DashboardView(props: DashboardViewProps) {
  return (
    <Stack gap="lg">
      {/* The top bar shows the screen's title already; the page still needs its one level-1 heading. */}
      <VisuallyHidden>
        <Title order={1}>{dashboardStrings.title}</Title>
      </VisuallyHidden>
      {props.top}
      <BalanceCards balances={props.balances} currency={props.currency} />
      {props.balancesLink}
      {props.netReturn && <NetReturnPanel {...props.netReturn} />}
      {/* Below the first screenful on a phone: the chart, then the carousel, then the movements, each drawn in
          a task of its own once what is above it has painted (together they were one long commit). */}
      <SlicedMount afterPaint>
        <ResponsiveGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <InvestmentsChartPanel
            status={props.chart.status}
            points={props.chart.points}
            currency={props.currency}
          />
          <SlicedMount afterPaint>
            <ProjectCarousel
              projects={props.projects}
              currency={props.currency}
              onInvest={props.onInvest}
              intervalMs={props.autoplayMs}
              notice={props.carouselNotice}
            />
          </SlicedMount>
        </ResponsiveGrid>
        <SlicedMount afterPaint>{props.latestMovements}</SlicedMount>
      </SlicedMount>
    </Stack>
  );
}
