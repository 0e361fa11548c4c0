import { systemClock } from './domain/clock';
import { createDispatch } from './http/handlers';
import { createServerContext, type ServerContext, type ServerOptions } from './http/server-context';
import { CLOCK_OFFSET_KEY, readClockOffset } from './store/ready';
import type { StartedSimulator } from './browser';
import { exposeTimeMachine } from './time-machine';

/**
 * The simulator inside the page, where no service worker can answer (SRV-52): the same handlers, called
 * directly by the page's calls (src/shared/api/api-fetch.ts), over this browser's IndexedDB or, where it
 * cannot be opened, a store in this tab's memory. Loaded only then.
 */
export async function startInPage(delayMs: number): Promise<StartedSimulator> {
  const { ctx, inMemory } = await openServer({
    clock: systemClock,
    delayMs,
    validateResponses: import.meta.env.DEV,
  });
  const dispatch = createDispatch(ctx);
  exposeTimeMachine({
    async advanceClock(ms) {
      const db = await ctx.store();
      await db.transaction('rw', db.meta, async () => {
        await db.meta.put({ key: CLOCK_OFFSET_KEY, value: (await readClockOffset(db)) + ms });
      });
    },
    async now() {
      return systemClock.now() + (await readClockOffset(await ctx.store()));
    },
  });
  return {
    ...(inMemory ? { inMemory } : {}),
    answer: async (request) => (await dispatch(request)) ?? new Response(null, { status: 404 }),
  };
}

/**
 * The server's context with its store open. Where IndexedDB is missing or cannot be opened (some private
 * windows, managed profiles), an in-memory IndexedDB serves this tab, seeded as on a first visit; its code is
 * loaded only then.
 */
async function openServer(options: ServerOptions): Promise<{ ctx: ServerContext; inMemory: boolean }> {
  const ctx = createServerContext(options);
  try {
    // Only a store that cannot be opened falls back: a slow first-visit seed on a slow device is waited for,
    // so the visitor's demo is never split between a stored copy and one in memory.
    await ctx.store();
    return { ctx, inMemory: false };
  } catch {
    const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
    const memory = createServerContext({
      ...options,
      storeOptions: { indexedDB: new IDBFactory(), IDBKeyRange },
    });
    await memory.store();
    return { ctx: memory, inMemory: true };
  }
}
