import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_INVESTMENT } from '@/shared/constants';
import {
  calculateReturns,
  DAILY_RATE,
  DEFAULT_TERM,
  effectiveMonths,
  meetsMinimum,
  TERM_MONTHS,
} from './returns';

describe('calculator returns', () => {
  it('CALC-11 CALC-12 1000 over 6 months gives a profit of 59.94 and a total of 1,059.94', () => {
    const r = calculateReturns(1000, 6);
    expect(r.profitCents).toBe(5994n);
    expect(r.totalCents).toBe(105994n);
    expect(r.profit).toBe('59.94');
    expect(r.total).toBe('1,059.94');
  });

  it('CALC-13 the 1-year term uses 12 months (119.88) and the 3-month term 3 months (29.97)', () => {
    expect(calculateReturns(1000, 12).profit).toBe('119.88');
    expect(calculateReturns(1000, 12).total).toBe('1,119.88');
    expect(calculateReturns(1000, 3).profit).toBe('29.97');
    expect(calculateReturns(1000, 3).total).toBe('1,029.97');
  });

  it('CALC-05 CALC-06 offers 3, 6 and 12 months with 6 by default', () => {
    expect(TERM_MONTHS).toEqual([3, 6, 12]);
    expect(DEFAULT_TERM).toBe(6);
  });

  it('CONST-02 the daily rate is 0.000333', () => {
    expect(DAILY_RATE).toBe('0.000333');
    expect(Number(DAILY_RATE)).toBe(0.000333);
  });

  it('CALC-14 accepts 1 to 12 months and uses 1 month for anything out of range', () => {
    for (let m = 1; m <= 12; m++) expect(effectiveMonths(m)).toBe(m);
    for (const m of [0, -1, 13, 24, 2.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(effectiveMonths(m)).toBe(1);
    expect(calculateReturns(1000, 1).profit).toBe('9.99');
    expect(calculateReturns(1000, 0).profit).toBe('9.99');
    expect(calculateReturns(1000, 13).profit).toBe('9.99');
    expect(calculateReturns(1000, 13).months).toBe(1);
  });

  it('CALC-15 CONST-05 keeps 2 decimals and thousand separators for large amounts', () => {
    const r = calculateReturns(1234567.89, 12);
    // 1,234,567.89 × 0.000333 × 30 × 12 = 148,000.00... exactly 147,999.998653... → 148,000.00
    expect(r.profit).toBe('148,000.00');
    expect(r.total).toBe('1,382,567.89');
    expect(calculateReturns(50, 6).profit).toBe('3.00');
    expect(calculateReturns('55.55', 6).profit).toBe('3.33');
  });

  it('CALC-11 CALC-12 matches exact rational maths for any amount in cents and any month (no float drift)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: -5, max: 20 }),
        (cents, months) => {
          const amount = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
          const r = calculateReturns(amount, months);
          const m = BigInt(months >= 1 && months <= 12 ? months : 1);
          // profit in units of 10^-8 USDT: cents × 333 × 30 × m (rate 333 × 10^-6, cents 10^-2)
          const exact = cents * 333n * 30n * m;
          const expectedCents = (exact * 2n + 1_000_000n) / 2_000_000n;
          expect(r.profitCents).toBe(expectedCents);
          expect(r.totalCents).toBe(cents + expectedCents);
        },
      ),
    );
  });

  it('CALC-02 CONST-01 accepts the minimum 50 and refuses less, empty or invalid amounts', () => {
    expect(MIN_INVESTMENT).toBe(50);
    expect(meetsMinimum(50)).toBe(true);
    expect(meetsMinimum('50.00')).toBe(true);
    expect(meetsMinimum(1000)).toBe(true);
    expect(meetsMinimum(49.99)).toBe(false);
    expect(meetsMinimum(0)).toBe(false);
    expect(meetsMinimum(-100)).toBe(false);
    expect(meetsMinimum('')).toBe(false);
    expect(meetsMinimum(null)).toBe(false);
    expect(meetsMinimum('abc')).toBe(false);
  });
});
