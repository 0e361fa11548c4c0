import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Offer } from '@/contract/offers';
import type { Project } from '@/contract/projects';
import { investmentFiltersQuery } from '@/shared/api/investment-filters';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { useReloadAfterCancel } from '../api/offer-cancel';
import { offersListQuery } from '../api/offers-list';
import { firstQuery } from '@/shared/ui/list/list-state';
import { ListSwitchScreen } from '@/shared/ui/list/list-switch-screen';
import { offersSearchDefaults, type OffersSearch, type OffersTab } from '../model/list-query';
import { offersStrings } from '../strings';
import { MyOffers } from './my-offers';
import { MyProjects } from './my-projects';

const t = offersStrings;

/** The modals' code loads the first time each opens. */
const CancelOfferModal = lazyWhenOpen(
  () => import('./cancel-offer-modal').then((m) => m.CancelOfferModal),
  (p) => p.offer !== null,
);
const OfficeModal = lazyWhenOpen(
  () => import('./office-modal').then((m) => m.OfficeModal),
  (p) => p.opened,
);

export interface InvestModalSlotProps {
  project: Project;
  onClose: () => void;
}

export interface OffersScreenProps extends SearchStateProps<OffersSearch> {
  /** MYPROJ-05: the primary market's invest modal (the projects feature), composed by the route. */
  investModal?: (props: InvestModalSlotProps) => ReactNode;
  /** The list to start on when no state is given (stories); the landing without one. */
  initialView?: OffersTab;
}

/**
 * '/cliente/ofertas' ('Mis ofertas', ROUTE-15). The landing 'Ofertas' with 'Continuar' (OFFER-01), then
 * 'Atrás' and the switches 'Mis ofertas' and 'Mis proyectos' (OFFER-02, OFFER-03). Every client reaches
 * 'Mis proyectos'; an issuer sees its projects there, others its empty message (ROLE-10, ROLE-11). Views
 * switch in the page, its path unchanged (ROUTE-20); the route keeps the landing or list, the open list's filters and
 * page in the URL's search, so a reload, the back button and a shared link keep them.
 */
export function OffersScreen({ investModal, initialView, ...props }: OffersScreenProps) {
  const queryClient = useQueryClient();
  const reload = useReloadAfterCancel();
  const [search, update] = useSearchState(props, {
    ...offersSearchDefaults,
    listado: initialView !== undefined,
    pestana: initialView ?? offersSearchDefaults.pestana,
  });
  // Another list, or the landing, starts unfiltered on page 1.
  const show = (listado: boolean, pestana: OffersTab = offersSearchDefaults.pestana) =>
    update({ ...offersSearchDefaults, listado, pestana });
  const [cancelling, setCancelling] = useState<Offer | null>(null);
  const [office, setOffice] = useState(false);
  const [investing, setInvesting] = useState<Project | null>(null);

  const load = () =>
    Promise.all([
      queryClient.fetchQuery({ ...offersListQuery(firstQuery), staleTime: 0 }),
      queryClient.ensureQueryData(investmentFiltersQuery()),
    ]);

  return (
    <ListSwitchScreen
      strings={t}
      landingId="ofertas-landing"
      search={search}
      onShow={show}
      load={load}
      modals={
        <>
          <CancelOfferModal
            offer={cancelling}
            onClose={() => setCancelling(null)}
            onDone={() => {
              setCancelling(null);
              void reload();
            }}
          />
          <OfficeModal opened={office} onClose={() => setOffice(false)} />
          {investModal &&
            investing &&
            investModal({
              project: investing,
              // p2 §4: the invest modal reloads the lists itself when it closes.
              onClose: () => setInvesting(null),
            })}
        </>
      }
    >
      {search.pestana === 'ofertas' ? (
        <MyOffers search={search} onSearch={update} onCancel={setCancelling} />
      ) : (
        <MyProjects
          search={search}
          onSearch={update}
          onOpenProject={investModal ? setInvesting : undefined}
          onShowOffice={() => setOffice(true)}
        />
      )}
    </ListSwitchScreen>
  );
}
