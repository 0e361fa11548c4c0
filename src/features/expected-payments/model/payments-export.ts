/**
 * PAY-05: what the downloads of 'Próximos pagos' hold, shaped once: the CSV text (every text cell written as
 * text, SRV-55's spreadsheet rule, amounts as plain decimals), the file names and the context printed above
 * the figures (currency, demo notice).
 */
import type { ExpectedPaymentsResponse } from '@/contract/forecast';
import { isPlainDecimal, spreadsheetText } from '@/contract/spreadsheet-text';
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

type CsvCell = string | { amount: string };
const amount = (value: string): CsvCell => ({ amount: value });

/** One CSV field (RFC 4180): a plain decimal amount as it is, any text neutralised and quoted when needed. */
function csvField(cell: CsvCell): string {
  if (typeof cell !== 'string' && isPlainDecimal(cell.amount)) return cell.amount;
  const text = spreadsheetText(typeof cell === 'string' ? cell : cell.amount);
  return /[",;\t\n\r]|^'/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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
  return `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A CSV text as a file: UTF-8 with its byte-order mark, so spreadsheets read the accents right. */
export const csvBlob = (text: string) => new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });

export const paymentsFileName = (f: Forecast, ext: 'csv' | 'pdf') => t.fileName(f.desde, ext);
