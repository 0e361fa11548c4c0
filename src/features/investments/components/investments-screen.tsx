import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Investment } from '@/contract/investments';
import { investmentFiltersQuery } from '@/shared/api/investment-filters';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { AutoInvestEntry } from '@/shared/ui/auto-invest-badge';
import { PortfolioLinks } from '@/shared/ui/portfolio-links';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { useReloadAfterSale } from '../api/offer-create';
import { activeInvestmentsQuery } from '../api/investments-list';
import { firstQuery } from '@/shared/ui/list/list-state';
import { ListSwitchScreen } from '@/shared/ui/list/list-switch-screen';
import { investmentsSearchDefaults, type InvestmentsSearch, type InvestmentsTab } from '../model/list-query';
import { investmentsStrings } from '../strings';
import { InvestmentList } from './investment-list';

const t = investmentsStrings;

/** The sell modal's code loads the first time it opens. */
const SellModal = lazyWhenOpen(
  () => import('./sell-modal').then((m) => m.SellModal),
  (p) => p.investment !== null,
);

export interface InvestmentsScreenProps extends SearchStateProps<InvestmentsSearch> {
  /** The list to start on when no state is given (stories); the landing without one. */
  initialView?: InvestmentsTab;
}

/**
 * '/cliente/inversiones' ('Mis inversiones', ROUTE-14). The landing's 'Continuar' loads the active list and
 * the project options, then shows 'Atrás' and the switches 'Inversiones activas' / 'Inversiones vendidas'
 * (INV-01..INV-03). Views switch in the page, its path unchanged (ROUTE-20); the route keeps the landing or list, the
 * open list's filters and page in the URL's search, so a reload, the back button and a shared link keep them.
 */
export function InvestmentsScreen({ initialView, ...props }: InvestmentsScreenProps) {
  const queryClient = useQueryClient();
  const reload = useReloadAfterSale();
  const [search, update] = useSearchState(props, {
    ...investmentsSearchDefaults,
    listado: initialView !== undefined,
    pestana: initialView ?? investmentsSearchDefaults.pestana,
  });
  // Another list, or the landing, starts unfiltered on page 1.
  const show = (listado: boolean, pestana: InvestmentsTab = investmentsSearchDefaults.pestana) =>
    update({ ...investmentsSearchDefaults, listado, pestana });
  const [selling, setSelling] = useState<Investment | null>(null);

  // INV-01: the lists are loaded before they show (fresh data, as the projects landing).
  const load = () =>
    Promise.all([
      queryClient.fetchQuery({ ...activeInvestmentsQuery(firstQuery), staleTime: 0 }),
      queryClient.ensureQueryData(investmentFiltersQuery()),
    ]);

  return (
    <ListSwitchScreen
      strings={t}
      landingId="inversiones-landing"
      search={search}
      onShow={show}
      load={load}
      modals={
        <SellModal
          investment={selling}
          onClose={() => setSelling(null)}
          onDone={() => {
            setSelling(null);
            void reload();
          }}
        />
      }
    >
      {/* AUTO-16: the way to automatic investing. */}
      <AutoInvestEntry />
      {/* PAY-06, DIV-07: the expected payments and how the active investments are spread. */}
      <PortfolioLinks />
      <InvestmentList
        key={search.pestana}
        kind={search.pestana}
        search={search}
        onSearch={update}
        onSell={setSelling}
      />
    </ListSwitchScreen>
  );
}
