import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { offersListQuery } from '@/features/offers/api/offers-list';
import { ownProjectsQuery } from '@/features/offers/api/own-projects';
import { OffersScreen, type InvestModalSlotProps } from '@/features/offers/components/offers-screen';
import { offersSearchDefaults, offersTabs, type OffersSearch } from '@/features/offers/model/list-query';
import { InvestModal } from '@/features/projects/components/lazy-modals';
import { investmentFiltersQuery } from '@/shared/api/investment-filters';
import { loadOrSignOut, requireScreen } from '@/shared/route-guards';
import { useSearchNavigate } from '@/shared/search-state';
import { listQueryOf } from '@/shared/ui/list/list-state';
import { flag, numberWithin, oneOf, pageNumber, searchSchema, wholeNumber } from '../-search-params';

const d = offersSearchDefaults;
const search = searchSchema({
  listado: flag,
  pestana: oneOf(offersTabs, d.pestana),
  proyecto: wholeNumber(0, Number.MAX_SAFE_INTEGER, 0),
  vencimiento: wholeNumber(0, 4, 0),
  monto: numberWithin(0, Number.MAX_SAFE_INTEGER, 0, { whole: false }),
  pagina: pageNumber,
});

// ROUTE-15: 'Mis ofertas' with 'Mis proyectos'. The landing or the lists, the open list, its filters and page live
// in the URL; the modals switch by state (ROUTE-20).
export const Route = createFileRoute('/cliente/ofertas')({
  validateSearch: search,
  search: { middlewares: [stripSearchParams(d)] },
  beforeLoad: ({ context }) => requireScreen('/cliente/ofertas', context.status),
  loaderDeps: ({ search }) => search,
  // A list opened by its URL (a reload, a shared link, the back button from another screen) shows with its page
  // (and my offers with the project options); the landing loads them itself with 'Continuar' (OFFER-01), and a
  // change inside the screen loads in the list.
  loader: async ({ context: { queryClient }, deps, cause }) => {
    if (cause === 'stay' || !deps.listado) return;
    await loadOrSignOut(
      deps.pestana === 'ofertas'
        ? Promise.all([
            queryClient.ensureQueryData(offersListQuery(listQueryOf({ ...deps, monto: 0 }))),
            queryClient.ensureQueryData(investmentFiltersQuery()),
          ])
        : queryClient.ensureQueryData(ownProjectsQuery(listQueryOf({ ...deps, proyecto: 0 }))),
    );
  },
  staleTime: Infinity,
  gcTime: 0,
  component: OffersRoute,
});

/** MYPROJ-05: a row of 'Mis proyectos' opens the projects feature's invest modal (features do not import
 * each other, so the route composes them); the modal loads on first open. */
const investModal = ({ project, onClose }: InvestModalSlotProps) => (
  <InvestModal project={project} onClose={onClose} />
);

function OffersRoute() {
  return (
    <OffersScreen
      investModal={investModal}
      search={Route.useSearch()}
      onSearch={useSearchNavigate<OffersSearch>()}
    />
  );
}
