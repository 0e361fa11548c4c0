/**
 * MOV-10: the PDF of one page of movements. This module is heavy (jspdf and jspdf-autotable) and is only ever
 * imported dynamically, when the client asks for the file, so neither library is part of any screen's bundle.
 *
 * The document is written uncompressed (jspdf's default), so its text can be read back from the file's source.
 */
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { formatDateTime } from '@/shared/format/date';
import { movementsStrings } from '../strings';
import type { MovementRow } from './movement-rows';

export interface MovementsPdfInput {
  /** The current page's movements, formatted as the panel shows them. */
  rows: readonly MovementRow[];
  page: number;
  totalPages: number;
  /** 'USDT' or '$' (DEMO-04, DEMO-05). */
  currency: string;
  /** When the file was made; printed under the title. */
  generatedAt: Date;
}

/** Builds the statement of one page: a title, the page and date, and a table of the page's movements. */
export function buildMovementsPdf(input: MovementsPdfInput): Blob {
  const s = movementsStrings;
  const doc = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4', compress: false });
  doc.setProperties({ title: s.pdf.title, subject: s.pdf.pageOf(input.page, input.totalPages) });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(s.pdf.title, 14, 18);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.text(s.pdf.pageOf(input.page, input.totalPages), 14, 25);
  doc.text(s.pdf.generatedAt(formatDateTime(input.generatedAt)), 14, 30);

  autoTable(doc, {
    startY: 36,
    head: [
      [
        s.columns.date,
        s.columns.code,
        s.columns.description,
        s.pdf.amountIn(input.currency),
        s.pdf.saldoIn(input.currency),
      ],
    ],
    body: input.rows.map((row) => [row.date, row.code, row.description, row.amount, row.saldo]),
    styles: { font: 'helvetica', fontSize: 8, cellPadding: 1.8, overflow: 'linebreak' },
    headStyles: { fillColor: [8, 127, 91], textColor: 255 },
    columnStyles: {
      0: { cellWidth: 28 },
      1: { cellWidth: 18 },
      2: { cellWidth: 'auto' },
      3: { cellWidth: 32, halign: 'right' },
      4: { cellWidth: 32, halign: 'right' },
    },
    // MOV-08: a decrease prints in red, as on screen.
    didParseCell: (data) => {
      if (data.section === 'body' && data.column.index === 3 && input.rows[data.row.index]?.decrease) {
        data.cell.styles.textColor = [201, 42, 42];
      }
    },
    margin: { left: 14, right: 14 },
  });

  if (input.rows.length === 0) {
    const y = (doc as unknown as { lastAutoTable?: { finalY: number } }).lastAutoTable?.finalY ?? 40;
    doc.text(s.pdf.empty, 14, y + 8);
  }

  return doc.output('blob');
}
