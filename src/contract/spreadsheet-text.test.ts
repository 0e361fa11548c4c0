import { describe, expect, it } from 'vitest';
import { isPlainDecimal, spreadsheetText } from './spreadsheet-text';

describe('spreadsheet text', () => {
  it('STMT-21 prefixes with a single quote a text that starts with =, +, -, @, a tab or a carriage return, and no other', () => {
    for (const text of [
      '=HYPERLINK("https://x.test","Ver")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1+1',
      '\r=1+1',
    ]) {
      expect(spreadsheetText(text)).toBe(`'${text}`);
    }
    for (const text of [
      'Inversión en Álamo',
      '2026-03-02 10:00:00',
      '000042',
      '',
      ' =1+1',
      "'=1+1",
      'a=1+1',
    ]) {
      expect(spreadsheetText(text)).toBe(text);
    }
  });

  it('STMT-21 takes as a number only a plain decimal, a negative one included', () => {
    for (const amount of ['1000.00', '-250.00', '0', '-12.5']) expect(isPlainDecimal(amount)).toBe(true);
    for (const text of ['=1+1', '-2+3', '+1', '1e3', '1,000.00', '', '-', '12.', ' 1']) {
      expect(isPlainDecimal(text)).toBe(false);
    }
  });
});
