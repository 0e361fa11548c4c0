import { describe, expect, it } from 'vitest';
import { checkTransfer, normaliseAmount } from './transfer-form';

const ok = { card_id: '4', amount: '100', notes: 'Viaje' };

describe('card transfer form', () => {
  it("CARD-40 strips '$' and turns commas into dots: '$12,50' is sent as '12.50'", () => {
    expect(normaliseAmount('$12,50')).toBe('12.50');
    expect(normaliseAmount(' $ 3000 ')).toBe('3000');
    expect(checkTransfer({ ...ok, amount: '$12,50' })).toEqual({
      payload: { card_id: 4, amount: '12.50', notes: 'Viaje' },
    });
  });

  it("CARD-38 names the missing fields joined by ' | ' and sends nothing", () => {
    expect(checkTransfer({ card_id: '', amount: '', notes: '' })).toEqual({
      error: 'Los siguientes campos son requeridos: Tarjeta | Monto | Notas',
    });
    expect(checkTransfer({ ...ok, notes: '   ' })).toEqual({
      error: 'Los siguientes campos son requeridos: Notas',
    });
    expect(checkTransfer({ ...ok, card_id: '', amount: '$' })).toEqual({
      error: 'Los siguientes campos son requeridos: Tarjeta | Monto',
    });
  });

  it('CARD-39 accepts 3000 and refuses 3000.01', () => {
    expect(checkTransfer({ ...ok, amount: '3000' })).toMatchObject({ payload: { amount: '3000' } });
    expect(checkTransfer({ ...ok, amount: '$3000,00' })).toMatchObject({ payload: { amount: '3000.00' } });
    expect(checkTransfer({ ...ok, amount: '3000.01' })).toEqual({
      error: 'El monto máximo por transferencia a tarjeta es 3000.',
    });
    expect(checkTransfer({ ...ok, amount: '3000,01' })).toMatchObject({
      error: expect.stringContaining('3000'),
    });
  });

  it('CARD-37 refuses amounts that are not a positive number with up to 2 decimals', () => {
    for (const amount of ['0', '0.00', '-1', '1e3', 'abc', '1.234', '1,250.00', '.5']) {
      expect(checkTransfer({ ...ok, amount }), amount).toEqual({
        error: 'El monto no es válido: escriba un número mayor que cero con hasta 2 decimales.',
      });
    }
  });
});
