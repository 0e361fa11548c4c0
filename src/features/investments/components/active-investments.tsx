import { Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { Investment } from '@/contract/investments';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useActiveInvestments } from '../api/investments-list';
import { useInvestmentFilters } from '../api/investment-filters';
import { clampPage, firstQuery, withFilter } from '../model/list-query';
import { investmentsStrings } from '../strings';
import { activeColumns } from './investment-columns';
import { ListFilters } from './list-filters';
import { ListSection } from './list-section';

const t = investmentsStrings.active;

/** INV-10, INV-11: an offered investment (mercado_secundario 1) cannot be offered again. */
export const isOffered = (investment: Investment) => investment.mercado_secundario === 1;

/**
 * The active list (INV-04..INV-11, INV-13..INV-16): filters, rows with an 'Ofertar' button that opens the
 * sell modal, or a marked row with a disabled 'Ofertado' button, totals, empty state and pager.
 */
export function ActiveInvestments({ onSell }: { onSell: (investment: Investment) => void }) {
  const [query, setQuery] = useState(firstQuery);
  const list = useActiveInvestments(query);
  const projects = useInvestmentFilters().data ?? [];
  const currency = useCurrencyLabel();
  const data = list.data;
  const columns = useMemo(() => activeColumns(currency, data?.totales), [currency, data?.totales]);
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
      marked={isOffered}
      actions={{
        header: t.columns.action,
        render: (row) =>
          isOffered(row) ? (
            <Button size="xs" variant="light" color="gray" disabled title={t.offeredMark}>
              {t.offered}
            </Button>
          ) : (
            <Button size="xs" color="blue.8" onClick={() => onSell(row)}>
              {t.offer}
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
