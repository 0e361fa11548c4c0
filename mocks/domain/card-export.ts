/**
 * SRV-38: the file of a card's movements for a date range, as card/movements generates it: a spreadsheet
 * (Excel 2003 XML, 'xls', which Excel and LibreOffice open, numbers as numbers) or a PDF (pdf-writer.ts).
 * Pure and synchronous, so the handler builds the file inside its transaction.
 */
import { spreadsheetText } from '@/contract/spreadsheet-text';
import type { CardRecord } from '../store/records';
import { DAY_MS, formatDate, formatDateTime, parseDate } from './dates';
import { formatMicro } from './money';
import { PdfDocument, type Rgb } from './pdf-writer';

export type ExportType = 'xls' | 'pdf';

export interface ExportMovement {
  id: number;
  description: string;
  reference: string;
  created_by: string;
  amountMicro: number;
  createdAt: number;
}

export interface ExportInput {
  card: Pick<CardRecord, 'number' | 'card_model'>;
  /** 'YYYY-MM-DD' or '' (no bound). */
  from: string;
  to: string;
  /** Oldest first. */
  movements: readonly ExportMovement[];
  generatedAt: number;
}

export const EXPORT_MIME: Record<ExportType, string> = {
  xls: 'application/vnd.ms-excel',
  pdf: 'application/pdf',
};

const title = 'Movimientos de la tarjeta';
const columns = ['Fecha', 'Descripción', 'Referencia', 'Creado por', 'Monto (R$)'] as const;

/** Epoch bounds of a range of platform days: from its first millisecond to the last of `to` (inclusive). */
export function rangeBounds(from: string, to: string): { fromAt: number; toAt: number } | null {
  const fromAt = from ? parseDate(from) : Number.MIN_SAFE_INTEGER;
  const toStart = to ? parseDate(to) : null;
  if (fromAt === null || (to && toStart === null)) return null;
  const toAt = toStart === null ? Number.MAX_SAFE_INTEGER : toStart + DAY_MS - 1;
  return { fromAt, toAt };
}

/** The card number with only its first and last 4 digits, as the screen shows it (CARD-04). */
export function maskedNumber(number: string): string {
  if (number.length < 8) return number;
  return [number.slice(0, 4), '*'.repeat(number.length - 8), number.slice(-4)].filter(Boolean).join(' ');
}

const rangeText = (from: string, to: string) =>
  `Desde ${from ? displayDate(from) : 'el inicio'} hasta ${to ? displayDate(to) : 'hoy'}`;
const displayDate = (ymd: string) => ymd.split('-').reverse().join('/');

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/**
 * A number is a Number cell (a negative amount stays a number); a text is a String cell, never a formula
 * (ss:Formula), and written through spreadsheetText (STMT-21): a String cell is not evaluated when the file
 * opens, but the description, reference and author come from people, and a reader who edits such a cell or
 * saves the sheet as CSV would turn '=HYPERLINK(...)' into a live formula; the leading "'" keeps it text.
 */
function cell(value: string | number, style?: string): string {
  const attr = style ? ` ss:StyleID="${style}"` : '';
  return typeof value === 'number'
    ? `<Cell${attr}><Data ss:Type="Number">${value}</Data></Cell>`
    : `<Cell${attr}><Data ss:Type="String">${escapeXml(spreadsheetText(value))}</Data></Cell>`;
}

/** The spreadsheet: a title row, the card, the range, a header and one row per movement and a total. */
export function buildSpreadsheet(input: ExportInput): string {
  const row = (cells: string[]) => `<Row>${cells.join('')}</Row>`;
  const amount = (micro: number) => Number(formatMicro(micro));
  const total = input.movements.reduce((sum, m) => sum + m.amountMicro, 0);
  const rows = [
    row([cell(title, 'bold')]),
    row([cell(`${input.card.card_model} ${maskedNumber(input.card.number)}`)]),
    row([cell(rangeText(input.from, input.to))]),
    row([cell(`Generado el ${formatDateTime(input.generatedAt)}`)]),
    row([]),
    row(columns.map((c) => cell(c, 'bold'))),
    ...input.movements.map((m) =>
      row([
        cell(formatDateTime(m.createdAt)),
        cell(m.description),
        cell(m.reference),
        cell(m.created_by),
        cell(amount(m.amountMicro), 'money'),
      ]),
    ),
    row([cell('Total', 'bold'), cell(''), cell(''), cell(''), cell(amount(total), 'money')]),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles><Style ss:ID="bold"><Font ss:Bold="1"/></Style>',
    '<Style ss:ID="money"><NumberFormat ss:Format="#,##0.00"/></Style></Styles>',
    '<Worksheet ss:Name="Movimientos"><Table>',
    ...rows,
    '</Table></Worksheet></Workbook>',
  ].join('\n');
}

const RED: Rgb = [201, 42, 42];
const GREEN: Rgb = [8, 127, 91];
const BLACK: Rgb = [0, 0, 0];

/** The PDF (uncompressed, so its text can be read back): title, card, range and the movements. */
export function buildPdf(input: ExportInput): Uint8Array {
  const doc = new PdfDocument(title);
  doc.setFont('bold').setFontSize(16).text(title, 14, 18);
  doc.setFont('regular').setFontSize(10);
  doc.text(`${input.card.card_model} ${maskedNumber(input.card.number)}`, 14, 25);
  doc.text(rangeText(input.from, input.to), 14, 30);
  doc.text(`Generado el ${formatDateTime(input.generatedAt)}`, 14, 35);
  const x = [14, 50, 110, 140, 196];
  let y = 45;
  doc.setFont('bold');
  columns.forEach((c, i) => doc.text(c, x[i]!, y, i === 4 ? 'right' : 'left'));
  doc.setFont('regular');
  for (const m of input.movements) {
    y += 6;
    if (y > 280) {
      doc.addPage();
      y = 20;
    }
    doc.text(formatDate(m.createdAt).split('-').reverse().join('/'), x[0]!, y);
    doc.text(m.description.slice(0, 34), x[1]!, y);
    doc.text(m.reference.slice(0, 16), x[2]!, y);
    doc.text(m.created_by.slice(0, 24), x[3]!, y);
    doc.setTextColor(m.amountMicro < 0 ? RED : GREEN).text(formatMicro(m.amountMicro), x[4]!, y, 'right');
    doc.setTextColor(BLACK);
  }
  const total = input.movements.reduce((sum, m) => sum + m.amountMicro, 0);
  doc.setFont('bold');
  doc.text('Total', x[0]!, y + 8);
  doc.text(formatMicro(total), x[4]!, y + 8, 'right');
  return doc.output();
}

/** A URL the page can open for a generated file: a blob URL where the platform has them, else a data URL. */
export function fileUrl(content: string | Uint8Array, mime: string): string {
  const blob = new Blob([content as BlobPart], { type: mime });
  if (typeof URL.createObjectURL === 'function') return URL.createObjectURL(blob);
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:${mime};base64,${btoa(binary)}`;
}
