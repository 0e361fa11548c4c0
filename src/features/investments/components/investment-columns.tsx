import type { Investment, ListTotals } from '@/contract/investments';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { investmentsStrings } from '../strings';
import { numericColumn } from '@/shared/ui/list/numeric-column';
import type { Column } from '@/shared/ui/list/responsive-table';

/** INV-05, INV-07: the active list's columns and the totals of data.totales. */
export function activeColumns(currency: string, totals: ListTotals | undefined): Column<Investment>[] {
  const c = investmentsStrings.active.columns;
  const money = (value: string) => formatAmount(value, currency);
  return [
    { key: 'name', header: c.name, cell: (r) => r.name },
    { key: 'date', header: c.date, cell: (r) => formatDay(r.date_investment) },
    { key: 'end', header: c.end, cell: (r) => formatDay(r.end_date) },
    numericColumn('amount', c.amount, (r) => money(r.investment_amount), totals && money(totals.total_monto)),
    numericColumn('rate', c.rate, (r) => formatRate(r.fee_total_contract)),
    numericColumn('yield', c.yield, (r) => money(r.rendimiento), totals && money(totals.total_rendimiento)),
    numericColumn('future', c.future, (r) => money(r.rendimientofuturo)),
    numericColumn('saldo', c.saldo, (r) => money(r.saldo), totals && money(totals.total_saldo)),
  ];
}

/** INV-17, INV-18, INV-19: the sold list's columns (monto_venta, date_sold) and the footer totals. */
export function soldColumns(currency: string, totals: ListTotals | undefined): Column<Investment>[] {
  const c = investmentsStrings.sold.columns;
  const money = (value: string | null) => (value === null ? '' : formatAmount(value, currency));
  return [
    { key: 'name', header: c.name, cell: (r) => r.name },
    { key: 'date', header: c.date, cell: (r) => formatDay(r.date_investment) },
    { key: 'end', header: c.end, cell: (r) => formatDay(r.end_date) },
    numericColumn('amount', c.amount, (r) => money(r.investment_amount), totals && money(totals.total_monto)),
    numericColumn('sale', c.sale, (r) => money(r.monto_venta)),
    numericColumn('rate', c.rate, (r) => formatRate(r.fee_total_contract)),
    numericColumn('yield', c.yield, (r) => money(r.rendimiento), totals && money(totals.total_rendimiento)),
    numericColumn('saldo', c.saldo, (r) => money(r.saldo), totals && money(totals.total_saldo)),
    { key: 'soldAt', header: c.soldAt, cell: (r) => formatDay(r.date_sold) },
  ];
}
