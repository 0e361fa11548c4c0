/**
 * Where calls go. By default the simulator answers them inside the browser; `VITE_API_MODE=real` with
 * `VITE_API_URL=https://...` points the same client at a real server, with no code change.
 */
export const apiMode: 'mock' | 'real' = import.meta.env.VITE_API_MODE === 'real' ? 'real' : 'mock';
export const apiBaseUrl: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

let start: () => Promise<unknown> = () => Promise.resolve();
let ready: Promise<unknown> | null = null;

/**
 * What calls wait for before they leave (the simulator's worker starting). It runs once, on the first call
 * or on `warmApi`, so a public screen that calls nothing never pays for it.
 */
export function setApiStarter(starter: () => Promise<unknown>): void {
  start = starter;
  ready = null;
}

export function apiReady(): Promise<unknown> {
  ready ??= start();
  return ready;
}

/** Starts what calls wait for ahead of the first call (the visitor has shown intent); idempotent. */
export function warmApi(): void {
  void apiReady().catch(() => {
    // The first call reports the failure.
  });
}
