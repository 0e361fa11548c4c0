import { exposeTimeMachine } from './time-machine';
import { CLAIM_MESSAGE, SEED_MEASURE, START_MESSAGE, type StartAnswer } from './worker-protocol';

/**
 * The worker script, built from mocks/service-worker.ts (scripts/simulator-worker-plugin.ts): kept
 * registered and able to take any tab; its updates are checked past the HTTP cache.
 */
const WORKER_SCRIPT = 'simulator-worker.js';
/** How long a page waits for the worker to control it before it answers its calls itself. */
const CONTROL_TIMEOUT_MS = 10_000;
/** How long a page waits for the worker to open the store (a first visit seeds it) before it answers itself. */
const START_TIMEOUT_MS = 30_000;

/** How the simulator runs in this tab (src/shared/api/config.ts reads it as SimulatorRuntime). */
export interface StartedSimulator {
  /** Set where no service worker controls this page: answers a call here, with the same handlers. */
  answer?: (request: Request) => Promise<Response>;
  /** IndexedDB could not be opened: the store lives in this tab's memory only. */
  inMemory?: boolean;
}

/**
 * Starts the simulated server for this tab (SRV-52). Normally the service worker answers the page's calls on
 * its own thread, over this browser's IndexedDB; this resolves once the worker controls the page and has
 * opened the store (a first visit seeds it there), so no call leaves before. Where service workers or
 * IndexedDB are unavailable, or the worker does not take the page in time, the page answers its calls itself
 * with the same handlers (mocks/in-page.ts, loaded only then). `baseUrl` is the site's base path.
 */
export async function startSimulator(baseUrl: string, delayMs: number): Promise<StartedSimulator> {
  const scriptUrl = new URL(`${baseUrl}${WORKER_SCRIPT}`, location.href).href;
  // Without IndexedDB in the page the worker has none either: the demo lives in the page's memory.
  const controlled = typeof indexedDB !== 'undefined' && (await takeThisPage(scriptUrl, baseUrl));
  const asked = performance.now();
  const started = controlled ? await askToStart(scriptUrl) : null;
  if (started?.ok) {
    // For npm run bench:browser: the first visit's seeding, measured in the worker.
    if (started.seedMs !== null)
      performance.measure(SEED_MEASURE, { start: asked, duration: started.seedMs });
    exposeTimeMachine(timeMachineThroughCalls(baseUrl));
    return {};
  }
  const { startInPage } = await import('./in-page');
  return startInPage(delayMs);
}

/**
 * Asks the worker controlling this page to open the store, and waits for its answer. A page still under an
 * earlier version of the worker, which does not answer, asks again when the new one takes it over.
 */
function askToStart(scriptUrl: string): Promise<StartAnswer | null> {
  const container = navigator.serviceWorker;
  return new Promise((resolve) => {
    let settled = false;
    const done = (answer: StartAnswer | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      container.removeEventListener('controllerchange', ask);
      resolve(answer);
    };
    // A channel per request: a port is sent once.
    function ask() {
      const worker = container.controller;
      if (worker?.scriptURL !== scriptUrl) return;
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => {
        channel.port1.close();
        done(event.data as StartAnswer);
      };
      worker.postMessage(START_MESSAGE, [channel.port2]);
    }
    const timer = setTimeout(() => done(null), START_TIMEOUT_MS);
    container.addEventListener('controllerchange', ask);
    ask();
  });
}

/** The time machine through the simulator's own call (POST /api/simulador/reloj), answered by the worker. */
function timeMachineThroughCalls(baseUrl: string) {
  const clock = async (ms: number) => {
    const response = await fetch(new URL(`${baseUrl}api/simulador/reloj`, location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ avanzar_ms: ms }),
    });
    return ((await response.json()) as { data: { desfase_ms: number } }).data.desfase_ms;
  };
  return {
    async advanceClock(ms: number) {
      await clock(ms);
    },
    async now() {
      return Date.now() + (await clock(0));
    },
  };
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
          active.postMessage(CLAIM_MESSAGE);
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
