import { describe, expect, it } from 'vitest';
import { AMOUNT_STEP, hasDocument, minimumAmount, valueToReceive } from './invest';

describe('invest formulas', () => {
  it("INVEST-14 'Valor a recibir' = amount + amount × days × porcentaje_diario / 100 (1000, 100 days, 0.05 gives 1,050.00)", () => {
    expect(valueToReceive('1000', 100, '0.05', 'USDT')).toBe('USDT 1,050.00');
    expect(valueToReceive(1000, 100, '0.05', '$')).toBe('$ 1,050.00');
    // 2 decimals and thousand separators, rounded to the cent: 12345.67 × 37 × 0.032877 / 100 = 150.18...
    expect(valueToReceive('12345.67', 37, '0.032877', 'USDT')).toBe('USDT 12,495.85');
    expect(valueToReceive('50', 0, '0.05', 'USDT')).toBe('USDT 50.00');
    expect(valueToReceive('1234567.5', 1, '0', 'USDT')).toBe('USDT 1,234,567.50');
  });

  it('INVEST-14 shows nothing while the amount is empty or not a number', () => {
    expect(valueToReceive('', 100, '0.05', 'USDT')).toBeNull();
    expect(valueToReceive('abc', 100, '0.05', 'USDT')).toBeNull();
    expect(valueToReceive('-5', 100, '0.05', 'USDT')).toBeNull();
  });

  it('INVEST-11 the minimum amount is 50', () => {
    expect(minimumAmount('25000.00')).toBe('50');
    expect(minimumAmount('50.00')).toBe('50');
  });

  it('INVEST-12 below 50 available, the minimum is the available amount', () => {
    expect(minimumAmount('37.50')).toBe('37.50');
    expect(minimumAmount('49.99')).toBe('49.99');
    expect(minimumAmount('12.00')).toBe('12');
  });

  it('INVEST-10 the amount steps by 0.01', () => {
    expect(AMOUNT_STEP).toBe('0.01');
  });

  it("INVEST-06 a document is hidden when empty, missing or the text 'null'", () => {
    expect(hasDocument('')).toBe(false);
    expect(hasDocument('  ')).toBe(false);
    expect(hasDocument('null')).toBe(false);
    expect(hasDocument('NULL')).toBe(false);
    expect(hasDocument(null)).toBe(false);
    expect(hasDocument('documentos/datos-de-oferta.pdf')).toBe(true);
  });
});
