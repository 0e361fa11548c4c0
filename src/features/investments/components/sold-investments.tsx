import { useMemo, useState } from 'react';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useInvestmentFilters } from '../api/investment-filters';
import { useSoldInvestments } from '../api/sold-investments';
import { clampPage, firstQuery, withFilter } from '../model/list-query';
import { investmentsStrings } from '../strings';
import { soldColumns } from './investment-columns';
import { ListFilters } from './list-filters';
import { ListSection } from './list-section';

const t = investmentsStrings.sold;

/** 'Listado de inversiones vendidas' (INV-12..INV-21): filters, columns, footer totals, cards, empty state. */
export function SoldInvestments() {
  const [query, setQuery] = useState(firstQuery);
  const list = useSoldInvestments(query);
  const projects = useInvestmentFilters().data ?? [];
  const currency = useCurrencyLabel();
  const data = list.data;
  const columns = useMemo(() => soldColumns(currency, data?.totales), [currency, data?.totales]);
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
