import type { ListTotals } from '@/contract/investments';
import type { Offer } from '@/contract/offers';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { offersStrings } from '../strings';
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
    {
      key: 'amount',
      header: c.amount,
      numeric: true,
      cell: (r) => money(r.amount),
      total: totals && money(totals.total_monto),
    },
    {
      key: 'yield',
      header: c.yield,
      numeric: true,
      cell: (r) => money(r.rendimiento),
      total: totals && money(totals.total_rendimiento),
    },
    {
      key: 'saldo',
      header: c.saldo,
      numeric: true,
      cell: (r) => money(r.saldo),
      total: totals && money(totals.total_saldo),
    },
    { key: 'value', header: c.value, numeric: true, cell: (r) => money(r.valorventa) },
  ];
}
