import { describe, expect, it } from 'vitest';
import { daysBetween, endOfDay, formatDate, formatDateTime, parseDate, startOfDay } from './dates';

describe('platform dates (Bogotá, UTC-5)', () => {
  const noonUtc = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('formats in the platform zone', () => {
    expect(formatDateTime(noonUtc)).toBe('2026-11-22 07:00:00');
    expect(formatDate(Date.UTC(2026, 10, 23, 3, 0, 0))).toBe('2026-11-22');
  });

  it('finds the start and end of the platform day', () => {
    expect(formatDateTime(startOfDay(noonUtc))).toBe('2026-11-22 00:00:00');
    expect(formatDateTime(endOfDay(noonUtc))).toBe('2026-11-22 23:59:59');
  });

  it('parses real dates only', () => {
    expect(parseDate('2026-12-31')).toBe(Date.UTC(2026, 11, 31, 5));
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('31/12/2026')).toBeNull();
  });

  it('counts whole days', () => {
    expect(daysBetween(noonUtc, noonUtc + 3 * 86_400_000)).toBe(3);
    expect(daysBetween(noonUtc, noonUtc)).toBe(0);
  });
});
