import { Button } from '@mantine/core';
import { useMemo } from 'react';
import type { Offer } from '@/contract/offers';
import { useInvestmentFilters } from '@/shared/api/investment-filters';
import { useCurrencyLabel } from '@/shared/format/currency';
import { ListFilters } from '@/shared/ui/list/list-filters';
import { ListSection } from '@/shared/ui/list/list-section';
import { ResponsiveTable } from '@/shared/ui/list/responsive-table';
import { listQueryOf, listState } from '@/shared/ui/list/list-state';
import { useDeferredQuery } from '@/shared/ui/use-deferred-data';
import { useOffersList } from '../api/offers-list';
import type { OffersSearch } from '../model/list-query';
import { offersStrings } from '../strings';
import { offerColumns } from './offer-columns';

const t = offersStrings.offers;

export interface MyOffersProps {
  search: OffersSearch;
  onSearch: (patch: Partial<OffersSearch>) => void;
  onCancel: (offer: Offer) => void;
}

/**
 * 'Listado de ofertas' (OFFER-04..OFFER-08): the two filters, the caller's open offers with a 'Cancelar'
 * button each, footer totals, cards on phones, the empty state and the pager. A changed filter asks for page 1.
 */
export function MyOffers({ search, onSearch, onCancel }: MyOffersProps) {
  const list = useDeferredQuery(useOffersList(listQueryOf({ ...search, monto: 0 })));
  const projects = useInvestmentFilters().data ?? [];
  const currency = useCurrencyLabel();
  const data = list.data;
  const columns = useMemo(() => offerColumns(currency, data?.totales), [currency, data?.totales]);
  const rows = data?.datos ?? [];

  return (
    <ListSection
      title={t.title}
      count={data && t.count(data.totales.cantidad)}
      {...listState(list, search, onSearch)}
      empty={rows.length === 0}
      emptyState={{ title: t.emptyTitle, text: t.emptyText }}
      filters={<ListFilters search={search} projects={projects} onChange={onSearch} />}
    >
      <ResponsiveTable
        rows={rows}
        columns={columns}
        tableLabel={t.tableLabel}
        listLabel={t.listLabel}
        actions={{
          header: t.columns.action,
          render: (row) => (
            <Button size="xs" color="red.9" variant="outline" onClick={() => onCancel(row)}>
              {t.cancel}
            </Button>
          ),
        }}
      />
    </ListSection>
  );
}
