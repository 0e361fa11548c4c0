#!/usr/bin/env node
/**
 * Writes the demo's documents into public/documentos: the offer's data sheet ('Datos de oferta'), the
 * project's catalogue ('Catálogo') and the investment contract, one small PDF each, in Spanish, saying they
 * are demonstration documents of the simulator. The seed points every project's pdf_oferente, brouchure and
 * file at them (DEMO_DOCUMENTS in mocks/seed/catalog.ts), as relative paths, so they follow the site under a
 * sub-path as the category illustrations of public/proyectos do.
 *
 *   node scripts/generate-demo-documents.mjs [--check]
 *
 * The files are committed: the static host serves them as they are (no build step, the dev server and
 * Storybook serve public/ too). The output is byte for byte the same on every run (fixed creation date and
 * file id, uncompressed so their text can be read back); --check writes nothing and exits 1 when a committed
 * file differs from what would be generated (tests/unit/demo-documents.test.ts makes the same comparison).
 * Regenerate after changing the text or upgrading jspdf.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jsPDF } from 'jspdf';

export const DOCUMENTS_DIR = fileURLToPath(new URL('../public/documentos/', import.meta.url));

/** A fixed date and id: the same bytes on every run. */
const CREATED = new Date(Date.UTC(2026, 0, 1));
const FILE_ID = '5349 4D55 4C41 444F 5244 454D 4F30 3031'.replaceAll(' ', '');

const NOTICE =
  'Este es un documento de demostración del simulador de la plataforma. No corresponde a ningún proyecto, ' +
  'emisor ni inversión reales, y no constituye una oferta, una recomendación de inversión ni un contrato. ' +
  'En la plataforma real, cada proyecto publica aquí su propio documento.';

const FOOTER = 'Documento de demostración generado por el simulador. Sin validez legal ni comercial.';

/** Each document: its file name under public/documentos, title, what it is for and what the real one holds. */
const DOCUMENTS = [
  {
    file: 'datos-de-oferta.pdf',
    title: 'Datos de la oferta',
    purpose:
      'La ficha técnica que el emisor publica con su oferta («Datos de oferta» en el detalle del proyecto).',
    contents: [
      'El emisor, su actividad y su país.',
      'El monto de la emisión, la tasa de interés anual de referencia y el plazo.',
      'La frecuencia de pago de los intereses y la fecha de vencimiento.',
      'La garantía que respalda el repago y el nivel de riesgo asignado.',
      'El destino de los fondos y, si las hay, las parcelas asociadas al contrato.',
    ],
  },
  {
    file: 'catalogo.pdf',
    title: 'Catálogo del proyecto',
    purpose: 'La presentación comercial del proyecto («Catálogo» en el detalle del proyecto).',
    contents: [
      'La presentación del proyecto y del equipo que lo ejecuta.',
      'La ubicación, con fotografías, planos o mapas.',
      'El mercado, los compradores o los contratos que respaldan los ingresos.',
      'El calendario de la obra, de la campaña o de la operación.',
      'Los hitos ya cumplidos y los que faltan.',
    ],
  },
  {
    file: 'contrato-de-inversion.pdf',
    title: 'Contrato de inversión',
    purpose: 'El modelo del contrato que el inversionista suscribe al invertir en un proyecto.',
    contents: [
      'Las partes: el emisor del proyecto y el inversionista.',
      'El número de contrato y el monto invertido.',
      'Los intereses, su cálculo diario y las fechas de pago.',
      'Las garantías, la mora y sus consecuencias.',
      'La cesión de la inversión en el mercado secundario.',
      'La ley aplicable y la resolución de controversias.',
    ],
  },
];

const MARGIN = 20;
const WIDTH = 210 - 2 * MARGIN;
const RED = [201, 42, 42];
const GRAY = [90, 90, 90];

/** Writes one paragraph wrapped to the page's width; returns where the next line starts. */
function paragraph(doc, text, y, size = 11) {
  doc.setFontSize(size);
  const lines = doc.splitTextToSize(text, WIDTH);
  doc.text(lines, MARGIN, y, { lineHeightFactor: 1.4 });
  return y + lines.length * size * 0.3528 * 1.4 + 4;
}

function render({ title, purpose, contents }) {
  const doc = new jsPDF({ format: 'a4', unit: 'mm', compress: false });
  doc.setCreationDate(CREATED);
  doc.setFileId(FILE_ID);
  doc.setLanguage('es');
  doc.setDocumentProperties({
    title: `${title} (documento de demostración)`,
    subject: 'Documento de demostración del simulador de la plataforma de inversión',
    author: 'Simulador de la plataforma',
    creator: 'scripts/generate-demo-documents.mjs',
    keywords: 'demostración, simulador',
  });

  doc.setFillColor(...RED);
  doc.rect(0, 0, 210, 14, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(11);
  doc.setTextColor(255);
  doc.text('DOCUMENTO DE DEMOSTRACIÓN · SIMULADOR', MARGIN, 9);

  doc.setTextColor(...GRAY);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.text('Plataforma de inversión alternativa', MARGIN, 28);
  doc.setTextColor(0);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  doc.text(title, MARGIN, 40);

  doc.setFont('helvetica', 'normal');
  let y = paragraph(doc, purpose, 52);
  doc.setDrawColor(...RED);
  doc.setLineWidth(0.6);
  const noticeLines = doc.setFontSize(11).splitTextToSize(NOTICE, WIDTH - 10);
  const noticeHeight = noticeLines.length * 11 * 0.3528 * 1.4 + 8;
  doc.rect(MARGIN, y, WIDTH, noticeHeight);
  doc.setTextColor(...RED);
  doc.text(noticeLines, MARGIN + 5, y + 7, { lineHeightFactor: 1.4 });
  doc.setTextColor(0);
  y += noticeHeight + 12;

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.text('Qué contiene este documento en la plataforma real', MARGIN, y);
  y += 9;
  doc.setFont('helvetica', 'normal');
  for (const item of contents) {
    doc.setFontSize(11);
    doc.text('•', MARGIN + 2, y);
    const lines = doc.splitTextToSize(item, WIDTH - 10);
    doc.text(lines, MARGIN + 8, y, { lineHeightFactor: 1.4 });
    y += lines.length * 11 * 0.3528 * 1.4 + 3;
  }

  doc.setDrawColor(200);
  doc.setLineWidth(0.3);
  doc.line(MARGIN, 277, 210 - MARGIN, 277);
  doc.setFontSize(9);
  doc.setTextColor(...GRAY);
  doc.text(FOOTER, MARGIN, 283);
  return new Uint8Array(doc.output('arraybuffer'));
}

/** Every document's file name and bytes, as the script writes them. */
export function generateDemoDocuments() {
  return DOCUMENTS.map((d) => ({ file: d.file, bytes: render(d) }));
}

function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  if (!check) mkdirSync(DOCUMENTS_DIR, { recursive: true });
  for (const { file, bytes } of generateDemoDocuments()) {
    const target = path.join(DOCUMENTS_DIR, file);
    const relative = path.relative(process.cwd(), target);
    if (check) {
      let current = null;
      try {
        current = readFileSync(target);
      } catch {
        // missing: reported as out of date below
      }
      if (current === null || !Buffer.from(bytes).equals(current)) {
        console.error(`${relative} is out of date: run node scripts/generate-demo-documents.mjs`);
        stale += 1;
      }
    } else {
      writeFileSync(target, bytes);
      console.log(`wrote ${relative} (${bytes.length} bytes)`);
    }
  }
  if (check && stale === 0) console.log('public/documentos is up to date');
  if (stale > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
