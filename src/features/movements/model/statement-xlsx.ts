/**
 * STMT-18: the statement as a real spreadsheet (write-excel-file, loaded only by dynamic import when the client
 * exports). Amounts are number cells (format #,##0.00) and dates are date cells (dd/mm/yyyy hh:mm) holding the
 * platform's wall time; the 'Movimientos' sheet lists every movement between the opening and the closing
 * balance, the 'Resumen' sheet the period, the balances and the totals by kind (and DEMO-06 in demo mode).
 */
import writeXlsxFile, { type Row } from 'write-excel-file/universal';
import { parseServerDate } from '@/shared/format/date';
import { PLATFORM_UTC_OFFSET_MS } from '@/contract/platform-time';
import { statementStrings } from '../statement-strings';
import { displayCode } from './movement-rows';
import { periodLine, totalLines, type ExportContext, type Statement } from './statement-export';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'dd/mm/yyyy hh:mm';

/** A server date as a Date whose UTC fields are the platform's wall time: the cell shows what the screen shows. */
function wallTime(text: string): Date {
  return new Date((parseServerDate(text)?.ms ?? Number.NaN) + PLATFORM_UTC_OFFSET_MS);
}

/** A money string as a number cell: the wire's two decimals are exact in a spreadsheet's number. */
const amount = (value: string) => ({ value: Number(value), type: Number, format: MONEY_FORMAT });
const bold = (value: string) => ({ value, type: String, fontWeight: 'bold' as const });

export async function buildStatementXlsx(s: Statement, ctx: ExportContext): Promise<Blob> {
  const t = statementStrings;
  const c = t.columns;
  const movements: Row[] = [
    [bold(c.date), bold(c.code), bold(c.description), bold(c.type), bold(c.amount), bold(c.saldo)],
    [null, null, bold(t.opening), null, null, amount(s.saldo_inicial)],
    ...s.movimientos.map((m): Row => [
      { value: wallTime(m.fecha_registro), type: Date, format: DATE_FORMAT },
      displayCode(m.code),
      m.description,
      m.type,
      amount(m.balance),
      amount(m.saldo),
    ]),
    [null, null, bold(t.closing), null, null, amount(s.saldo_final)],
  ];
  const summary: Row[] = [
    [bold(t.title), periodLine(s)],
    [t.sheet.currency, ctx.currency],
    ...(ctx.demo ? [[t.demoNotice] as Row] : []),
    [t.opening, amount(s.saldo_inicial)],
    ...totalLines(s.totales).map((line): Row => [line.label, amount(line.value)]),
    [t.closing, amount(s.saldo_final)],
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
