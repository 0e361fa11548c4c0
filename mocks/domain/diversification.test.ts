import { describe, expect, it } from 'vitest';
import { formatShare, sharesOf, termBucketOf } from './diversification';
import { parseDate } from './dates';

describe('DIV shares and term buckets, pure', () => {
  it('DIV-01 shares are hundredths of a percent adding up to exactly 100.00: the largest remainders take what rounding down leaves', () => {
    expect(sharesOf([1, 1, 1]).map(formatShare)).toEqual(['33.34', '33.33', '33.33']);
    expect(sharesOf([2, 1]).map(formatShare)).toEqual(['66.67', '33.33']);
    expect(sharesOf([1_000_000_000_000_000, 1]).map(formatShare)).toEqual(['100.00', '0.00']);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
  });

  it('DIV-02 the remaining term counts whole platform days to the end date, in months of 30 days', () => {
    const today = parseDate('2026-11-22')! + 12 * 3_600_000;
    const bucket = (end: string) => termBucketOf(parseDate(end)!, today).nombre;
    expect(bucket('2027-02-19')).toBe('Menos de 3 meses'); // 89 days
    expect(bucket('2027-02-20')).toBe('3 a 6 meses'); // 90 days
    expect(bucket('2027-05-20')).toBe('3 a 6 meses'); // 179 days
    expect(bucket('2027-05-21')).toBe('6 a 12 meses'); // 180 days
    expect(bucket('2027-11-16')).toBe('6 a 12 meses'); // 359 days
    expect(bucket('2027-11-17')).toBe('Más de 12 meses'); // 360 days
  });
});
