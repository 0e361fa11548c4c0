import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { depositsListQuery } from '@/features/deposits/api/deposits-list';
import { DepositScreen } from '@/features/deposits/components/deposit-screen';
import { SEARCH_MAX_LENGTH } from '@/features/deposits/model/deposit-list';
import {
  depositOrders,
  depositSearchDefaults,
  depositTabs,
  type DepositSearch,
} from '@/features/deposits/model/deposit-search';
import { requireScreen } from '@/shared/route-guards';
import { useSearchNavigate } from '@/shared/search-state';
import { oneOf, pageNumber, searchSchema, text } from '../-search-params';

const d = depositSearchDefaults;
const search = searchSchema({
  pestana: oneOf(depositTabs, d.pestana),
  buscar: text(SEARCH_MAX_LENGTH),
  orden: oneOf(depositOrders, d.orden),
  pagina: pageNumber,
});

// ROUTE-16: 'Depósito'. The tab, the list's search, order and page live in the URL.
export const Route = createFileRoute('/cliente/ultradeposito')({
  validateSearch: search,
  search: { middlewares: [stripSearchParams(d)] },
  beforeLoad: ({ context }) => requireScreen('/cliente/ultradeposito', context.status),
  // 'Mis depósitos' starts loading with the route, without holding it: the tab asks again each time it mounts
  // (statuses change on the server's clock, SRV-35), and shares a call still under way. A failed load ends the
  // session, which the shell follows to '/portal' (ERR-04). Moving inside the screen loads nothing more.
  loader: ({ context: { queryClient } }) => void queryClient.prefetchQuery(depositsListQuery()),
  staleTime: Infinity,
  gcTime: 0,
  component: DepositRoute,
});

function DepositRoute() {
  return <DepositScreen search={Route.useSearch()} onSearch={useSearchNavigate<DepositSearch>()} />;
}
