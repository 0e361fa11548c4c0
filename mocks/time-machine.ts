import type { AnswerCall } from './worker-protocol';

/** The demo's time machine as a page exposes it, for browser tests (window.__simulator). */
export interface TimeMachine {
  /** Moves the simulated time forward by `ms`, for every tab. */
  advanceClock(ms: number): Promise<void>;
  /** The simulated time, in epoch milliseconds. */
  now(): Promise<number>;
  /** Who answers this page's calls now: the service worker, or the page's own copy of the server. */
  answeredBy: 'worker' | 'page';
}

/**
 * Exposes the time machine through the simulator's own call (POST /api/simulador/reloj), answered by `answer`:
 * the service worker (through fetch) or the page's own copy of the server. `baseUrl` is the site's base path.
 * A page that starts by answering its own calls exposes it again once the worker answers them.
 */
export function exposeTimeMachine(
  answer: AnswerCall,
  baseUrl: string,
  answeredBy: TimeMachine['answeredBy'],
): void {
  const clock = async (ms: number) => {
    const request = new Request(new URL(`${baseUrl}api/simulador/reloj`, location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ avanzar_ms: ms }),
    });
    const response = await answer(request);
    const body = (await response.json()) as { message?: string; data?: { desfase_ms: number } };
    // A refused jump (over a year, not whole) says why, in the server's Spanish words.
    if (!response.ok || !body.data) throw new Error(body.message ?? `El reloj respondió ${response.status}`);
    return body.data.desfase_ms;
  };
  const machine: TimeMachine = {
    async advanceClock(ms) {
      await clock(ms);
    },
    async now() {
      return Date.now() + (await clock(0));
    },
    answeredBy,
  };
  (globalThis as { __simulator?: TimeMachine }).__simulator = machine;
}
