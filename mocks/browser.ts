import { setupWorker } from 'msw/browser';
import { systemClock } from './domain/clock';
import { createHandlers } from './http/handlers';
import { createServerContext } from './http/server-context';
import { CLOCK_OFFSET_KEY, readClockOffset } from './store/ready';

/**
 * Starts the simulated server in this tab: a service worker forwards the page's calls to the handlers below,
 * which run here over this browser's IndexedDB. `baseUrl` is the site's base path (vite --base).
 */
export async function startSimulator(baseUrl: string, delayMs: number): Promise<void> {
  const ctx = createServerContext({ clock: systemClock, delayMs, validateResponses: import.meta.env.DEV });
  const worker = setupWorker(...createHandlers(ctx));
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js`, options: { scope: baseUrl } },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // The demo's time machine, for browser tests and the visible time control.
  (globalThis as { __simulator?: unknown }).__simulator = {
    async advanceClock(ms: number) {
      const db = await ctx.store();
      await db.transaction('rw', db.meta, async () => {
        await db.meta.put({ key: CLOCK_OFFSET_KEY, value: (await readClockOffset(db)) + ms });
      });
    },
    async now() {
      return systemClock.now() + (await readClockOffset(await ctx.store()));
    },
  };
}
