import { Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Offer } from '@/contract/offers';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useOffersList } from '../api/offers-list';
import { useProjectOptions } from '../api/project-options';
import { clampPage, firstQuery, withFilter } from '../model/list-query';
import { offersStrings } from '../strings';
import { ListFilters } from './list-filters';
import { ListSection } from './list-section';
import { offerColumns } from './offer-columns';

const t = offersStrings.offers;

/**
 * 'Listado de ofertas' (OFFER-04..OFFER-08): the two filters, the caller's open offers with a 'Cancelar'
 * button each, footer totals, cards on phones, the empty state and the pager.
 */
export function MyOffers({ onCancel }: { onCancel: (offer: Offer) => void }) {
  const [query, setQuery] = useState(firstQuery);
  const list = useOffersList(query);
  const projects = useProjectOptions().data ?? [];
  const currency = useCurrencyLabel();
  const data = list.data;
  const columns = useMemo(() => offerColumns(currency, data?.totales), [currency, data?.totales]);
  const totalPages = Math.max(1, data?.total_pages ?? 1);

  return (
    <ListSection
      title={t.title}
      status={list.isPending ? 'pending' : list.isError && !data ? 'error' : 'success'}
      rows={data?.datos ?? []}
      columns={columns}
      tableLabel={t.tableLabel}
      listLabel={t.listLabel}
      showTotals
      actions={{
        header: t.columns.action,
        render: (row) => (
          <Button size="xs" color="red.8" variant="outline" onClick={() => onCancel(row)}>
            {t.cancel}
          </Button>
        ),
      }}
      empty={{ title: t.emptyTitle, text: t.emptyText }}
      filters={
        <ListFilters query={query} projects={projects} onChange={(c) => setQuery(withFilter(query, c))} />
      }
      page={data?.page ?? 1}
      totalPages={totalPages}
      fetching={list.isPlaceholderData}
      onPage={(page) => setQuery({ ...query, page: clampPage(page, totalPages) })}
    />
  );
}
