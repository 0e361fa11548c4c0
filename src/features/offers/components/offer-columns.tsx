import type { ListTotals } from '@/contract/investments';
import type { Offer } from '@/contract/offers';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { offersStrings } from '../strings';
import { numericColumn } from '@/shared/ui/list/numeric-column';
import type { Column } from '@/shared/ui/list/responsive-table';

/**
 * OFFER-06, OFFER-07: project, sale date (fecha_inicio), sale end date (fecha_fin; none for 'Sin
 * vencimiento'), amount, current yield, balance and sale value, with data.totales in the footer.
 */
export function offerColumns(currency: string, totals: ListTotals | undefined): Column<Offer>[] {
  const c = offersStrings.offers.columns;
  const money = (value: string) => formatAmount(value, currency);
  return [
    { key: 'name', header: c.name, cell: (r) => r.name },
    { key: 'start', header: c.start, cell: (r) => formatDay(r.fecha_inicio) },
    { key: 'end', header: c.end, cell: (r) => formatDay(r.fecha_fin) || offersStrings.offers.noExpiry },
    numericColumn('amount', c.amount, (r) => money(r.amount), totals && money(totals.total_monto)),
    numericColumn('yield', c.yield, (r) => money(r.rendimiento), totals && money(totals.total_rendimiento)),
    numericColumn('saldo', c.saldo, (r) => money(r.saldo), totals && money(totals.total_saldo)),
    numericColumn('value', c.value, (r) => money(r.valorventa)),
  ];
}
