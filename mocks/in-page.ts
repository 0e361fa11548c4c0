import serverScript from 'virtual:simulator-server';
import type { StartedSimulator } from './browser';
import { exposeTimeMachine } from './time-machine';
import { PAGE_SERVER_GLOBAL, type AnswerCall, type PageServer } from './worker-protocol';

/**
 * The simulator inside the page, where no service worker answers it (SRV-52): a first visit until the worker
 * takes the page, a hard reload, a browser without service workers. The page loads the same server script the worker
 * imports (one download for both), and its calls (src/shared/api/api-fetch.ts) go to those handlers directly,
 * over this browser's IndexedDB or, where it cannot be opened, a store in this tab's memory.
 */
export async function startInPage(baseUrl: string, delayMs: number): Promise<StartedSimulator> {
  const server = await loadServerScript(new URL(`${baseUrl}${serverScript}`, location.href).href);
  let answer: AnswerCall;
  let inMemory = false;
  try {
    // Only a store that cannot be opened falls back: a slow first-visit seed on a slow device is waited for,
    // so the visitor's demo is never split between a stored copy and one in memory.
    answer = await server.open({ delayMs });
  } catch {
    // No IndexedDB (some private windows, managed profiles): an in-memory one serves this tab, seeded as on a
    // first visit; its code is loaded only then.
    const { IDBFactory, IDBKeyRange } = await import('fake-indexeddb');
    answer = await server.open({ delayMs, storeOptions: { indexedDB: new IDBFactory(), IDBKeyRange } });
    inMemory = true;
  }
  exposeTimeMachine(answer, baseUrl, 'page');
  return { answer, ...(inMemory ? { inMemory } : {}) };
}

/** Loads the server script as a classic script, once per page; it leaves its PageServer on the global scope. */
function loadServerScript(src: string): Promise<PageServer> {
  const loaded = (globalThis as Record<string, unknown>)[PAGE_SERVER_GLOBAL] as PageServer | undefined;
  if (loaded) return Promise.resolve(loaded);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => {
      const server = (globalThis as Record<string, unknown>)[PAGE_SERVER_GLOBAL] as PageServer | undefined;
      if (server) resolve(server);
      else reject(new Error(`${src} did not start the simulator`));
    };
    script.onerror = () => reject(new Error(`${src} could not be loaded`));
    document.head.append(script);
  });
}
