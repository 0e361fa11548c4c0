import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { AutoInvestEntry } from '@/shared/ui/auto-invest-badge';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Project, SecondaryOfferDetail } from '@/contract/projects';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useSearchState, type SearchChange, type SearchStateProps } from '@/shared/search-state';
import { filterOptionsQuery } from '../api/filter-options';
import { primaryProjectsQuery } from '../api/projects-list';
import type { ProjectFilters } from '../model/filters';
import {
  defaultLayout,
  filtersOf,
  projectsSearchDefaults,
  type ProjectsSearch,
} from '../model/projects-search';
import { projectStrings } from '../strings';
import { FiltersPanel } from './filters-panel';
import { InvestModal, PurchaseModal } from './lazy-modals';
import { ListingHeader } from './listing-header';
import { ListingOptions } from './listing-options';
import { PrimaryListing } from './primary-listing';
import { ProjectsLanding } from './projects-landing';
import { SecondaryListing } from './secondary-listing';
import { useFloatingHeader } from './use-floating-header';
import { ApiError } from '@/shared/api/api-error';
import { SlicedMount } from '@/shared/ui/sliced-mount';
import { LoadingState } from '@/shared/ui/states/loading-state';

/** Below Mantine's sm breakpoint, as the shell's: the primary listing opens on cards there. */
const PHONE = '(max-width: 47.99em)';

/**
 * The Proyectos screen (p2 §2.1): a landing until 'Continuar' has loaded the primary list, then the listing
 * with the market switch; every view switches in the page, its path unchanged (ROUTE-20), and the route keeps
 * the view, market, pages, filters, layout and mode in the URL's search. A failed list call signs the client
 * out through the query cache (PROJ-31, PROJ-32).
 */
export function ProjectsScreen(props: SearchStateProps<ProjectsSearch>) {
  const currency = useCurrencyLabel();
  const queryClient = useQueryClient();
  const [state, update] = useSearchState(props, projectsSearchDefaults);
  const view = state.listado ? 'listing' : 'landing';
  const market = state.mercado;
  const filters = useMemo(() => filtersOf(state), [state]);
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  const layout = state.vista ?? defaultLayout(phone);
  const mode = state.modo;
  const [loading, setLoading] = useState(false);
  // A 'Continuar' that got no answer at all (no network): said on the landing, where 'Continuar' tries again.
  const [noAnswer, setNoAnswer] = useState<string | null>(null);
  const [investing, setInvesting] = useState<Project | null>(null);
  const [buying, setBuying] = useState<SecondaryOfferDetail | null>(null);
  const floating = useFloatingHeader(view === 'listing');
  const moved = useRef(false);
  // Focus follows the view: the listing's heading after 'Continuar', the button after 'Atrás', as each
  // mounts (the listing mounts a commit after the click, below).
  const focusOnArrival = useCallback((element: HTMLElement | null) => {
    if (element && moved.current) element.focus();
  }, []);

  const onContinue = async () => {
    setLoading(true);
    setNoAnswer(null);
    try {
      void queryClient.prefetchQuery(filterOptionsQuery());
      await queryClient.fetchQuery(primaryProjectsQuery(filters, state.pagina));
      moved.current = true;
      update({ listado: true, mercado: 'primary' }); // PROJ-06
    } catch (error) {
      // PROJ-31: a refusal has signed the client out (the query cache); the shell leaves for the login screen.
      // No answer at all ends no session (ERR-03 is for the server's refusals): the landing says so.
      if (error instanceof ApiError && error.isNoAnswer) setNoAnswer(error.message);
    } finally {
      setLoading(false);
    }
  };

  // FILT-10: a filter change starts both markets again at page 1.
  // Stable while the search is: opening or closing a modal re-renders this screen, not its listing (memo).
  const onFilters = useCallback(
    (next: ProjectFilters) => update({ ...next, pagina: 1, paginaSecundario: 1 }),
    [update],
  );
  const onPrimaryPage = useCallback(
    (pagina: number, change?: SearchChange) => update({ pagina }, change),
    [update],
  );
  const onSecondaryPage = useCallback(
    (paginaSecundario: number, change?: SearchChange) => update({ paginaSecundario }, change),
    [update],
  );
  const closeInvest = useCallback(() => setInvesting(null), []);
  const closePurchase = useCallback(() => setBuying(null), []);

  return (
    <>
      {view === 'landing' ? (
        <Stack gap="sm" align="center">
          <ProjectsLanding
            loading={loading}
            onContinue={() => void onContinue()}
            continueRef={focusOnArrival}
            error={noAnswer}
          />
          {/* AUTO-16: the way to automatic investing, marked while a strategy is active. */}
          <AutoInvestEntry />
        </Stack>
      ) : (
        // The listing renders after the click has painted, in a transition that yields to the browser: a
        // page of detailed cards at a phone's speed would otherwise hold the click for most of a second.
        <SlicedMount fallback={<LoadingState shape="rows" count={6} />}>
          <Stack gap="sm">
            <VisuallyHidden>
              <Title order={1}>{projectStrings.title}</Title>
            </VisuallyHidden>
            <ListingHeader
              market={market}
              onMarket={(mercado) => update({ mercado })}
              onBack={() => {
                moved.current = true;
                update({ listado: false });
              }}
              floating={floating}
              headingRef={focusOnArrival}
            />
            <AutoInvestEntry />
            <FiltersPanel filters={filters} onChange={onFilters} />
            {market === 'primary' ? (
              <>
                <ListingOptions
                  layout={layout}
                  mode={mode}
                  onLayout={(vista) => update({ vista })}
                  onMode={(modo) => update({ modo })}
                />
                <PrimaryListing
                  filters={filters}
                  page={state.pagina}
                  onPage={onPrimaryPage}
                  layout={layout}
                  mode={mode}
                  currency={currency}
                  onOpen={setInvesting}
                />
              </>
            ) : (
              <SecondaryListing
                filters={filters}
                page={state.paginaSecundario}
                onPage={onSecondaryPage}
                currency={currency}
                onBuy={setBuying}
              />
            )}
          </Stack>
        </SlicedMount>
      )}
      <InvestModal project={investing} onClose={closeInvest} />
      <PurchaseModal offer={buying} onClose={closePurchase} />
    </>
  );
}
