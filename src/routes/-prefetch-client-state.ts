import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '@/features/dashboard/api/dashboard';
import { allProjectsQuery } from '@/features/dashboard/api/all-projects';
import { depositsListQuery } from '@/features/deposits/api/deposits-list';
import { depositsPdfQuery } from '@/features/deposits/api/deposits-pdf';
import { activeInvestmentsQuery } from '@/features/investments/api/investments-list';
import { soldInvestmentsQuery } from '@/features/investments/api/sold-investments';
import { firstQuery } from '@/shared/ui/list/list-state';
import { balanceListQuery } from '@/features/movements/api/balance-list';
import { offersListQuery } from '@/features/offers/api/offers-list';
import { ownProjectsQuery } from '@/features/offers/api/own-projects';
import { filterOptionsQuery } from '@/features/projects/api/filter-options';
import { primaryProjectsQuery } from '@/features/projects/api/projects-list';
import { secondaryProjectsQuery } from '@/features/projects/api/secondary-projects';
import { noFilters } from '@/features/projects/model/filters';
import { withdrawalsListQuery } from '@/features/withdrawals/api/withdrawals-list';
import { beneficiariesQuery } from '@/shared/api/beneficiaries-query';
import { investmentFiltersQuery } from '@/shared/api/investment-filters';

/**
 * SESS-04, SESS-15..18: after a password login the client's state is loaded as the original does: balances and movements, the three beneficiary groups, both markets and their filters, the
 * investments, offers and own projects with their totals, deposits (with the pdf name) and withdrawals. In the
 * background: the screens do not wait for it, and each list's failure follows its own rule (ERR-03, ERR-04).
 */
export function prefetchClientState(queryClient: QueryClient): void {
  const all = [
    dashboardQuery(),
    balanceListQuery(1),
    beneficiariesQuery('1'),
    beneficiariesQuery('2'),
    beneficiariesQuery('3'),
    allProjectsQuery(),
    primaryProjectsQuery(noFilters, 1),
    secondaryProjectsQuery(noFilters, 1),
    ownProjectsQuery(firstQuery),
    activeInvestmentsQuery(firstQuery),
    soldInvestmentsQuery(firstQuery),
    investmentFiltersQuery(),
    offersListQuery(firstQuery),
    depositsListQuery(),
    depositsPdfQuery(),
    withdrawalsListQuery(),
    filterOptionsQuery(),
  ];
  for (const options of all)
    void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
}
