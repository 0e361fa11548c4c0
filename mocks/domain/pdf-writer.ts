/**
 * A minimal PDF writer for the simulator's exports: A4 pages of text in the standard Helvetica fonts (regular
 * and bold, which every PDF reader has, so nothing is embedded), in colour, placed in millimetres from the top
 * left, left- or right-aligned, uncompressed so the text can be read back. Text is encoded in WinAnsi, which
 * holds Spanish; a character outside it prints as '?'. A library would weigh 130 kB gzip on every start of the
 * service worker, which cannot load code later.
 */

export type PdfFont = 'regular' | 'bold';
export type Rgb = readonly [number, number, number];

interface Run {
  text: string;
  xMm: number;
  yMm: number;
  font: PdfFont;
  size: number;
  color: Rgb;
  align: 'left' | 'right';
}

const PT_PER_MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };
const FONT_NAMES: Record<PdfFont, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const FONT_KEYS: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };

/**
 * Advance widths (1/1000 em) of the printable ASCII characters, ' ' to '~', from Adobe's Helvetica and
 * Helvetica-Bold metrics; other characters count as 556 (a digit's width). Used only to right-align.
 */
const WIDTHS: Record<PdfFont, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
    500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
    556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
    556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
    556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
    556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
    333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** Width of `text` in points at `size`. */
export function textWidth(text: string, font: PdfFont, size: number): number {
  let units = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    units += code >= 32 && code <= 126 ? WIDTHS[font][code - 32]! : 556;
  }
  return (units * size) / 1000;
}

/** A string in WinAnsi bytes (one char per byte), escaped for a PDF literal string. */
function literal(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    // WinAnsi matches Latin-1 from 0xA0 up; the few 0x80-0x9F signs are not needed here.
    const byte = (code >= 32 && code <= 126) || (code >= 0xa0 && code <= 0xff) ? ch : '?';
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

const num = (value: number) => String(Math.round(value * 100) / 100);

export class PdfDocument {
  private readonly pages: Run[][] = [[]];
  private font: PdfFont = 'regular';
  private size = 10;
  private color: Rgb = [0, 0, 0];

  constructor(private readonly title: string) {}

  setFont(font: PdfFont): this {
    this.font = font;
    return this;
  }

  setFontSize(size: number): this {
    this.size = size;
    return this;
  }

  /** The colour of the text that follows, 0-255 per channel. */
  setTextColor(color: Rgb): this {
    this.color = color;
    return this;
  }

  addPage(): this {
    this.pages.push([]);
    return this;
  }

  /** Text whose baseline starts (or, right-aligned, ends) at x, y millimetres from the page's top left. */
  text(text: string, xMm: number, yMm: number, align: 'left' | 'right' = 'left'): this {
    this.pages.at(-1)!.push({ text, xMm, yMm, font: this.font, size: this.size, color: this.color, align });
    return this;
  }

  /** The file's bytes. */
  output(): Uint8Array {
    const objects: string[] = [];
    const add = (body: string) => objects.push(body);
    // 1 catalog, 2 page tree, 3 and 4 fonts, 5 document info; then a page and its content per page.
    const pageIds = this.pages.map((_, i) => 6 + i * 2);
    add('<< /Type /Catalog /Pages 2 0 R >>');
    add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`);
    for (const font of ['regular', 'bold'] as const)
      add(`<< /Type /Font /Subtype /Type1 /BaseFont /${FONT_NAMES[font]} /Encoding /WinAnsiEncoding >>`);
    add(`<< /Title ${literal(this.title)} /Producer (Simulador) >>`);
    for (const [i, runs] of this.pages.entries()) {
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      );
      const stream = runs.map((run) => this.draw(run)).join('\n');
      add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    }
    let file = '%PDF-1.4\n';
    const offsets = objects.map((body, i) => {
      const at = file.length;
      file += `${i + 1} 0 obj\n${body}\nendobj\n`;
      return at;
    });
    const xrefAt = file.length;
    file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const at of offsets) file += `${String(at).padStart(10, '0')} 00000 n \n`;
    file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    // Every character is one byte (literal() kept them under 0x100).
    return Uint8Array.from(file, (ch) => ch.charCodeAt(0));
  }

  private draw(run: Run): string {
    const width = run.align === 'right' ? textWidth(run.text, run.font, run.size) : 0;
    const x = run.xMm * PT_PER_MM - width;
    const y = A4.height - run.yMm * PT_PER_MM;
    const [r, g, b] = run.color.map((c) => num(c / 255));
    return `${r} ${g} ${b} rg BT /${FONT_KEYS[run.font]} ${run.size} Tf ${num(x)} ${num(y)} Td ${literal(run.text)} Tj ET`;
  }
}
