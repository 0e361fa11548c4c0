import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { beneficiariesQuery } from '@/shared/api/beneficiaries-query';
import { paisesQuery } from '@/shared/api/paises-list';
import { withdrawalsListQuery } from '@/features/withdrawals/api/withdrawals-list';
import { WithdrawalScreen } from '@/features/withdrawals/components/withdrawal-screen';
import { bankPersonalOfType } from '@/features/withdrawals/model/beneficiary-rows';
import {
  typeOfTab,
  withdrawalSearchDefaults,
  withdrawalTabs,
  type WithdrawalSearch,
} from '@/features/withdrawals/model/withdrawal-search';
import { requireScreen } from '@/shared/route-guards';
import { useSearchNavigate } from '@/shared/search-state';
import { oneOf, searchSchema } from '../-search-params';
import { addBeneficiaryModals } from './-retiro-parts';

// ROUTE-17: 'Retiro', with the beneficiaries feature's add modals (-retiro-parts.ts).
const search = searchSchema({ pestana: oneOf(withdrawalTabs, withdrawalSearchDefaults.pestana) });

export const Route = createFileRoute('/cliente/retiro')({
  validateSearch: search,
  search: { middlewares: [stripSearchParams(withdrawalSearchDefaults)] },
  beforeLoad: ({ context }) => requireScreen('/cliente/retiro', context.status),
  loaderDeps: ({ search }) => search,
  // On entering (or on intent), what the open tab lists: the withdrawals, or the beneficiaries of its type.
  // The screen shows its own loading state meanwhile; a failed load signs the client out (ERR-03, ERR-04).
  loader: ({ context: { queryClient }, deps, cause }) => {
    if (cause === 'stay') return;
    const type = typeOfTab(deps.pestana);
    if (type === null) void queryClient.prefetchQuery(withdrawalsListQuery());
    else void queryClient.prefetchQuery(beneficiariesQuery(bankPersonalOfType[type]));
    // An international beneficiary's withdrawal form names its bank's country (WDR-22).
    if (type === 2) void queryClient.prefetchQuery(paisesQuery());
  },
  staleTime: Infinity,
  gcTime: 0,
  component: RetiroRoute,
});

function RetiroRoute() {
  return (
    <WithdrawalScreen
      addBeneficiaryModals={addBeneficiaryModals}
      search={Route.useSearch()}
      onSearch={useSearchNavigate<WithdrawalSearch>()}
    />
  );
}
