import { describe, expect, it } from 'vitest';
import { platformDay } from './platform-clock';

describe('platformDay', () => {
  it("SELL-08 'today' is the platform's day (Bogotá, UTC-5), whatever the browser's zone", () => {
    expect(platformDay(Date.UTC(2026, 10, 23, 4, 59, 59))).toBe('2026-11-22');
    expect(platformDay(Date.UTC(2026, 10, 23, 5, 0, 0))).toBe('2026-11-23');
  });
});
