// The page's own server start is in the same chunk: a first visit needs it at once, and a separate file was one
// more request in the chain before the first call.
import { startInPage } from './in-page';
import { exposeTimeMachine } from './time-machine';
import {
  CLAIM_MESSAGE,
  PRECACHE_MESSAGE,
  SEED_MEASURE,
  SIGN_IN_PATH,
  START_MESSAGE,
  type AnswerCall,
  type StartAnswer,
} from './worker-protocol';

/**
 * The service worker's script at the site's base (scripts/simulator-worker-plugin.ts): it imports the server
 * script. Its own updates are checked past the HTTP cache; the server script's name carries its hash.
 */
const WORKER_SCRIPT = 'simulator-worker.js';
/** How long a page under the worker waits for it to open the store before it answers its calls itself. */
const START_TIMEOUT_MS = 30_000;

/**
 * How the simulator runs in this tab (src/shared/api/config.ts reads it as its StartedRuntime): nothing is set
 * where the service worker answers.
 */
export interface StartedSimulator {
  /** This page answers its own calls, with this. */
  answer?: AnswerCall;
  /** This browser refuses service workers. */
  noWorker?: boolean;
  /** No IndexedDB: the demo lives in this tab's memory. */
  inMemory?: boolean;
  /** What is learnt after the start: that this browser refuses service workers. */
  later?: Promise<{ noWorker?: boolean }>;
}

/**
 * Starts the simulated server for this tab (SRV-52).
 *
 * - A page the service worker controls (every load after the first) asks it to open the store, and its calls
 *   then go to the worker, answered on the worker's own thread for every tab.
 * - A page that came up uncontrolled (a first visit, a hard reload) answers its own calls with the same server
 *   script (mocks/in-page.ts), seeding the store on a first visit at once, while the worker installs behind
 *   it; once the worker has taken the page, the page's calls go to it. Two servers over one IndexedDB are safe:
 *   each request is one transaction.
 * - Where service workers are unavailable, every page answers its own calls; without IndexedDB, in memory.
 *
 * `baseUrl` is the site's base path.
 */
export async function startSimulator(baseUrl: string, delayMs: number): Promise<StartedSimulator> {
  const scriptUrl = new URL(`${baseUrl}${WORKER_SCRIPT}`, location.href).href;
  const container = (navigator as { serviceWorker?: ServiceWorkerContainer }).serviceWorker;
  // Without IndexedDB in the page the worker has none either: the demo lives in the page's memory.
  if (!container || typeof indexedDB === 'undefined') {
    return { ...(await startInPage(baseUrl, delayMs)), ...(container ? {} : { noWorker: true }) };
  }

  const registering = register(container, scriptUrl, baseUrl);
  if (container.controller?.scriptURL === scriptUrl) {
    const asked = performance.now();
    const started = await askToStart(container, scriptUrl);
    if (started?.ok) {
      if (started.seedMs !== null)
        performance.measure(SEED_MEASURE, { start: asked, duration: started.seedMs });
      exposeTimeMachine((request) => fetch(request), baseUrl, 'worker');
      storeForOffline(container);
      return {};
    }
  }
  const inPage = await startInPage(baseUrl, delayMs);
  // Once the worker has taken this page and opened the store, the page's next calls go to it, as every later
  // load's do: they show in the browser's network panel, and the page's main thread is free of them.
  let viaWorker = false;
  const later = registering.then((refused) => {
    if (refused) return { noWorker: true };
    void untilControlled(container, scriptUrl)
      .then(() => askToStart(container, scriptUrl))
      .then((started) => {
        if (!started?.ok) return;
        viaWorker = true;
        exposeTimeMachine((request) => fetch(request), baseUrl, 'worker');
      });
    return {};
  });
  const answerHere = inPage.answer!;
  // A first visit stores the site for offline use once the visitor signs in (PWA-03): the demo is then in use,
  // and the files load behind it, after the sign-in's screen; a visitor who only looks at the portal downloads
  // only its page.
  let storing = false;
  const answer: AnswerCall = async (request) => {
    const signingIn = !storing && new URL(request.url).pathname.endsWith(SIGN_IN_PATH);
    const response = await (viaWorker ? fetch(request) : answerHere(request));
    if (signingIn && response.ok) {
      storing = true;
      void untilControlled(container, scriptUrl).then(() => storeForOffline(container));
    }
    return response;
  };
  return { ...inPage, answer, later };
}

/**
 * A page asks the worker, once the page is idle, to store the site's files it lacks, for the demo to open with
 * no network (PWA-03): every page loaded under the worker (every visit after the first), and a first visit's
 * page once the visitor has signed in.
 */
function storeForOffline(container: ServiceWorkerContainer): void {
  const ask = () => container.controller?.postMessage(PRECACHE_MESSAGE);
  if ('requestIdleCallback' in window) requestIdleCallback(ask, { timeout: 5000 });
  else setTimeout(ask, 1000);
}

/** Resolves once the worker at `scriptUrl` controls this page. */
function untilControlled(container: ServiceWorkerContainer, scriptUrl: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (container.controller?.scriptURL !== scriptUrl) return;
      container.removeEventListener('controllerchange', check);
      resolve();
    };
    container.addEventListener('controllerchange', check);
    check();
  });
}

/**
 * Registers the worker (on every start: that is its update check) and, where its registration is already
 * active but does not control this page, asks it to take the page, for its next calls' sake and the next
 * load's. Resolves true when this browser refuses service workers (a private window, a policy).
 */
async function register(
  container: ServiceWorkerContainer,
  scriptUrl: string,
  scope: string,
): Promise<boolean> {
  try {
    const registration = (await container.register(scriptUrl, { scope })) as
      ServiceWorkerRegistration | undefined;
    if (!registration) return true;
    const active = registration.active;
    if (active?.scriptURL === scriptUrl && active.state === 'activated' && container.controller !== active)
      active.postMessage(CLAIM_MESSAGE);
    return false;
  } catch {
    return true;
  }
}

/**
 * Asks the worker controlling this page to open the store, and waits for its answer. A page still under an
 * earlier version of the worker, which does not answer, asks again when the new one takes it over.
 */
function askToStart(container: ServiceWorkerContainer, scriptUrl: string): Promise<StartAnswer | null> {
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
