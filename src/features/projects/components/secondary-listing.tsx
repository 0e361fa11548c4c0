import { Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, memo } from 'react';
import type { SecondaryOfferDetail } from '@/contract/projects';
import type { SearchChange } from '@/shared/search-state';
import { Pager } from '@/shared/ui/list/pager';
import { listStrings } from '@/shared/ui/list/strings';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { useSecondaryProjects } from '../api/secondary-projects';
import { hasFilters, type ProjectFilters } from '../model/filters';
import { projectStrings } from '../strings';
import { SecondaryOfferCard } from './secondary-offer-card';

const t = projectStrings;

export interface SecondaryListingProps {
  filters: ProjectFilters;
  page: number;
  /** A page chosen on the pager; the page the server could serve replaces the one asked for. */
  onPage: (page: number, change?: SearchChange) => void;
  currency: string;
  onBuy: (offer: SecondaryOfferDetail) => void;
}

/** PROJ-28, PROJ-29, SEC-01: the secondary market's welcome, its offers as cards, empty state and pager. */
export const SecondaryListing = memo(function SecondaryListing({
  filters,
  page,
  onPage,
  currency,
  onBuy,
}: SecondaryListingProps) {
  const query = useSecondaryProjects(filters, page, true);
  const data = query.data;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.page !== page) onPage(data.page, { replace: true });
  }, [data, page, onPage, query.isPlaceholderData]);

  let body;
  // ERR-03: a failure signs the client out (the query cache); the error shows for the instant before.
  if (!data && query.isError)
    body = (
      <ErrorState
        message={listStrings.failed}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!data) body = <LoadingState shape="cards" count={3} label={t.loading} />;
  else if (data.data.length === 0)
    body = hasFilters(filters) ? (
      <EmptyState
        title={t.empty.searchTitle}
        text={t.empty.searchText}
        icon={<IconSearch size={24} stroke={1.6} />}
      />
    ) : (
      <EmptyState title={t.empty.secondaryTitle} text={t.empty.secondaryText} />
    );
  else
    body = (
      <ResponsiveGrid
        cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
        spacing="sm"
        component="section"
        aria-label={t.secondary.listLabel}
      >
        {data.data.map((o) => (
          <SecondaryOfferCard key={o.offer_id} offer={o} currency={currency} onBuy={onBuy} />
        ))}
      </ResponsiveGrid>
    );

  return (
    <Stack gap="sm" aria-busy={query.isFetching || undefined}>
      <div>
        <Title order={3} size="h4">
          {t.listing.secondaryWelcome}
        </Title>
        <Text size="sm" c="gray.7">
          {t.listing.secondaryIntro}
        </Text>
      </div>
      {body}
      <Pager
        label={t.pager.label(t.listing.secondary)}
        page={page}
        totalPages={data?.total_pages ?? 1}
        onPage={onPage}
        size="xs"
        mt={0}
      />
    </Stack>
  );
});
