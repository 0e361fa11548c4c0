import { Button } from '@mantine/core';
import { useMemo } from 'react';
import type { Investment } from '@/contract/investments';
import { useInvestmentFilters } from '@/shared/api/investment-filters';
import { useCurrencyLabel } from '@/shared/format/currency';
import { ListFilters } from '@/shared/ui/list/list-filters';
import { ListSection } from '@/shared/ui/list/list-section';
import { ResponsiveTable } from '@/shared/ui/list/responsive-table';
import { listQueryOf, listState } from '@/shared/ui/list/list-state';
import { useDeferredQuery } from '@/shared/ui/use-deferred-data';
import { useActiveInvestments } from '../api/investments-list';
import { useSoldInvestments } from '../api/sold-investments';
import type { InvestmentsSearch } from '../model/list-query';
import { investmentsStrings } from '../strings';
import { activeColumns, soldColumns } from './investment-columns';

/** INV-10, INV-11: an offered investment (mercado_secundario 1) cannot be offered again. */
export const isOffered = (investment: Investment) => investment.mercado_secundario === 1;

const lists = {
  activas: { t: investmentsStrings.active, useList: useActiveInvestments, columns: activeColumns },
  vendidas: { t: investmentsStrings.sold, useList: useSoldInvestments, columns: soldColumns },
};

export interface InvestmentListProps {
  /** Which list; the screen mounts a new one for each (its key). */
  kind: keyof typeof lists;
  search: InvestmentsSearch;
  onSearch: (patch: Partial<InvestmentsSearch>) => void;
  /** INV-10: 'Ofertar' opens the sell modal (active list only). */
  onSell: (investment: Investment) => void;
}

/**
 * One list of 'Mis inversiones' (INV-04..INV-21): the active list, whose rows have an 'Ofertar' button that
 * opens the sell modal or, once offered, are marked with a disabled 'Ofertado'; or the sold list. Both with
 * the same two filters, footer totals, cards on phones, an empty state and the pager; a changed filter asks
 * for page 1 (INV-16).
 */
export function InvestmentList({ kind, search, onSearch, onSell }: InvestmentListProps) {
  const { t, useList, columns: columnsOf } = lists[kind];
  const list = useDeferredQuery(useList(listQueryOf(search)));
  const projects = useInvestmentFilters().data ?? [];
  const currency = useCurrencyLabel();
  const data = list.data;
  const columns = useMemo(() => columnsOf(currency, data?.totales), [columnsOf, currency, data?.totales]);
  const rows = data?.datos ?? [];

  return (
    <ListSection
      title={t.title}
      count={data && investmentsStrings.count(data.totales.cantidad)}
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
        tableFrom={70}
        {...(kind === 'activas' && {
          marked: isOffered,
          actions: {
            header: investmentsStrings.active.columns.action,
            render: (row: Investment) =>
              isOffered(row) ? (
                <Button
                  size="xs"
                  variant="light"
                  color="gray"
                  disabled
                  title={investmentsStrings.active.offeredMark}
                >
                  {investmentsStrings.active.offered}
                </Button>
              ) : (
                <Button size="xs" color="blue.8" onClick={() => onSell(row)}>
                  {investmentsStrings.active.offer}
                </Button>
              ),
          },
        })}
      />
    </ListSection>
  );
}
