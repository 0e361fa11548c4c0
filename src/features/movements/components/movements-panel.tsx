import { useMemo, useState } from 'react';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { useBalanceList } from '../api/balance-list';
import { pdfFileName, toMovementRow } from '../model/movement-rows';
import { movementsSearchDefaults, type MovementsSearch } from '../model/movements-search';
import { movementsStrings } from '../strings';
import { MovementsView } from './movements-view';

/** MOV-10: the export modal's code loads the first time it opens. */
const ExportModal = lazyWhenOpen(
  () => import('./export-modal').then((m) => m.ExportModal),
  (p) => p.opened,
);

/**
 * The movements panel with its data: page 1 is the client's latest movements (DASH-17, SESS-14); previous
 * and next ask balance/list for page − 1 and page + 1 (MOV-03, MOV-04). A failed load signs the client out
 * (ERR-03, in the query). Amounts carry the client's currency label (DEMO-04, DEMO-05). The page shown is
 * kept in the URL by the route that shows the panel.
 */
export function MovementsPanel(props: SearchStateProps<MovementsSearch>) {
  const [{ movimientos: page }, update] = useSearchState(props, movementsSearchDefaults);
  const setPage = (movimientos: number) => update({ movimientos });
  const [exporting, setExporting] = useState(false);
  const currency = useCurrencyLabel();
  const query = useBalanceList(page);
  const data = query.data;

  const rows = useMemo(
    () => (data?.data ?? []).map((movement) => toMovementRow(movement, currency)),
    [data, currency],
  );
  const shownPage = data?.page ?? page;
  const totalPages = Math.max(1, data?.total_pages ?? 1);

  return (
    <MovementsView
      status={query.isPending ? 'pending' : query.isError && !data ? 'error' : 'success'}
      rows={rows}
      page={shownPage}
      totalPages={totalPages}
      fetching={query.isPlaceholderData}
      onPrevious={() => setPage(Math.max(1, shownPage - 1))}
      onNext={() => setPage(Math.min(totalPages, shownPage + 1))}
      onExport={() => setExporting(true)}
    >
      <ExportModal
        opened={exporting}
        onClose={() => setExporting(false)}
        rows={rows}
        page={shownPage}
        totalPages={totalPages}
        currency={currency}
        fileName={pdfFileName(data?.pdf, movementsStrings.pdf.defaultFileName)}
      />
    </MovementsView>
  );
}
