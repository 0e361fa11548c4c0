import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { manualClock } from '../mocks/domain/clock';
import { createHandlers } from '../mocks/http/handlers';
import { createServerContext, type ServerContext } from '../mocks/http/server-context';
import type { StoreDb } from '../mocks/store/db';

/** 2026-11-22 12:00 UTC: the moment every test's server clock starts at. */
export const TEST_START = Date.UTC(2026, 10, 22, 12, 0, 0);
export const API = 'http://localhost';

/**
 * The real simulated server for a test file: msw/node in front of the real handlers, a manual clock, and a
 * fresh, freshly seeded IndexedDB for every test.
 */
export function useSimulator() {
  const clock = manualClock(TEST_START);
  const server = setupServer();
  let ctx: ServerContext;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    clock.set(TEST_START);
    ctx = createServerContext({
      clock,
      validateResponses: true,
      storeOptions: { indexedDB: new IDBFactory(), IDBKeyRange },
    });
    server.resetHandlers(...createHandlers(ctx));
  });
  afterAll(() => server.close());

  return {
    clock,
    server,
    store: (): Promise<StoreDb> => ctx.store(),
  };
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

/** Posts JSON to the simulator as any client would, optionally with a bearer token. */
export async function post<T = unknown>(
  path: string,
  body: unknown = {},
  token?: string,
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

export async function get<T = unknown>(path: string, token?: string): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
}
