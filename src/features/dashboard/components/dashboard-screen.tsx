import { memo, type ReactNode } from 'react';
import type { Project } from '@/contract/projects';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useAllProjects } from '../api/all-projects';
import { useBalances } from '../api/dashboard';
import { useInvestmentsChart } from '../api/investments-grafica';
import { useNetReturn } from '../api/net-return';
import { AutoInvestBadge } from '@/shared/ui/auto-invest-badge';
import { ExpectedPaymentsLink } from '@/shared/ui/portfolio-links';
import { DashboardView } from './dashboard-view';

export interface DashboardScreenProps {
  /** DASH-14: 'Invertir ahora' on a carousel slide, with that slide's project. */
  onInvest: (project: Project) => void;
  /** DASH-17: the latest movements, composed in by the route. */
  latestMovements?: ReactNode;
  /** Shown first, above the balances (the simulator's checklist), composed in by the route. */
  top?: ReactNode;
}

/**
 * The dashboard with its data: balances (data.saldos[0], SESS-13), the investments chart (its failure only
 * logged, DASH-12), and every open primary project for the carousel (SESS-14). Money carries the client's
 * currency label (DEMO-04, DEMO-05).
 */
export const DashboardScreen = memo(function DashboardScreen({
  onInvest,
  latestMovements,
  top,
}: DashboardScreenProps) {
  const currency = useCurrencyLabel();
  const balances = useBalances();
  const chart = useInvestmentsChart();
  const netReturn = useNetReturn();
  const projects = useAllProjects();
  return (
    <DashboardView
      balances={balances.data}
      chart={{ status: chart.status, points: chart.data }}
      netReturn={{ status: netReturn.status, data: netReturn.data }}
      projects={projects.data}
      currency={currency}
      onInvest={onInvest}
      latestMovements={latestMovements}
      top={top}
      carouselNotice={<AutoInvestBadge />}
      balancesLink={<ExpectedPaymentsLink />}
    />
  );
});
