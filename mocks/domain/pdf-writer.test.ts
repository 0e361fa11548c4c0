import { describe, expect, it } from 'vitest';
import { PdfDocument, textWidth } from './pdf-writer';

const latin1 = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

describe('the PDF writer of the exports', () => {
  it('SRV-38 writes a PDF whose cross-reference table points at each object, one page per addPage', () => {
    const doc = new PdfDocument('Prueba');
    doc.text('primera', 10, 10).addPage().text('segunda', 10, 10);
    const source = latin1(doc.output());
    expect(source.startsWith('%PDF-1.4\n')).toBe(true);
    expect(source.endsWith('%%EOF\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n/.exec(source)![1]);
    expect(source.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = [...source.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(9); // catalog, pages, 2 fonts, info, 2 x (page + content)
    entries.forEach((at, i) => expect(source.slice(at)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)));
    expect(source).toContain('/Count 2');
    // Each content stream's declared length is its exact size.
    for (const [, length, stream] of source.matchAll(/<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/g))
      expect(stream!.length).toBe(Number(length));
  });

  it('SRV-38 prints Spanish text in WinAnsi, escapes parentheses and marks what it cannot encode', () => {
    const bytes = new PdfDocument('t').text('Descripción (año) \\ €', 10, 10).output();
    const source = latin1(bytes);
    expect(source).toContain('(Descripción \\(año\\) \\\\ ?) Tj');
    expect(bytes.includes(0xf3)).toBe(true); // ó as one byte
  });

  it('SRV-38 right-aligned text ends at its x, measured with the font metrics', () => {
    // Digits are 556/1000 em in both weights, the point 278: '-12.35' at 10 pt is 3.33 + 4 x 5.56 + 2.78.
    expect(textWidth('-12.35', 'regular', 10)).toBeCloseTo(3.33 + 4 * 5.56 + 2.78, 5);
    expect(textWidth('Monto (R$)', 'bold', 10)).toBeCloseTo(
      (833 + 611 * 3 + 333 + 278 + 333 + 722 + 556 + 333) / 100,
      5,
    );
    const source = latin1(new PdfDocument('t').text('100.00', 100, 20, 'right').output());
    const x = Number(/BT \/F1 10 Tf ([\d.]+) [\d.]+ Td \(100\.00\) Tj/.exec(source)![1]);
    expect(x + textWidth('100.00', 'regular', 10)).toBeCloseTo((100 * 72) / 25.4, 1);
  });
});
