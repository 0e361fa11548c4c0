import { describe, expect, it } from 'vitest';
import { toChartPoints } from './chart-points';
import { formatAmount, formatDay, formatRate } from './format';

describe('chart points', () => {
  it('DASH-11 pairs data[i].amount with label[i].fecha', () => {
    expect(
      toChartPoints({
        data: [{ amount: '500.00' }, { amount: '1750.50' }],
        label: [{ fecha: '2026-10-01' }, { fecha: '2026-11-15 10:00:00' }],
      }),
    ).toEqual([
      { fecha: '01/10/2026', monto: 500, amount: '500.00' },
      { fecha: '15/11/2026', monto: 1750.5, amount: '1750.50' },
    ]);
    expect(toChartPoints({ data: [], label: [] })).toEqual([]);
  });
});

describe('dashboard formats', () => {
  it('DASH-10 CONST-05 DEMO-04 DEMO-05 amounts: 2 decimals, thousand separators, currency label', () => {
    expect(formatAmount('1234567.5', 'USDT')).toBe('USDT 1,234,567.50');
    expect(formatAmount(1234567.5, '$')).toBe('$ 1,234,567.50');
    expect(formatAmount('-12.3', '$')).toBe('-$ 12.30');
  });

  it('GEN-01 dates as DD/MM/YYYY; rates with up to 2 decimals', () => {
    expect(formatDay('2027-03-31 00:00:00')).toBe('31/03/2027');
    expect(formatDay('pronto')).toBe('pronto');
    expect(formatRate('12')).toBe('12');
    expect(formatRate('12.345')).toBe('12.35');
  });
});
