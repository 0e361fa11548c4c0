import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ALERT_MS, useTimedMessage } from './use-timed-message';

describe('useTimedMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ERR-07 a generic alert clears itself after 3 s, not before', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current[1]('Los siguientes campos son requeridos: Monto'));
    expect(result.current[0]).toBe('Los siguientes campos son requeridos: Monto');
    act(() => vi.advanceTimersByTime(GENERIC_ALERT_MS - 1));
    expect(result.current[0]).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('ERR-07 setting the message again restarts the 3 s', () => {
    const { result } = renderHook(() => useTimedMessage());
    act(() => result.current[1]('Falta el monto'));
    act(() => vi.advanceTimersByTime(2_000));
    act(() => result.current[1]('Falta el monto'));
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current[0]).toBe('Falta el monto');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current[0]).toBeNull();
  });
});
