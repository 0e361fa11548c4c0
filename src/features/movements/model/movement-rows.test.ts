import { describe, expect, it } from 'vitest';
import type { Movement } from '@/contract/account';
import { displayCode, isDecrease, pdfFileName, toMovementRow } from './movement-rows';

const movement = (over: Partial<Movement> = {}): Movement => ({
  id: 9,
  fecha_registro: '2026-11-20 14:05:33',
  code: 'D00042',
  description: 'Depósito USDT aprobado',
  balance: '1234567.50',
  saldo: '1250000.00',
  status: 'APROBADO',
  type: 'DEPOSITO',
  notes: null,
  currency_tag: 'USDT',
  client_id: 1,
  created_at: '2026-11-20 14:05:33',
  updated_at: '2026-11-20 14:05:33',
  updated_by: null,
  pdf: null,
  csv: null,
  ...over,
});

describe('movement rows', () => {
  it("MOV-07 shows a null (or blank) code as '000000'", () => {
    expect(displayCode(null)).toBe('000000');
    expect(displayCode('  ')).toBe('000000');
    expect(displayCode('W00017')).toBe('W00017');
    expect(toMovementRow(movement({ code: null }), 'USDT').code).toBe('000000');
  });

  it('MOV-08 a negative balance is a decrease; zero and positive ones are not', () => {
    expect(isDecrease('-0.01')).toBe(true);
    expect(isDecrease('-1250.00')).toBe(true);
    expect(isDecrease('0.00')).toBe(false);
    expect(isDecrease('25.00')).toBe(false);
    const row = toMovementRow(movement({ balance: '-1250.00' }), 'USDT');
    expect(row.decrease).toBe(true);
    expect(row.amount).toBe('-USDT 1,250.00');
  });

  it('MOV-11 CONST-05 amounts have 2 decimals, thousand separators and the currency label', () => {
    expect(toMovementRow(movement({ balance: '-0.5', saldo: '0' }), '$')).toMatchObject({
      amount: '-$ 0.50',
      saldo: '$ 0.00',
    });
  });

  it('MOV-06 GEN-01 a row has the date the Spanish way, the code, description, amount and saldo', () => {
    expect(toMovementRow(movement(), 'USDT')).toEqual({
      id: 9,
      date: '20/11/2026 14:05',
      code: 'D00042',
      description: 'Depósito USDT aprobado',
      amount: 'USDT 1,234,567.50',
      saldo: 'USDT 1,250,000.00',
      decrease: false,
    });
    expect(toMovementRow(movement({ fecha_registro: '2026-01-02' }), '$').date).toBe('02/01/2026');
  });

  it("MOV-10 saves the PDF under the list's pdf file name", () => {
    expect(pdfFileName('movimientos_1_p1.pdf', 'x.pdf')).toBe('movimientos_1_p1.pdf');
    expect(pdfFileName('/storage/pdf/estado-cuenta.pdf', 'x.pdf')).toBe('estado-cuenta.pdf');
    expect(pdfFileName('https://h/a/b/estado.PDF?v=1', 'x.pdf')).toBe('estado.PDF');
    expect(pdfFileName('estado', 'x.pdf')).toBe('estado.pdf');
    expect(pdfFileName('', 'movimientos.pdf')).toBe('movimientos.pdf');
    expect(pdfFileName(null, 'movimientos.pdf')).toBe('movimientos.pdf');
  });
});
