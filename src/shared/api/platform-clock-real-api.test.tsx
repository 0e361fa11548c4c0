import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlatformToday } from './platform-clock';

// Built for a real API (VITE_API_MODE=real): there is no simulator clock to ask.
vi.mock('@/shared/api/config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/shared/api/config')>()),
  apiMode: 'real',
}));

describe('the platform’s today with a real API', () => {
  afterEach(() => vi.useRealTimers());

  it("SELL-08 is the browser's clock read in Bogotá's day, with no call", () => {
    // 04:30 UTC on 23 November is still 22 November in Bogotá (UTC-5).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 23, 4, 30) });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePlatformToday(), { wrapper });
    expect(result.current).toBe('2026-11-22');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
