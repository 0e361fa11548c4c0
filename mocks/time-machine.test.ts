import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_CLOCK_STEP_MS } from '@/contract/schemas/simulator';
import { API, useSimulator } from '../tests/simulator';
import { exposeTimeMachine, type TimeMachine } from './time-machine';

/** window.__simulator as a page exposes it, answered by the real server (msw/node). */
function machine(): TimeMachine {
  vi.stubGlobal('location', new URL(`${API}/`));
  exposeTimeMachine((request) => fetch(request), '/', 'page');
  return (globalThis as unknown as { __simulator: TimeMachine }).__simulator;
}

describe('window.__simulator (the time machine of browser tests and of the console)', () => {
  useSimulator();
  afterEach(() => vi.unstubAllGlobals());

  it('moves the clock and reads it', async () => {
    const m = machine();
    const before = await m.now();
    await m.advanceClock(60_000);
    expect((await m.now()) - before).toBeGreaterThanOrEqual(60_000);
  });

  it('SRV-63 a refused jump says why, in Spanish, and moves nothing', async () => {
    const m = machine();
    const before = await m.now();
    await expect(m.advanceClock(MAX_CLOCK_STEP_MS + 1)).rejects.toThrow(
      'El reloj avanza como máximo un año por vez',
    );
    expect((await m.now()) - before).toBeLessThan(60_000);
  });
});
