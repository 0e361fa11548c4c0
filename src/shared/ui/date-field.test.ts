import { describe, expect, it } from 'vitest';
import { parseTypedDay } from './date-field';

describe('parseTypedDay', () => {
  it('reads DD/MM/AAAA, with or without leading zeros, and AAAA-MM-DD', () => {
    expect(parseTypedDay('15/12/2026')).toBe('2026-12-15');
    expect(parseTypedDay(' 5/1/2027 ')).toBe('2027-01-05');
    expect(parseTypedDay('2026-12-15')).toBe('2026-12-15');
  });

  it('refuses what is not a day of the calendar', () => {
    expect(parseTypedDay('31/02/2026')).toBeNull();
    expect(parseTypedDay('15/13/2026')).toBeNull();
    expect(parseTypedDay('2026-1-5')).toBeNull();
    expect(parseTypedDay('mañana')).toBeNull();
    expect(parseTypedDay('')).toBeNull();
  });
});
