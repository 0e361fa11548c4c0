/**
 * PAY-05: what the downloads of 'Próximos pagos' hold, shaped once: the CSV text (every text cell written as
 * text, SRV-55's spreadsheet rule, amounts as plain decimals), the file names and the context printed above
 * the figures (currency, demo notice).
 */
import type { ExpectedPaymentsResponse } from '@/contract/forecast';
import { csvAmount as amount, type CsvCell, csvLines } from '@/shared/csv';
import { formatDay } from '@/shared/format/date';
import { expectedPaymentsStrings } from '../strings';

export type Forecast = ExpectedPaymentsResponse['data'];

export interface ExportContext {
  /** 'USDT' or '$' (DEMO-04, DEMO-05). */
  currency: string;
  demo: boolean;
  generatedAt: Date;
}

const t = expectedPaymentsStrings;

/** 'noviembre de 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year!, number! - 1, 1),
  );
  return `${name} de ${year}`;
}

/** A bar's label, its month's first three letters and the year's last two: ['nov', '26'] for '2026-11'. */
export function shortMonthLabel(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat('es', { month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(year!, number! - 1, 1),
  );
  return [name.replace('.', '').slice(0, 3), String(year).slice(2)];
}

/** The headline of the window: 'Del 22/11/2026 al 31/10/2027'. */
export const periodLine = (f: Forecast) => t.periodOf(formatDay(f.desde), formatDay(f.hasta));

/** PAY-05: a header block, every payment, then the monthly totals and the whole window's. */
export function paymentsCsv(f: Forecast, ctx: ExportContext): string {
  const rows: CsvCell[][] = [
    [t.title, periodLine(f)],
    [t.currency, ctx.currency],
  ];
  if (ctx.demo) rows.push([t.demoNotice]);
  rows.push([]);
  rows.push([t.date, t.code, t.project, t.interest, t.principal, t.total]);
  for (const p of f.pagos) {
    rows.push([p.fecha, p.code, p.proyecto, amount(p.interes), amount(p.capital), amount(p.total)]);
  }
  rows.push([]);
  rows.push([t.month, t.interest, t.principal, t.total]);
  for (const m of f.meses) rows.push([m.mes, amount(m.interes), amount(m.capital), amount(m.total)]);
  rows.push([t.total, amount(f.totales.interes), amount(f.totales.capital), amount(f.totales.total)]);
  return csvLines(rows);
}

export const paymentsFileName = (f: Forecast, ext: 'csv' | 'pdf') => t.fileName(f.desde, ext);
