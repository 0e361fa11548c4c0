/**
 * Where calls go. By default the simulator answers them inside the browser; `VITE_API_MODE=real` with
 * `VITE_API_URL=https://...` points the same client at a real server, with no code change.
 */
export const apiMode: 'mock' | 'real' = import.meta.env.VITE_API_MODE === 'real' ? 'real' : 'mock';
export const apiBaseUrl: string = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

let ready: Promise<unknown> = Promise.resolve();

/** Calls wait for this before they leave (the simulator's worker starting); screens never do. */
export function setApiReady(promise: Promise<unknown>): void {
  ready = promise;
}

export function apiReady(): Promise<unknown> {
  return ready;
}
