import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { InvestmentsScreen } from '@/features/investments/components/investments-screen';
import { activeInvestmentsQuery } from '@/features/investments/api/investments-list';
import { soldInvestmentsQuery } from '@/features/investments/api/sold-investments';
import {
  investmentsSearchDefaults,
  investmentsTabs,
  type InvestmentsSearch,
} from '@/features/investments/model/list-query';
import { investmentFiltersQuery } from '@/shared/api/investment-filters';
import { loadOrSignOut, requireScreen } from '@/shared/route-guards';
import { useSearchNavigate } from '@/shared/search-state';
import { listQueryOf } from '@/shared/ui/list/list-state';
import { flag, oneOf, pageNumber, searchSchema, wholeNumber } from '../-search-params';

const d = investmentsSearchDefaults;
const search = searchSchema({
  listado: flag,
  pestana: oneOf(investmentsTabs, d.pestana),
  proyecto: wholeNumber(0, Number.MAX_SAFE_INTEGER, 0),
  vencimiento: wholeNumber(0, 4, 0),
  pagina: pageNumber,
});

// ROUTE-14: 'Mis inversiones'. The landing or the lists, the open list, its filters and page live in the URL.
export const Route = createFileRoute('/cliente/inversiones')({
  validateSearch: search,
  search: { middlewares: [stripSearchParams(d)] },
  beforeLoad: ({ context }) => requireScreen('/cliente/inversiones', context.status),
  loaderDeps: ({ search }) => search,
  // A list opened by its URL (a reload, a shared link, the back button from another screen) shows with its page
  // and the project options; the landing loads them itself with 'Continuar' (INV-01), and a change inside the
  // screen loads in the list, the rows on screen staying meanwhile.
  loader: async ({ context: { queryClient }, deps, cause }) => {
    if (cause === 'stay' || !deps.listado) return;
    const query = listQueryOf({ ...deps, monto: 0 });
    await loadOrSignOut(
      Promise.all([
        deps.pestana === 'activas'
          ? queryClient.ensureQueryData(activeInvestmentsQuery(query))
          : queryClient.ensureQueryData(soldInvestmentsQuery(query)),
        queryClient.ensureQueryData(investmentFiltersQuery()),
      ]),
    );
  },
  staleTime: Infinity,
  gcTime: 0,
  component: InvestmentsRoute,
});

function InvestmentsRoute() {
  return <InvestmentsScreen search={Route.useSearch()} onSearch={useSearchNavigate<InvestmentsSearch>()} />;
}
