import { Box, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, memo } from 'react';
import type { SearchChange } from '@/shared/search-state';
import type { Project } from '@/contract/projects';
import { Pager } from '@/shared/ui/list/pager';
import { listStrings } from '@/shared/ui/list/strings';
import { EmptyState } from '@/shared/ui/states/empty-state';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { usePrimaryProjects } from '../api/projects-list';
import { hasFilters, highlightedColumns, type ProjectFilters } from '../model/filters';
import { projectStrings } from '../strings';
import type { ListingLayout, ListingMode } from './listing-options';
import { ProjectCards } from './project-cards';
import { ProjectTable } from './project-table';
import { RelevanceLegend } from './relevance-legend';

const t = projectStrings;

export interface PrimaryListingProps {
  filters: ProjectFilters;
  page: number;
  /** A page chosen on the pager; the page the server could serve replaces the one asked for. */
  onPage: (page: number, change?: SearchChange) => void;
  layout: ListingLayout;
  mode: ListingMode;
  currency: string;
  onOpen: (project: Project) => void;
}

/** PROJ-07..27: one page of the primary market in the chosen layout and mode, its empty states and pager. */
export const PrimaryListing = memo(function PrimaryListing({
  filters,
  page,
  onPage,
  layout,
  mode,
  currency,
  onOpen,
}: PrimaryListingProps) {
  const query = usePrimaryProjects(filters, page, true);
  const data = query.data;
  // The server answers the page it could serve (a shorter list after a reload): follow it.
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
  // PROJ-26: the listing's line is what a screen reader hears while it loads.
  else if (!data)
    body = (
      <LoadingState
        shape={layout === 'list' ? 'rows' : 'cards'}
        count={3}
        caption={{ title: t.empty.loadingTitle, text: t.empty.loadingText }}
      />
    );
  else if (data.data.length === 0)
    body = hasFilters(filters) ? (
      <EmptyState
        title={t.empty.searchTitle}
        text={t.empty.searchText}
        icon={<IconSearch size={24} stroke={1.6} />}
      />
    ) : (
      <EmptyState title={t.empty.loadingTitle} text={t.empty.loadingText} />
    );
  else if (layout === 'list')
    body = (
      <Box data-layout="list">
        <ProjectTable
          projects={data.data}
          currency={currency}
          highlighted={highlightedColumns(filters)}
          mode={mode}
          onOpen={onOpen}
        />
      </Box>
    );
  else
    body = (
      <ProjectCards projects={data.data} layout={layout} mode={mode} currency={currency} onOpen={onOpen} />
    );

  return (
    <Stack gap="sm" aria-busy={query.isFetching || undefined}>
      {mode === 'bestSellers' && <RelevanceLegend />}
      {body}
      <Pager
        label={t.pager.label(t.listing.primary)}
        page={page}
        totalPages={data?.total_pages ?? 1}
        onPage={onPage}
        size="xs"
        mt={0}
      />
    </Stack>
  );
});
