/**
 * STMT-16, STMT-19: the statement and the tax summary as PDF. Heavy (jspdf and jspdf-autotable): imported
 * only dynamically, when the client asks for the file. Every page carries the document's header (title,
 * period, DEMO-06 in demo mode) and the table's column heads, and its number; the table pages itself.
 * Written uncompressed, as movements-pdf.ts, so its text can be read back.
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatDateTime } from '@/shared/format/date';
import { statementStrings } from '../statement-strings';
import { displayCode } from './movement-rows';
import {
  money,
  periodLine,
  totalLines,
  type ExportContext,
  type Statement,
  type TaxSummary,
} from './statement-export';

const MARGIN = 14;
const GREEN: [number, number, number] = [8, 127, 91];
const RED: [number, number, number] = [201, 42, 42];

/** The header block drawn at the top of every page; returns where the content may start. */
function pageHeader(doc: jsPDF, title: string, subtitle: string, ctx: ExportContext): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.setTextColor(0);
  doc.text(title, MARGIN, 16);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text(subtitle, MARGIN, 22);
  doc.text(statementStrings.pdf.generatedAt(formatDateTime(ctx.generatedAt)), MARGIN, 27);
  let y = 27;
  if (ctx.demo) {
    y += 5;
    doc.setTextColor(...RED);
    doc.text(statementStrings.demoNotice, MARGIN, y);
    doc.setTextColor(0);
  }
  return y + 5;
}

function pageNumbers(doc: jsPDF): void {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFontSize(8);
    doc.text(statementStrings.pdf.pageOf(page), doc.internal.pageSize.getWidth() - MARGIN, 290, {
      align: 'right',
    });
  }
}

const lastY = (doc: jsPDF) =>
  (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 40;

/** STMT-16: opening balance, every movement of the period, closing balance, then the totals by kind. */
export function buildStatementPdf(s: Statement, ctx: ExportContext): Blob {
  const t = statementStrings;
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: false });
  const subtitle = periodLine(s);
  doc.setProperties({ title: `${t.title} · ${subtitle}` });
  const top = pageHeader(doc, t.title, subtitle, ctx);

  autoTable(doc, {
    startY: top,
    margin: { left: MARGIN, right: MARGIN, top },
    showHead: 'everyPage',
    head: [
      [
        t.columns.date,
        t.columns.code,
        t.columns.description,
        t.pdf.amountIn(ctx.currency),
        t.pdf.saldoIn(ctx.currency),
      ],
    ],
    body: [
      ['', '', t.opening, '', money(s.saldo_inicial, ctx.currency)],
      ...s.movimientos.map((m) => [
        formatDateTime(m.fecha_registro),
        displayCode(m.code),
        m.description,
        money(m.balance, ctx.currency),
        money(m.saldo, ctx.currency),
      ]),
      ['', '', t.closing, '', money(s.saldo_final, ctx.currency)],
    ],
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.6, overflow: 'linebreak' },
    headStyles: { fillColor: GREEN, textColor: 255 },
    columnStyles: {
      0: { cellWidth: 28 },
      1: { cellWidth: 16 },
      2: { cellWidth: 'auto' },
      3: { cellWidth: 32, halign: 'right' },
      4: { cellWidth: 32, halign: 'right' },
    },
    didParseCell: (data) => {
      const index = data.row.index - 1;
      const row = s.movimientos[index];
      if (data.section === 'body' && data.column.index === 3 && row && Number(row.balance) < 0) {
        data.cell.styles.textColor = RED;
      }
      if (data.section === 'body' && (index === -1 || index === s.movimientos.length)) {
        data.cell.styles.fontStyle = 'bold';
      }
    },
    // Every page after the first gets the header again (the first drew it above).
    willDrawPage: (data) => {
      if (data.pageNumber > 1) pageHeader(doc, t.title, subtitle, ctx);
    },
  });

  autoTable(doc, {
    startY: lastY(doc) + 6,
    margin: { left: MARGIN, right: MARGIN, top },
    head: [[t.totalsTitle, t.pdf.amountIn(ctx.currency)]],
    body: totalLines(s.totales).map((line) => [line.label, money(line.value, ctx.currency)]),
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.6 },
    headStyles: { fillColor: GREEN, textColor: 255 },
    columnStyles: { 1: { halign: 'right', cellWidth: 40 } },
    willDrawPage: (data) => {
      if (data.pageNumber > 1) pageHeader(doc, t.title, subtitle, ctx);
    },
  });

  pageNumbers(doc);
  return doc.output('blob');
}

/** STMT-19: the year's figures and its sales on the secondary market. */
export function buildTaxPdf(tax: TaxSummary, ctx: ExportContext): Blob {
  const t = statementStrings.tax;
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: false });
  const title = t.documentTitle(tax.anio);
  doc.setProperties({ title });
  const subtitle = `${statementStrings.sheet.currency}: ${ctx.currency}`;
  const top = pageHeader(doc, title, subtitle, ctx);
  autoTable(doc, {
    startY: top,
    margin: { left: MARGIN, right: MARGIN, top },
    body: [
      [t.interest, money(tax.intereses, ctx.currency)],
      [t.gains, money(tax.ganancias_secundario, ctx.currency)],
      [t.losses, money(tax.perdidas_secundario, ctx.currency)],
      [t.net, money(tax.resultado_secundario, ctx.currency)],
      [t.fees, money(tax.comisiones, ctx.currency)],
    ],
    styles: { font: 'helvetica', fontSize: 9, cellPadding: 1.8 },
    columnStyles: { 1: { halign: 'right', cellWidth: 45 } },
  });
  const c = t.salesColumns;
  autoTable(doc, {
    startY: lastY(doc) + 6,
    margin: { left: MARGIN, right: MARGIN, top },
    showHead: 'everyPage',
    head: [[c.date, c.code, c.description, c.price, c.cost, c.result]],
    body:
      tax.ventas.length === 0
        ? [[{ content: t.noSales, colSpan: 6 }]]
        : tax.ventas.map((v) => [
            formatDateTime(v.fecha),
            v.code,
            v.description,
            money(v.precio_venta, ctx.currency),
            money(v.costo, ctx.currency),
            money(v.resultado, ctx.currency),
          ]),
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.6, overflow: 'linebreak' },
    headStyles: { fillColor: GREEN, textColor: 255 },
    willDrawPage: (data) => {
      if (data.pageNumber > 1) pageHeader(doc, title, subtitle, ctx);
    },
  });
  pageNumbers(doc);
  return doc.output('blob');
}
