/**
 * STMT-18: the statement as a real spreadsheet (write-excel-file, loaded only by dynamic import when the client
 * exports). Amounts are number cells (format #,##0.00) and dates are date cells (dd/mm/yyyy hh:mm) holding the
 * platform's wall time; the 'Movimientos' sheet lists every movement between the opening and the closing
 * balance, the 'Resumen' sheet the period, the balances and the totals by kind (and DEMO-06 in demo mode).
 *
 * STMT-21: every text is a String cell, and no cell is ever a formula. A String cell is not evaluated when the
 * file opens, so '=HYPERLINK(...)' would show as it is; it is still written through spreadsheetText, the same
 * leading "'" as in the CSV, because the cell does not stay safe on its own: a reader who edits it (F2, Enter)
 * or saves the sheet as CSV turns it into a live formula again. The one thing the reader sees differently is
 * that leading quote, the same the CSV shows.
 */
import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/universal';
import { parseServerDate } from '@/shared/format/date';
import { PLATFORM_UTC_OFFSET_MS } from '@/contract/platform-time';
import { isPlainDecimal, spreadsheetText } from '@/contract/spreadsheet-text';
import { statementStrings } from '../statement-strings';
import { displayCode } from './movement-rows';
import { periodLine, totalLines, type ExportContext, type Statement } from './statement-export';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';

/** STMT-21: a text cell, neutralised (spreadsheet-text.ts). */
const text = (value: string) => ({ value: spreadsheetText(value), type: String });
const bold = (value: string) => ({ ...text(value), fontWeight: 'bold' as const });

/**
 * A server date as a date cell whose UTC fields are the platform's wall time: the cell shows what the screen
 * shows. A date the server sent malformed is text.
 */
function wallTime(value: string): Cell {
  const ms = parseServerDate(value)?.ms;
  if (ms === undefined) return text(value);
  return { value: new Date(ms + PLATFORM_UTC_OFFSET_MS), type: Date, format: DATE_FORMAT };
}

/**
 * A money string as a number cell: the wire's two decimals are exact in a spreadsheet's number. An amount the
 * server sent malformed is text, not NaN.
 */
const amount = (value: string): Cell =>
  isPlainDecimal(value) ? { value: Number(value), type: Number, format: MONEY_FORMAT } : text(value);

export async function buildStatementXlsx(s: Statement, ctx: ExportContext): Promise<Blob> {
  const t = statementStrings;
  const c = t.columns;
  const movements: Row[] = [
    [bold(c.date), bold(c.code), bold(c.description), bold(c.type), bold(c.amount), bold(c.saldo)],
    [null, null, bold(t.opening), null, null, amount(s.saldo_inicial)],
    ...s.movimientos.map((m): Row => [
      wallTime(m.fecha_registro),
      text(displayCode(m.code)),
      text(m.description),
      text(m.type),
      amount(m.balance),
      amount(m.saldo),
    ]),
    [null, null, bold(t.closing), null, null, amount(s.saldo_final)],
  ];
  const summary: Row[] = [
    [bold(t.title), text(periodLine(s))],
    [text(t.sheet.currency), text(ctx.currency)],
    ...(ctx.demo ? [[text(t.demoNotice)]] : []),
    [text(t.opening), amount(s.saldo_inicial)],
    ...totalLines(s.totales).map((line): Row => [text(line.label), amount(line.value)]),
    [text(t.closing), amount(s.saldo_final)],
  ];
  return writeXlsxFile([
    {
      sheet: t.sheet.movements,
      data: movements,
      columns: [{ width: 18 }, { width: 10 }, { width: 48 }, { width: 14 }, { width: 14 }, { width: 14 }],
      stickyRowsCount: 1,
    },
    { sheet: t.sheet.summary, data: summary, columns: [{ width: 40 }, { width: 30 }] },
  ]).toBlob();
}
