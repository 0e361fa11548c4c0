/**
 * Helpers for the access screens' tests (imported by *.test.tsx only): a record of the requests that reach
 * the simulated server, and a way to let promises and zero-delay timers run while setTimeout is faked.
 */
import { act, configure, fireEvent } from '@testing-library/react';
import type { setupServer } from 'msw/node';
import { vi } from 'vitest';
import { useSession } from '@/shared/session/session-store';
import { resetSession } from '../../../../tests/render-app';

// Screens render against the real simulator, which may be slow on a busy machine.
configure({ asyncUtilTimeout: 5000 });

/** resetSession, and the protect-button flag a previous test's login may have left on (SESS-06). */
export function resetAll(): void {
  resetSession();
  useSession.setState({ protectButton: false });
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Records every request the simulator receives from now on, with its JSON body (if any). */
export function recordRequests(server: Pick<ReturnType<typeof setupServer>, 'events'>) {
  const pending: Promise<RecordedRequest>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    pending.push(
      copy.text().then((text) => {
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: keep the text
        }
        return { method: request.method, path: new URL(request.url).pathname, body };
      }),
    );
  };
  server.events.on('request:start', listener);
  return {
    /** Every request so far. */
    all: () => Promise.all(pending),
    paths: async () => (await Promise.all(pending)).map((r) => r.path),
    count: () => pending.length,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/**
 * Fakes only setTimeout/clearTimeout: IndexedDB, MSW and React keep running on real immediates. Drive the
 * screen with fireEvent meanwhile (user-event waits on a zero timeout that only Jest's timers advance).
 */
export function useFakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Types a value into a field the synchronous way (for tests with fake timeouts). */
export function typeInto(field: HTMLElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}

/**
 * With fake timeouts: runs zero-delay timers and real immediates (never moving the fake clock) until
 * `check` passes.
 */
export async function settle(check: () => void, rounds = 400): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      check();
      return;
    } catch (error) {
      if (i >= rounds) throw error;
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

/** With fake timeouts: moves the fake clock by `ms`, running what falls due, inside act. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** A request handler's gate: the handler awaits `wait`, the test calls `open()`. */
export function gate() {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}
