import { describe, expect, it } from 'vitest';
import { stateFileName } from './state-file-name';

describe('the name of a downloaded state', () => {
  it('is simulador-AAAA-MM-DD.json on the local calendar, zero-padded', () => {
    expect(stateFileName(new Date(2026, 0, 5, 23, 59))).toBe('simulador-2026-01-05.json');
    expect(stateFileName(new Date(2026, 10, 25, 0, 0))).toBe('simulador-2026-11-25.json');
  });
});
