/**
 * Where calls go. By default the simulator answers them inside the browser; `VITE_API_MODE=real` with
 * `VITE_API_URL=https://...` points the same client at a real server, with no code change.
 */
export const apiMode: 'mock' | 'real' = import.meta.env.VITE_API_MODE === 'real' ? 'real' : 'mock';
export const apiBaseUrl: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

/**
 * How the simulator runs in this tab, as its starter reports it (SRV-52). Nothing is set in a tab that a
 * service worker answers, over IndexedDB.
 */
export interface SimulatorRuntime {
  /** No service worker answers this page (a first visit, a hard reload, none allowed): this answers here. */
  answer?: (request: Request) => Promise<Response>;
  /** This browser refuses service workers: every tab answers its own calls. */
  noWorker?: boolean;
  /** IndexedDB is unavailable: the demo's data lives in this tab's memory and is lost when it closes. */
  inMemory?: boolean;
}

/** What a starter reports: the runtime, and what it learns later (a refused service worker). */
export interface StartedRuntime extends SimulatorRuntime {
  later?: Promise<Partial<SimulatorRuntime>>;
}

let start: () => Promise<StartedRuntime | void> = () => Promise.resolve();
let ready: Promise<SimulatorRuntime> | null = null;
let runtime: SimulatorRuntime | null = null;
const listeners = new Set<() => void>();

/**
 * What calls wait for before they leave (the simulator taking control of this page). It runs once, on the
 * first call or on `warmApi`, so a public screen that calls nothing never pays for it.
 */
export function setApiStarter(starter: () => Promise<StartedRuntime | void>): void {
  start = starter;
  ready = null;
  runtime = null;
}

export function apiReady(): Promise<SimulatorRuntime> {
  ready ??= start().then(
    (started) => {
      const { later, ...now } = started ?? {};
      report(now);
      void later?.then((learnt) => report({ ...runtime, ...learnt }));
      return runtime!;
    },
    (error: unknown) => {
      // The next call tries again.
      ready = null;
      throw error;
    },
  );
  return ready;
}

function report(next: SimulatorRuntime): void {
  runtime = next;
  for (const listener of listeners) listener();
}

/** How the simulator runs here once started (null before), for the simulator menu's notes. */
export function simulatorRuntime(): SimulatorRuntime | null {
  return runtime;
}

/** Calls `listener` once the simulator has started; returns the unsubscribe. */
export function onSimulatorRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts what calls wait for ahead of the first call (the visitor has shown intent); idempotent. */
export function warmApi(): void {
  void apiReady().catch(() => {
    // The first call reports the failure.
  });
}
