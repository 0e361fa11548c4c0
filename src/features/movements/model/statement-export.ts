/**
 * STMT-15..STMT-19: what every export of the statement and of the tax summary holds, shaped once: the
 * formatted lines (for the PDF), the plain values (for the CSV and the XLSX) and the CSV text itself; STMT-21:
 * every text cell of the CSV is written as text (spreadsheet-text.ts).
 */
import type { StatementResponse, StatementTotals, TaxSummaryResponse } from '@/contract/statements';
import { csvAmount as amount, type CsvCell, csvLines } from '@/shared/csv';
import { formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { statementStrings } from '../statement-strings';
import { displayCode } from './movement-rows';

export type Statement = StatementResponse['data'];
export type TaxSummary = TaxSummaryResponse['data'];

/** The order the totals are listed in. */
export const totalKeys = [
  'depositos',
  'retiros',
  'inversiones',
  'compras',
  'ventas',
  'intereses',
  'vencimientos',
  'devoluciones',
  'tarjetas',
  'otros',
  'comisiones',
] as const satisfies readonly (keyof StatementTotals)[];

/** What an export says above its figures: the period, the currency and, in demo mode, DEMO-06. */
export interface ExportContext {
  /** 'USDT' or '$' (DEMO-04, DEMO-05). */
  currency: string;
  demo: boolean;
  generatedAt: Date;
}

/** The headline of a statement: 'Estado de cuenta · Del 01/11/2026 al 30/11/2026'. */
export const periodLine = (s: Statement) => statementStrings.periodOf(formatDay(s.desde), formatDay(s.hasta));

/** The totals with their labels, in order; 'otros' only when it is not zero. */
export function totalLines(
  totals: StatementTotals,
): { key: keyof StatementTotals; label: string; value: string }[] {
  return totalKeys
    .filter((k) => k !== 'otros' || totals.otros !== '0.00')
    .map((key) => ({ key, label: statementStrings.totals[key], value: totals[key] }));
}

/**
 * STMT-17: the statement as CSV (comma-separated, amounts as plain decimals with a point, dates as the server
 * writes them): a header block, then the movements between the opening and the closing balance, then the
 * totals by kind.
 */
export function statementCsv(s: Statement, ctx: ExportContext): string {
  const t = statementStrings;
  const c = t.columns;
  const rows: CsvCell[][] = [
    [t.title, periodLine(s)],
    [t.sheet.currency, ctx.currency],
  ];
  if (ctx.demo) rows.push([t.demoNotice]);
  rows.push([]);
  rows.push([c.date, c.code, c.description, c.type, c.amount, c.saldo]);
  rows.push(['', '', t.opening, '', '', amount(s.saldo_inicial)]);
  for (const m of s.movimientos) {
    rows.push([
      m.fecha_registro,
      displayCode(m.code),
      m.description,
      m.type,
      amount(m.balance),
      amount(m.saldo),
    ]);
  }
  rows.push(['', '', t.closing, '', '', amount(s.saldo_final)]);
  rows.push([]);
  rows.push([t.totalsTitle]);
  for (const line of totalLines(s.totales)) rows.push([line.label, amount(line.value)]);
  return csvLines(rows);
}

/** STMT-19: the tax summary as CSV: the year's figures, then its sales on the secondary market. */
export function taxCsv(tax: TaxSummary, ctx: ExportContext): string {
  const t = statementStrings.tax;
  const c = t.salesColumns;
  const rows: CsvCell[][] = [[t.documentTitle(tax.anio)], [statementStrings.sheet.currency, ctx.currency]];
  if (ctx.demo) rows.push([statementStrings.demoNotice]);
  rows.push([]);
  rows.push([t.interest, amount(tax.intereses)]);
  rows.push([t.gains, amount(tax.ganancias_secundario)]);
  rows.push([t.losses, amount(tax.perdidas_secundario)]);
  rows.push([t.net, amount(tax.resultado_secundario)]);
  rows.push([t.fees, amount(tax.comisiones)]);
  rows.push([]);
  rows.push([t.salesTitle]);
  rows.push([c.date, c.code, c.description, c.price, c.cost, c.result]);
  for (const v of tax.ventas) {
    rows.push([v.fecha, v.code, v.description, amount(v.precio_venta), amount(v.costo), amount(v.resultado)]);
  }
  return csvLines(rows);
}

/** Money with the currency label, as the PDF prints it. */
export const money = (value: string, currency: string) => formatAmount(value, currency);
