import { getResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { systemClock } from './domain/clock';
import { createHandlers } from './http/handlers';
import { createServerContext, type ServerContext, type ServerOptions } from './http/server-context';
import { CLOCK_OFFSET_KEY, readClockOffset } from './store/ready';

/**
 * The worker script (public/simulator-worker.js): MSW's own, kept registered and able to take any tab. Its
 * updates are checked past the HTTP cache, the script it imports included, so a new MSW reaches every tab.
 */
const WORKER_SCRIPT = 'simulator-worker.js';
/** How long a page waits for the worker to control it before it answers its calls itself. */
const CONTROL_TIMEOUT_MS = 10_000;

/** How the simulator runs in this tab (src/shared/api/config.ts reads it as SimulatorRuntime). */
export interface StartedSimulator {
  /** Set where no service worker controls this page: answers a call here, with the same handlers. */
  answer?: (request: Request) => Promise<Response>;
  /** IndexedDB could not be opened: the store lives in this tab's memory only. */
  inMemory?: boolean;
}

/**
 * Starts the simulated server in this tab (SRV-52). Normally a service worker forwards the page's calls to
 * the handlers below, which run here over this browser's IndexedDB; it resolves only once the worker controls
 * this page and has acknowledged it, so no call leaves before. Where service workers are unavailable or never
 * take the page in time, the page answers its calls itself with the same handlers; where IndexedDB is, the
 * store lives in memory. `baseUrl` is the site's base path (vite --base).
 */
export async function startSimulator(baseUrl: string, delayMs: number): Promise<StartedSimulator> {
  const scriptUrl = new URL(`${baseUrl}${WORKER_SCRIPT}`, location.href).href;
  const [{ ctx, inMemory }, controlled] = await Promise.all([
    openServer({ clock: systemClock, delayMs, validateResponses: import.meta.env.DEV }),
    takeThisPage(scriptUrl, baseUrl),
  ]);
  const handlers = createHandlers(ctx);
  const started: StartedSimulator = inMemory ? { inMemory } : {};

  if (controlled) {
    const worker = setupWorker(...handlers);
    const acknowledged = await beforeDeadline(
      worker
        .start({
          serviceWorker: { url: scriptUrl, options: { scope: baseUrl, updateViaCache: 'none' } },
          onUnhandledRequest: 'bypass',
          quiet: true,
        })
        .then(() => true),
      Date.now() + CONTROL_TIMEOUT_MS,
    ).catch(() => false);
    if (acknowledged) {
      exposeTimeMachine(ctx);
      return started;
    }
  }
  exposeTimeMachine(ctx);
  return {
    ...started,
    answer: async (request) => (await getResponse(handlers, request)) ?? new Response(null, { status: 404 }),
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

/**
 * Registers the worker and waits until it controls this page: true then. A page that came up uncontrolled
 * (it loaded while no worker was active, or after a hard reload) asks the worker to take it, with no reload.
 * False where service workers are unavailable, refused, or do not take the page in time.
 */
async function takeThisPage(scriptUrl: string, scope: string): Promise<boolean> {
  const container = (navigator as { serviceWorker?: ServiceWorkerContainer }).serviceWorker;
  if (!container) return false;
  // Through a promise: a browser that refuses at once (a private window) may throw rather than reject.
  const registering = Promise.resolve().then(() =>
    container.register(scriptUrl, { scope, updateViaCache: 'none' }),
  );
  // A page the worker already controls (every load after the first) goes on at once. register() still runs
  // for its update check, but it resolves only when that check ends: up to seconds after a reload.
  if (container.controller?.scriptURL === scriptUrl) {
    registering.catch(() => undefined);
    return true;
  }
  const deadline = Date.now() + CONTROL_TIMEOUT_MS;
  try {
    const registration = await beforeDeadline(registering, deadline);
    let claimedBy: ServiceWorker | null = null;
    let claimedAt = 0;
    while (Date.now() < deadline) {
      if (container.controller?.scriptURL === scriptUrl) return true;
      const active = registration.active;
      if (active?.scriptURL === scriptUrl && active.state === 'activated') {
        // Once per worker, and again every second in case the first request went unheard.
        if (active !== claimedBy || Date.now() - claimedAt > 1_000) {
          active.postMessage('SIMULATOR_CLAIM');
          claimedBy = active;
          claimedAt = Date.now();
        }
      }
      await controllerChangeOr(container, 100);
    }
  } catch {
    // Refused (a private window, a policy, a script that cannot be fetched): the page answers itself.
  }
  return false;
}

function controllerChangeOr(container: ServiceWorkerContainer, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    container.addEventListener('controllerchange', done);
  });
}

function beforeDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), Math.max(0, deadline - Date.now()));
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The demo's time machine, for browser tests and the visible time control. */
function exposeTimeMachine(ctx: ServerContext): void {
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
