/**
 * PAY-05: 'Próximos pagos' as PDF. Heavy (jspdf and jspdf-autotable): imported only dynamically, when the
 * client asks for the file. Every page carries the header (title, window, DEMO-06 in demo mode) and the
 * table's column heads, and its number. Written uncompressed, so its text can be read back.
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatDateTime, formatDay } from '@/shared/format/date';
import { formatAmount } from '@/shared/format/money';
import { expectedPaymentsStrings } from '../strings';
import { monthLabel, periodLine, type ExportContext, type Forecast } from './payments-export';

const MARGIN = 14;
const GREEN: [number, number, number] = [8, 127, 91];
const RED: [number, number, number] = [201, 42, 42];
const t = expectedPaymentsStrings;

function pageHeader(doc: jsPDF, subtitle: string, ctx: ExportContext): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(14);
  doc.setTextColor(0);
  doc.text(t.title, MARGIN, 16);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.text(subtitle, MARGIN, 22);
  doc.text(t.generatedAt(formatDateTime(ctx.generatedAt)), MARGIN, 27);
  let y = 27;
  if (ctx.demo) {
    y += 5;
    doc.setTextColor(...RED);
    doc.text(t.demoNotice, MARGIN, y);
    doc.setTextColor(0);
  }
  return y + 5;
}

const lastY = (doc: jsPDF) =>
  (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 40;

/** PAY-05: the monthly totals with the window's, then every payment. */
export function buildPaymentsPdf(f: Forecast, ctx: ExportContext): Blob {
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: false });
  const subtitle = periodLine(f);
  doc.setProperties({ title: `${t.title} · ${subtitle}` });
  const top = pageHeader(doc, subtitle, ctx);
  const money = (value: string) => formatAmount(value, ctx.currency);
  const heads = [
    t.amountIn(t.interest, ctx.currency),
    t.amountIn(t.principal, ctx.currency),
    t.amountIn(t.total, ctx.currency),
  ];
  const amounts = { halign: 'right' as const, cellWidth: 32 };
  const common = {
    margin: { left: MARGIN, right: MARGIN, top },
    showHead: 'everyPage' as const,
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.6, overflow: 'linebreak' as const },
    headStyles: { fillColor: GREEN, textColor: 255 },
    willDrawPage: (data: { pageNumber: number }) => {
      if (data.pageNumber > 1) pageHeader(doc, subtitle, ctx);
    },
  };

  autoTable(doc, {
    ...common,
    startY: top,
    head: [[t.month, ...heads]],
    body: [
      ...f.meses.map((m) => [monthLabel(m.mes), money(m.interes), money(m.capital), money(m.total)]),
      [t.total, money(f.totales.interes), money(f.totales.capital), money(f.totales.total)],
    ],
    columnStyles: { 0: { cellWidth: 'auto' }, 1: amounts, 2: amounts, 3: amounts },
    didParseCell: (data) => {
      if (data.section === 'body' && data.row.index === f.meses.length) data.cell.styles.fontStyle = 'bold';
    },
  });

  autoTable(doc, {
    ...common,
    startY: lastY(doc) + 6,
    head: [[t.date, t.project, ...heads]],
    body: f.pagos.map((p) => [
      formatDay(p.fecha),
      `${p.proyecto} (${p.code})`,
      money(p.interes),
      money(p.capital),
      money(p.total),
    ]),
    columnStyles: {
      0: { cellWidth: 22 },
      1: { cellWidth: 'auto' },
      2: { halign: 'right', cellWidth: 28 },
      3: { halign: 'right', cellWidth: 28 },
      4: { halign: 'right', cellWidth: 28 },
    },
  });

  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFontSize(8);
    doc.text(t.pageOf(page), doc.internal.pageSize.getWidth() - MARGIN, 290, { align: 'right' });
  }
  return doc.output('blob');
}
