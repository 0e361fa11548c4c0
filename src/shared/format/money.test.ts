import { describe, expect, it } from 'vitest';
import {
  divRound,
  formatAmount,
  formatCents,
  formatCentsAmount,
  formatMinorUnits,
  formatMoney,
  toDecimalText,
  toMinorUnits,
} from './money';

describe('money formatting', () => {
  it('CONST-05 formats with 2 decimals, "," between thousands and "." as the decimal mark', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney('1059.94')).toBe('1,059.94');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(999)).toBe('999.00');
    expect(formatMoney(1000)).toBe('1,000.00');
    expect(formatMoney('-1234.5')).toBe('-1,234.50');
    expect(formatMoney(-0)).toBe('0.00');
    expect(formatMoney(123456789012345678901234567890n.toString())).toBe(
      '123,456,789,012,345,678,901,234,567,890.00',
    );
  });

  it('rounds halves away from zero from the decimal text, without float drift', () => {
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney('0.005')).toBe('0.01');
    expect(formatMoney('0.0049')).toBe('0.00');
    expect(formatMoney(-1.005)).toBe('-1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(1e-7)).toBe('0.00');
    expect(formatMoney('1.5e3')).toBe('1,500.00');
  });

  it('converts amounts to integer minor units', () => {
    expect(toMinorUnits('1000', 2)).toBe(100000n);
    expect(toMinorUnits(' 12.345678 ', 6)).toBe(12345678n);
    expect(toMinorUnits('.5', 2)).toBe(50n);
    expect(toMinorUnits('7.', 2)).toBe(700n);
    expect(toMinorUnits('+3', 0)).toBe(3n);
    for (const bad of ['', 'abc', '1,000', '.', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => toMinorUnits(bad)).toThrow(RangeError);
    }
  });

  it('divides with rounding halves away from zero', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(5n, 3n)).toBe(2n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(0n, 7n)).toBe(0n);
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
  });

  it('formats cents and other minor units', () => {
    expect(formatCents(105994n)).toBe('1,059.94');
    expect(formatCents(5)).toBe('0.05');
    expect(formatMinorUnits(1234567n, 6)).toBe('1.234567');
    expect(formatMinorUnits(-5n, 2)).toBe('-0.05');
    expect(formatMinorUnits(1234n, 0)).toBe('1,234');
  });

  it('DEMO-04 DEMO-05 DASH-10 puts the currency label in front and the sign before it', () => {
    expect(formatAmount('25000', 'USDT')).toBe('USDT 25,000.00');
    expect(formatAmount('1234567.5', '$')).toBe('$ 1,234,567.50');
    expect(formatAmount('-1250.5', '$')).toBe('-$ 1,250.50');
    expect(formatAmount('-1250', 'USDT')).toBe('-USDT 1,250.00');
    expect(formatAmount('1234567.5', 'R$')).toBe('R$ 1,234,567.50');
    expect(formatAmount('-12.35', 'R$')).toBe('-R$ 12.35');
    expect(formatAmount(0, 'USDT')).toBe('USDT 0.00');
    expect(formatAmount('-0.001', '$')).toBe('$ 0.00');
    expect(formatAmount('0.005', '$')).toBe('$ 0.01');
    expect(formatAmount('99999999999999999999.995', 'USDT')).toBe('USDT 100,000,000,000,000,000,000.00');
  });

  it('shows nothing for a missing amount and unreadable text as it came', () => {
    expect(formatAmount(null, '$')).toBe('');
    expect(formatAmount(undefined, '$')).toBe('');
    expect(formatAmount('', '$')).toBe('');
    expect(formatAmount('n/d', '$')).toBe('n/d');
    expect(formatAmount(Number.NaN, '$')).toBe('NaN');
  });

  it('labels cents and writes them as the plain decimal text calls carry', () => {
    expect(formatCentsAmount(105994n, '$')).toBe('$ 1,059.94');
    expect(formatCentsAmount(-5n, 'USDT')).toBe('-USDT 0.05');
    expect(formatCentsAmount(0n, 'USDT')).toBe('USDT 0.00');
    expect(toDecimalText(105000n)).toBe('1050.00');
    expect(toDecimalText(-123456789n)).toBe('-1234567.89');
    expect(toDecimalText(5n)).toBe('0.05');
  });
});
