/**
 * Where calls go. By default the simulator answers them inside the browser; `VITE_API_MODE=real` with
 * `VITE_API_URL=https://...` points the same client at a real server, with no code change.
 */
export const apiMode: 'mock' | 'real' = import.meta.env.VITE_API_MODE === 'real' ? 'real' : 'mock';
export const apiBaseUrl: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

/**
 * How the simulator runs in this tab, as its starter reports it (SRV-52). Both fields are set only where the
 * browser lacks something: a normal tab has a service worker answering and IndexedDB keeping the data.
 */
export interface SimulatorRuntime {
  /** No service worker controls this page: its calls are answered here, inside the page, by this. */
  answer?: (request: Request) => Promise<Response>;
  /** IndexedDB is unavailable: the demo's data lives in this tab's memory and is lost when it closes. */
  inMemory?: boolean;
}

let start: () => Promise<SimulatorRuntime | void> = () => Promise.resolve();
let ready: Promise<SimulatorRuntime> | null = null;
let runtime: SimulatorRuntime | null = null;
const listeners = new Set<() => void>();

/**
 * What calls wait for before they leave (the simulator taking control of this page). It runs once, on the
 * first call or on `warmApi`, so a public screen that calls nothing never pays for it.
 */
export function setApiStarter(starter: () => Promise<SimulatorRuntime | void>): void {
  start = starter;
  ready = null;
  runtime = null;
}

export function apiReady(): Promise<SimulatorRuntime> {
  ready ??= start().then(
    (started) => {
      runtime = started ?? {};
      for (const listener of listeners) listener();
      return runtime;
    },
    (error: unknown) => {
      // The next call tries again.
      ready = null;
      throw error;
    },
  );
  return ready;
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
