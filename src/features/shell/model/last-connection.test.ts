import { describe, expect, it } from 'vitest';
import { formatLastConnection } from './last-connection';

describe('formatLastConnection', () => {
  it("SHELL-03 GEN-01 shows last_c the Spanish way, 'DD/MM/YYYY HH:mm'", () => {
    expect(formatLastConnection('2026-11-22 07:00:00')).toBe('22/11/2026 07:00');
    expect(formatLastConnection('2026-01-05 23:59:59')).toBe('05/01/2026 23:59');
  });

  it('SHELL-03 shows a date without time as the date only, and nothing for a missing or unreadable value', () => {
    expect(formatLastConnection('2026-11-22')).toBe('22/11/2026');
    expect(formatLastConnection(null)).toBeNull();
    expect(formatLastConnection(undefined)).toBeNull();
    expect(formatLastConnection('')).toBeNull();
    expect(formatLastConnection('ayer')).toBeNull();
  });
});
