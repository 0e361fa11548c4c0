import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Project, SecondaryOfferDetail } from '@/contract/projects';
import { useCurrencyLabel } from '@/shared/format/currency';
import { filterOptionsQuery } from '../api/filter-options';
import { primaryProjectsQuery } from '../api/projects-list';
import { noFilters, type ProjectFilters } from '../model/filters';
import { projectStrings } from '../strings';
import { FiltersPanel } from './filters-panel';
import { InvestModal, PurchaseModal } from './lazy-modals';
import { ListingHeader, type Market } from './listing-header';
import { ListingOptions, type ListingLayout, type ListingMode } from './listing-options';
import { PrimaryListing } from './primary-listing';
import { ProjectsLanding } from './projects-landing';
import { SecondaryListing } from './secondary-listing';
import { useFloatingHeader } from './use-floating-header';

/**
 * The Proyectos screen (p2 §2.1): a landing until 'Continuar' has loaded the primary list, then the listing
 * with the market switch; every view switches by state, the URL stays (ROUTE-20). A failed list call signs
 * the client out through the query cache (PROJ-31, PROJ-32).
 */
export function ProjectsScreen() {
  const currency = useCurrencyLabel();
  const queryClient = useQueryClient();
  const [view, setView] = useState<'landing' | 'listing'>('landing');
  const [loading, setLoading] = useState(false);
  const [market, setMarket] = useState<Market>('primary');
  const [filters, setFilters] = useState<ProjectFilters>(noFilters);
  const [pages, setPages] = useState<Record<Market, number>>({ primary: 1, secondary: 1 });
  const [layout, setLayout] = useState<ListingLayout>('list');
  const [mode, setMode] = useState<ListingMode>('classic');
  const [investing, setInvesting] = useState<Project | null>(null);
  const [buying, setBuying] = useState<SecondaryOfferDetail | null>(null);
  const floating = useFloatingHeader(view === 'listing');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);

  // Focus follows the view: the listing's heading after 'Continuar', the button after 'Atrás'.
  useEffect(() => {
    if (!moved.current) return;
    (view === 'listing' ? headingRef.current : continueRef.current)?.focus();
  }, [view]);

  const onContinue = async () => {
    setLoading(true);
    try {
      void queryClient.prefetchQuery(filterOptionsQuery());
      await queryClient.fetchQuery(primaryProjectsQuery(filters, pages.primary));
      moved.current = true;
      setMarket('primary'); // PROJ-06
      setView('listing');
    } catch {
      // PROJ-31: the query cache has signed the client out; the shell leaves for the login screen.
    } finally {
      setLoading(false);
    }
  };

  const onFilters = (next: ProjectFilters) => {
    setFilters(next);
    setPages({ primary: 1, secondary: 1 }); // FILT-10
  };
  const onPrimaryPage = useCallback((page: number) => setPages((p) => ({ ...p, primary: page })), []);
  const onSecondaryPage = useCallback((page: number) => setPages((p) => ({ ...p, secondary: page })), []);
  const closeInvest = useCallback(() => setInvesting(null), []);
  const closePurchase = useCallback(() => setBuying(null), []);

  return (
    <>
      {view === 'landing' ? (
        <ProjectsLanding loading={loading} onContinue={() => void onContinue()} continueRef={continueRef} />
      ) : (
        <Stack gap="sm">
          <VisuallyHidden>
            <Title order={1}>{projectStrings.title}</Title>
          </VisuallyHidden>
          <ListingHeader
            market={market}
            onMarket={setMarket}
            onBack={() => {
              moved.current = true;
              setView('landing');
            }}
            floating={floating}
            headingRef={headingRef}
          />
          <FiltersPanel filters={filters} onChange={onFilters} />
          {market === 'primary' ? (
            <>
              <ListingOptions layout={layout} mode={mode} onLayout={setLayout} onMode={setMode} />
              <PrimaryListing
                filters={filters}
                page={pages.primary}
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
              page={pages.secondary}
              onPage={onSecondaryPage}
              currency={currency}
              onBuy={setBuying}
            />
          )}
        </Stack>
      )}
      <InvestModal project={investing} onClose={closeInvest} />
      <PurchaseModal offer={buying} onClose={closePurchase} />
    </>
  );
}
