/**
 * The simulator's service worker (SRV-52): what the server script (mocks/server-script.ts) does when
 * `simulator-worker.js` imports it as a service worker. It answers every call to an /api/ path from the pages it controls
 * with the handlers (no MSW here: its cookie store needs the page's localStorage), over this browser's
 * IndexedDB, on its own thread: the pages' main threads only send the
 * call and read the answer, and every tab talks to one server.
 *
 * 1. It takes every page of its scope as soon as it is active, and a page that came up uncontrolled (one
 *    loaded while no worker was active, or after a hard reload) when that page asks ('SIMULATOR_CLAIM').
 * 2. A page that starts the simulator asks it to open the store ('SIMULATOR_START', with a port for the
 *    answer): the first visit seeds it here, and the page learns how long that took, or that the store
 *    cannot be opened, in which case the page answers its own calls (mocks/browser.ts).
 * 3. A call no handler answers goes on to the network, as it would without the simulator.
 * 4. In a build, the site's own files are its too (mocks/offline.ts, PWA-03): it answers pages and files from
 *    its version's cache, so the demo opens with no network. The first worker takes over at once and stores
 *    nothing then (a first visit to the portal downloads only what its page needs): it stores its version's files
 *    when a page asks ('SIMULATOR_PRECACHE': a first visit's page once the visitor has signed in, and every
 *    page loaded under the worker). A new version stores them
 *    all while it installs, then waits until a page asks it to take over ('SIMULATOR_UPDATE', PWA-05, SRV-70);
 *    until then the active one answers every page, file and call from its own version. Its scripts and styles
 *    (assets/) the browser reads from that cache itself, by the route the worker declares when it installs.
 */
import { systemClock } from './domain/clock';
import { createDispatch } from './http/handlers';
import { createServerContext } from './http/server-context';
import { assetsRoute, cachedAnswer, dropOtherVersions, precacheFiles, readPrecache } from './offline';
import {
  CLAIM_MESSAGE,
  PRECACHE_MESSAGE,
  SEED_MEASURE,
  START_MESSAGE,
  type StartAnswer,
  UPDATE_MESSAGE,
} from './worker-protocol';

/** What this file uses of a service worker's global scope (the project's types are the DOM's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface InstallEvent extends ExtendableEvent {
  addRoutes?(rules: object[]): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  skipWaiting(): Promise<void>;
  registration: { scope: string; active: object | null };
  caches: CacheStorage;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

/** True when this script runs as a service worker (not as a page's copy of the server). */
export function isServiceWorker(): boolean {
  return 'ServiceWorkerGlobalScope' in self && 'clients' in self && 'skipWaiting' in self;
}

/** Wires the worker's events; called while the script is first evaluated, as a service worker requires. */
export function serveAsServiceWorker(): void {
  const scope = self as unknown as ServiceWorkerScope;
  const ctx = createServerContext({
    clock: systemClock,
    delayMs: Number(import.meta.env.VITE_SIMULATOR_DELAY_MS ?? 250),
    validateResponses: import.meta.env.DEV,
  });
  const dispatch = createDispatch(ctx);

  const openedStore = async (): Promise<StartAnswer> => {
    try {
      await ctx.store();
      return { ok: true, seedMs: performance.getEntriesByName(SEED_MEASURE, 'measure')[0]?.duration ?? null };
    } catch {
      return { ok: false };
    }
  };

  // The site's files of this version (none in development, where this worker takes over at once as before).
  const precache = readPrecache(scope);
  const files = new Set(precache?.files.map((file) => file.url));

  scope.addEventListener('install', (event) => {
    // The site's scripts and styles are read from this version's cache by the browser itself: a page's load
    // asks for some thirty, each a fetch event run on this thread otherwise. A browser without the route (or
    // without routes to a cache) has them answered below, as before.
    if (precache && event.addRoutes)
      event.waitUntil(
        event.addRoutes([assetsRoute(scope.registration.scope, precache.version)]).catch(() => undefined),
      );
    const installing = async () => {
      // The first worker has no page of another version to disturb: it takes over at once, and stores its files
      // when a page asks (once its visitor signs in). A new version stores them all first, then waits for the click.
      if (!precache || !scope.registration.active) return scope.skipWaiting();
      await precacheFiles(scope.caches, precache, scope.registration.scope);
    };
    event.waitUntil(installing());
  });
  scope.addEventListener('activate', (event) =>
    event.waitUntil(
      Promise.all([
        scope.clients.claim(),
        precache ? dropOtherVersions(scope.caches, precache.version) : undefined,
      ]),
    ),
  );

  scope.addEventListener('message', (event) => {
    if (event.data === CLAIM_MESSAGE) event.waitUntil(scope.clients.claim());
    if (event.data === UPDATE_MESSAGE) event.waitUntil(scope.skipWaiting());
    if (event.data === PRECACHE_MESSAGE && precache)
      event.waitUntil(precacheFiles(scope.caches, precache, scope.registration.scope).catch(() => undefined));
    const port = event.ports[0];
    if (event.data === START_MESSAGE && port)
      event.waitUntil(openedStore().then((answer) => port.postMessage(answer)));
  });

  scope.addEventListener('fetch', (event) => {
    const { request } = event;
    // Pages, scripts and styles are the static host's (in development a module under src/shared/api/ too):
    // only calls, fetch() of an /api/ path, are the simulator's, on any host (API-01).
    if (request.destination === '' && new URL(request.url).pathname.includes('/api/')) {
      event.respondWith(dispatch(request).then((answer) => answer ?? fetch(request)));
      return;
    }
    const cached = precache
      ? cachedAnswer(scope.caches, precache, files, scope.registration.scope, request)
      : null;
    if (cached) event.respondWith(cached);
  });
}
