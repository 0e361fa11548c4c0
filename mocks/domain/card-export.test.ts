import { describe, expect, it } from 'vitest';
import {
  buildPdf,
  buildSpreadsheet,
  fileUrl,
  maskedNumber,
  rangeBounds,
  type ExportInput,
} from './card-export';
import { parseDate } from './dates';

const at = (ymd: string, hours = 12) => parseDate(ymd)! + hours * 3_600_000;

const input: ExportInput = {
  card: { number: '4000123412341234', card_model: 'Visa Prepago Virtual' },
  from: '2026-11-01',
  to: '2026-11-30',
  movements: [
    {
      id: 1,
      description: 'Recarga <b>&</b>',
      reference: 'TRF-000001',
      created_by: 'Valentina Ríos',
      amountMicro: 500_000_000,
      createdAt: at('2026-11-02'),
    },
    {
      id: 2,
      description: 'Café Juan Valdez',
      reference: 'AUT-123456',
      created_by: 'Red de pagos',
      amountMicro: -12_350_000,
      createdAt: at('2026-11-20'),
    },
  ],
  generatedAt: at('2026-11-22'),
};

describe('card movements export', () => {
  it('SRV-38 a range covers whole platform days, either bound may be empty, a bad date is null', () => {
    expect(rangeBounds('2026-11-01', '2026-11-01')).toEqual({
      // 2026-11-01 00:00 to 23:59:59.999 in Bogotá (UTC-5)
      fromAt: Date.UTC(2026, 10, 1, 5),
      toAt: Date.UTC(2026, 10, 2, 5) - 1,
    });
    expect(rangeBounds('', '')).toEqual({ fromAt: Number.MIN_SAFE_INTEGER, toAt: Number.MAX_SAFE_INTEGER });
    expect(rangeBounds('2026-02-30', '')).toBeNull();
    expect(rangeBounds('', '2026-13-01')).toBeNull();
  });

  it('SRV-38 CARD-20 the xls file is an Excel XML workbook with one row per movement, numbers as numbers, text escaped', () => {
    const xml = buildSpreadsheet(input);
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml.split('<Row>').length - 1).toBe(6 + 2 + 1);
    expect(xml).toContain('<Data ss:Type="Number">500</Data>');
    expect(xml).toContain('<Data ss:Type="Number">-12.35</Data>');
    expect(xml).toContain('<Data ss:Type="Number">487.65</Data>');
    expect(xml).toContain('Recarga &lt;b&gt;&amp;&lt;/b&gt;');
    expect(xml).not.toContain('<b>');
    expect(xml).toContain('4000 ******** 1234');
    expect(xml).toContain('Desde 01/11/2026 hasta 30/11/2026');
  });

  it('SRV-38 CARD-20 the pdf file is a PDF that prints the card, the range and each amount', async () => {
    const bytes = buildPdf(input);
    const source = new TextDecoder('latin1').decode(bytes);
    expect(source.startsWith('%PDF-')).toBe(true);
    for (const text of [
      'Movimientos de la tarjeta',
      'Desde 01/11/2026 hasta 30/11/2026',
      '500.00',
      '-12.35',
      '487.65',
      '20/11/2026',
    ]) {
      expect(source).toContain(`(${text}) Tj`);
    }
  });

  it('SRV-38 the file URL is a blob URL holding the content with its type', async () => {
    const url = fileUrl('hola', 'application/vnd.ms-excel');
    expect(url).toMatch(/^blob:/);
    const { resolveObjectURL } = await import('node:buffer');
    const blob = resolveObjectURL(url)!;
    expect(blob.type).toBe('application/vnd.ms-excel');
    expect(await blob.text()).toBe('hola');
  });

  const hostile = ['=HYPERLINK("https://x.test","Ver")', '+1+1', '-2+3', '@SUM(A1)', '\t=1+1', '\r=1+1'];
  const hostileInput: ExportInput = {
    ...input,
    movements: hostile.map((text, i) => ({
      id: i + 1,
      description: text,
      reference: hostile[(i + 1) % hostile.length]!,
      created_by: hostile[(i + 2) % hostile.length]!,
      amountMicro: i % 2 === 0 ? 10_000_000 : -12_500_000,
      createdAt: at('2026-11-02'),
    })),
  };
  const FORMULA_START = /^[=+\-@\t\r]/;

  it('STMT-21 SRV-38 the xls file writes every text as a String cell behind a leading quote when it would start a formula, amounts as numbers, no formula', () => {
    const xml = buildSpreadsheet(hostileInput);
    expect(xml).not.toMatch(/ss:Formula|<f[\s>]/i);
    const unescape = (text: string) =>
      text.replace(
        /&(lt|gt|amp|quot|apos);/g,
        (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" })[name]!,
      );
    const cells = [...xml.matchAll(/<Data ss:Type="(\w+)">([^<]*)<\/Data>/g)].map(([, type, value]) => ({
      type: type!,
      value: unescape(value!),
    }));
    const texts = cells.filter((c) => c.type === 'String').map((c) => c.value);
    expect(texts.filter((text) => FORMULA_START.test(text))).toEqual([]);
    for (const text of hostile) expect(texts.filter((t) => t === `'${text}`)).toHaveLength(3);
    const numbers = cells.filter((c) => c.type === 'Number').map((c) => Number(c.value));
    expect(numbers).toEqual([10, -12.5, 10, -12.5, 10, -12.5, -7.5]);
  });

  it('STMT-21 SRV-38 the pdf file prints such texts as they are and carries no link or action', () => {
    const source = new TextDecoder('latin1').decode(buildPdf(hostileInput));
    for (const action of ['/URI', '/Launch', '/Annots', '/JavaScript', '/JS', '/SubmitForm']) {
      expect(source, action).not.toContain(action);
    }
    expect(source).toContain('(=HYPERLINK\\("https://x.test","Ver"\\)) Tj');
    expect(source).toContain('(-2+3) Tj');
  });

  it('CARD-04 the files mask the number but for its first and last 4 digits', () => {
    expect(maskedNumber('4000123412341234')).toBe('4000 ******** 1234');
    expect(maskedNumber('12345678')).toBe('1234 5678');
  });
});
