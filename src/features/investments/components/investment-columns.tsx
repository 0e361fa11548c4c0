import type { Investment, ListTotals } from '@/contract/investments';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { formatRate } from '@/shared/format/rate';
import { investmentsStrings } from '../strings';
import type { Column } from '@/shared/ui/list/responsive-table';

/** INV-05, INV-07: the active list's columns and the totals of data.totales. */
export function activeColumns(currency: string, totals: ListTotals | undefined): Column<Investment>[] {
  const c = investmentsStrings.active.columns;
  const money = (value: string) => formatAmount(value, currency);
  return [
    { key: 'name', header: c.name, cell: (r) => r.name },
    { key: 'date', header: c.date, cell: (r) => formatDay(r.date_investment) },
    { key: 'end', header: c.end, cell: (r) => formatDay(r.end_date) },
    {
      key: 'amount',
      header: c.amount,
      numeric: true,
      cell: (r) => money(r.investment_amount),
      total: totals && money(totals.total_monto),
    },
    { key: 'rate', header: c.rate, numeric: true, cell: (r) => formatRate(r.fee_total_contract) },
    {
      key: 'yield',
      header: c.yield,
      numeric: true,
      cell: (r) => money(r.rendimiento),
      total: totals && money(totals.total_rendimiento),
    },
    { key: 'future', header: c.future, numeric: true, cell: (r) => money(r.rendimientofuturo) },
    {
      key: 'saldo',
      header: c.saldo,
      numeric: true,
      cell: (r) => money(r.saldo),
      total: totals && money(totals.total_saldo),
    },
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
    {
      key: 'amount',
      header: c.amount,
      numeric: true,
      cell: (r) => money(r.investment_amount),
      total: totals && money(totals.total_monto),
    },
    { key: 'sale', header: c.sale, numeric: true, cell: (r) => money(r.monto_venta) },
    { key: 'rate', header: c.rate, numeric: true, cell: (r) => formatRate(r.fee_total_contract) },
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
    { key: 'soldAt', header: c.soldAt, cell: (r) => formatDay(r.date_sold) },
  ];
}
