/**
 * The simulated server as one classic script (scripts/simulator-worker-plugin.ts builds it into
 * assets/simulator-server-<hash>.js): the handlers, the store and the first visit's seed. The service worker
 * (simulator-worker.js) imports it, and a page no worker answers loads the same file (mocks/in-page.ts), so a
 * first visit downloads the server once and seeds in the page while the worker installs behind it.
 */
import { pageServer } from './page-server';
import { isServiceWorker, serveAsServiceWorker } from './service-worker';
import { PAGE_SERVER_GLOBAL } from './worker-protocol';

if (isServiceWorker()) serveAsServiceWorker();
else (globalThis as Record<string, unknown>)[PAGE_SERVER_GLOBAL] = pageServer;
