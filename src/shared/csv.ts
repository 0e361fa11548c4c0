/**
 * The CSV files the client writes (statements, the tax summary, expected payments): RFC 4180, comma-separated,
 * amounts as plain decimals with a point, every text cell written as text (STMT-21, SRV-55: spreadsheet-text.ts).
 */
import { isPlainDecimal, spreadsheetText } from '@/contract/spreadsheet-text';

/**
 * One CSV cell: a text, or a wire amount the spreadsheet is to read as a number. The writer has to know which
 * is which: every text that would start a formula is neutralised, and a negative amount ('-250.00') starts
 * with '-' too, yet must stay a number.
 */
export type CsvCell = string | { amount: string };

/** A wire amount, written as a number. */
export const csvAmount = (value: string): CsvCell => ({ amount: value });

/**
 * One CSV field. An amount that is a plain decimal is written as it is; any other value, an amount the server
 * sent malformed included, is text: neutralised, then quoted when it holds a separator (',' or the ';' and tab a
 * spreadsheet may split on), a quote, a line break or the leading "'", so no part of it can start a cell of its
 * own.
 */
function csvField(cell: CsvCell): string {
  if (typeof cell !== 'string' && isPlainDecimal(cell.amount)) return cell.amount;
  const text = spreadsheetText(typeof cell === 'string' ? cell : cell.amount);
  return /[",;\t\n\r]|^'/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The rows as CSV text, each line ended by CRLF. */
export const csvLines = (rows: readonly (readonly CsvCell[])[]) =>
  `${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;

/** A CSV text as a file: UTF-8 with its byte-order mark, so spreadsheets read the accents right. */
export const csvBlob = (text: string) => new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
