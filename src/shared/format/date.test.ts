import { describe, expect, it } from 'vitest';
import { PLATFORM_TIME_ZONE } from '@/contract/platform-time';
import {
  formatDateTime,
  formatDay,
  formatLongDateTime,
  isServerDate,
  monthName,
  parseServerDate,
} from './date';

describe('dates', () => {
  it("GEN-01 CARD-13 shows a server date's day as 'DD/MM/YYYY'", () => {
    expect(formatDay('2026-03-07 23:59:59')).toBe('07/03/2026');
    expect(formatDay('2026-12-31')).toBe('31/12/2026');
    expect(formatDay('2026-01-05T00:00:00')).toBe('05/01/2026');
    expect(formatDay(' 2024-02-29 12:00:00 ')).toBe('29/02/2024');
  });

  it("GEN-01 SHELL-03 shows a server date-time as 'DD/MM/YYYY HH:mm', a date alone as the day", () => {
    expect(formatDateTime('2026-11-22 07:00:00')).toBe('22/11/2026 07:00');
    expect(formatDateTime('2026-01-05 23:59:59')).toBe('05/01/2026 23:59');
    expect(formatDateTime('2026-01-05 00:00')).toBe('05/01/2026 00:00');
    expect(formatDateTime('2026-11-22')).toBe('22/11/2026');
  });

  it('reads server dates as platform time (UTC-5) and shows instants in platform time', () => {
    // 03:00 UTC on 1 January is still 31 December in Bogotá.
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 1, 3, 0)))).toBe('31/12/2025 22:00');
    expect(formatDay(Date.UTC(2026, 0, 1, 3, 0))).toBe('31/12/2025');
    expect(formatDateTime(Date.UTC(2026, 1, 3, 9, 5))).toBe('03/02/2026 04:05');
    expect(parseServerDate('2026-11-22 07:00:00')).toEqual({
      ms: Date.UTC(2026, 10, 22, 12, 0),
      hasTime: true,
    });
    expect(parseServerDate('2026-11-22')).toEqual({ ms: Date.UTC(2026, 10, 22, 5, 0), hasTime: false });
  });

  it("shows an instant's fields as the platform's zone names them, from 1994 to 2040", () => {
    const zone = new Intl.DateTimeFormat('es', {
      timeZone: PLATFORM_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const step = 37 * 3_600_000 + 13 * 60_000;
    for (let ms = Date.UTC(1994, 0, 1); ms < Date.UTC(2040, 0, 1); ms += step) {
      const part = Object.fromEntries(zone.formatToParts(ms).map((p) => [p.type, p.value]));
      expect(formatDateTime(ms)).toBe(`${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`);
    }
  });

  it('CARD-17 names the month in Spanish', () => {
    expect(monthName(1)).toBe('enero');
    expect(monthName(9)).toBe('septiembre');
    expect(monthName(12)).toBe('diciembre');
    expect(monthName(0)).toBe('');
    expect(monthName(13)).toBe('');
    expect(formatLongDateTime('2026-11-20 14:05:09')).toBe('20 de noviembre de 2026, 14:05');
    expect(formatLongDateTime('2026-01-02 00:00:00')).toBe('2 de enero de 2026, 00:00');
    expect(formatLongDateTime('2026-09-30')).toBe('30 de septiembre de 2026');
  });

  it('shows nothing for a missing value and an unreadable string as it came', () => {
    for (const format of [formatDay, formatDateTime, formatLongDateTime]) {
      expect(format(null)).toBe('');
      expect(format(undefined)).toBe('');
      expect(format('')).toBe('');
      expect(format(Number.NaN)).toBe('');
      expect(format(new Date('no'))).toBe('');
      expect(format('ayer')).toBe('ayer');
      expect(format('2026-02-30')).toBe('2026-02-30');
      expect(format('2026-11-22 24:00:00')).toBe('2026-11-22 24:00:00');
      expect(format('22/11/2026')).toBe('22/11/2026');
    }
  });

  it('tells a server date from anything else', () => {
    expect(isServerDate('2026-11-22 07:00:00')).toBe(true);
    expect(isServerDate('2026-11-22')).toBe(true);
    expect(isServerDate('2026-13-01')).toBe(false);
    expect(isServerDate('ayer')).toBe(false);
    expect(isServerDate(null)).toBe(false);
  });
});
