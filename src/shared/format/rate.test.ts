import { describe, expect, it } from 'vitest';
import { formatRate, formatRateFixed } from './rate';

describe('formatRate', () => {
  it("shows a rate with at most 2 decimals and ' %', as the requirement rows write '12 %' and '110 %'", () => {
    expect(formatRate('12')).toBe('12 %');
    expect(formatRate('12.00')).toBe('12 %');
    expect(formatRate('1.5')).toBe('1.5 %');
    expect(formatRate('37.456')).toBe('37.46 %');
    expect(formatRate(110)).toBe('110 %');
    expect(formatRate('0')).toBe('0 %');
    expect(formatRate('1000')).toBe('1,000 %');
    expect(formatRate('-2.5')).toBe('-2.5 %');
  });

  it('rounds halves away from zero from the decimal text', () => {
    expect(formatRate('0.005')).toBe('0.01 %');
    expect(formatRate('0.0049')).toBe('0 %');
    expect(formatRate('1.005')).toBe('1.01 %');
    expect(formatRate('0.0333')).toBe('0.03 %');
  });

  it('keeps more decimals when asked (daily rates)', () => {
    expect(formatRate('0.0333', 6)).toBe('0.0333 %');
    expect(formatRate('0.0273972', 6)).toBe('0.027397 %');
    expect(formatRate('100.000000', 6)).toBe('100 %');
  });

  it('shows nothing for a missing value and unreadable text as it came', () => {
    expect(formatRate(null)).toBe('');
    expect(formatRate(undefined)).toBe('');
    expect(formatRate('')).toBe('');
    expect(formatRate('n/d')).toBe('n/d');
  });
});

describe('formatRateFixed', () => {
  it.each([
    ['19.5', '19.50 %'],
    ['17.05', '17.05 %'],
    ['12', '12.00 %'],
    ['-3.456', '-3.46 %'],
    ['1234.5', '1,234.50 %'],
  ])('%s reads %s: two decimals always, as a series of rates is read', (value, shown) => {
    expect(formatRateFixed(value)).toBe(shown);
  });
});
