import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import type { Project } from '@/contract/projects';
import { allProjectsQuery } from '@/features/dashboard/api/all-projects';
import { dashboardQuery } from '@/features/dashboard/api/dashboard';
import { investmentsChartQuery } from '@/features/dashboard/api/investments-grafica';
import { netReturnQuery } from '@/features/dashboard/api/net-return';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { DemoGuide } from '@/features/demo-guide/components/demo-guide';
import { balanceListQuery } from '@/features/movements/api/balance-list';
import { MovementsPanel } from '@/features/movements/components/movements-panel';
import { movementsSearchDefaults, type MovementsSearch } from '@/features/movements/model/movements-search';
import { InvestModal } from '@/features/projects/components/lazy-modals';
import { loadOrSignOut, requireScreen } from '@/shared/route-guards';
import { useSearchNavigate } from '@/shared/search-state';
import { pageNumber, searchSchema } from '../-search-params';

export const Route = createFileRoute('/cliente/dashboard')({
  // The movements' page lives in the URL.
  validateSearch: searchSchema({ movimientos: pageNumber }),
  search: { middlewares: [stripSearchParams(movementsSearchDefaults)] },
  beforeLoad: ({ context }) => requireScreen('/cliente/dashboard', context.status),
  loaderDeps: ({ search }) => search,
  // SESS-13, SESS-14: balances, the movements' page (page 1: the latest) and every open primary project,
  // before the screen shows (data kept from an earlier visit shows at once and is refreshed behind it when
  // stale). The chart only starts loading: its failure is logged and nothing waits for it (DASH-12). Moving
  // to another page of movements leaves the loading to the panel.
  // ERR-03: a failed load has already signed the client out (query cache); leave for the login screen.
  loader: async ({ context: { queryClient }, deps, cause }) => {
    if (cause === 'stay') return;
    void queryClient.prefetchQuery(investmentsChartQuery());
    // RET-08: the net annual return starts loading too; its card shows its own loading state.
    void queryClient.prefetchQuery(netReturnQuery());
    await loadOrSignOut(
      Promise.all([
        queryClient.ensureQueryData({ ...dashboardQuery(), revalidateIfStale: true }),
        queryClient.ensureQueryData({ ...balanceListQuery(deps.movimientos), revalidateIfStale: true }),
        queryClient.ensureQueryData({ ...allProjectsQuery(), revalidateIfStale: true }),
      ]),
    );
  },
  staleTime: Infinity,
  gcTime: 0,
  component: DashboardRoute,
});

/**
 * The movements panel has no route of its own in the specification: it is the dashboard's latest-movements
 * list (DASH-17), page 1 being the newest movements, with its paging and export (MOV-01..MOV-11). In
 * simulator builds the checklist 'Qué probar' sits above the balances.
 */
function DashboardRoute() {
  // DASH-14: 'Invertir ahora' opens the projects feature's invest modal for that slide's project (features do
  // not import each other, so the route composes them); the modal loads on first open.
  const [project, setProject] = useState<Project | null>(null);
  const close = useCallback(() => setProject(null), []);
  const search = Route.useSearch();
  const onSearch = useSearchNavigate<MovementsSearch>();
  // The same elements while the search is the same: opening the modal re-renders this route, not the
  // dashboard (DashboardScreen is memoised).
  const movements = useMemo(() => <MovementsPanel search={search} onSearch={onSearch} />, [search, onSearch]);
  const guide = useMemo(() => <DemoGuide />, []);
  return (
    <>
      <DashboardScreen onInvest={setProject} latestMovements={movements} top={guide} />
      <InvestModal project={project} onClose={close} />
    </>
  );
}
