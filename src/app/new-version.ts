/**
 * A new version of the site (PWA-05, SRV-70). The simulator's service worker of a new build installs beside the
 * active one and waits: until the visitor takes it, the active worker answers every page of the site from its
 * own version's files, so nothing of two versions is ever mixed. This module learns of a waiting worker, tells
 * the app ('Hay una versión nueva', ./new-version-notice.tsx), asks the worker to take over when the visitor
 * clicks 'Actualizar', and reloads each page of the site once the new worker controls it, so each page then
 * runs the new version's files whole. The store (IndexedDB) and the session (localStorage) are the origin's, and
 * stay as they were.
 */

/** What the waiting worker takes as 'take over now' (mocks/worker-protocol.ts sends the same text). */
export const UPDATE_MESSAGE = 'SIMULATOR_UPDATE';

/** How often a page left open asks for a new version, besides each navigation's own check. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export interface NewVersionState {
  /** A new version is installed and waits for the visitor. */
  readonly waiting: boolean;
  /** The visitor asked for it: the page reloads once the new version controls it. */
  readonly updating: boolean;
}

const NONE: NewVersionState = { waiting: false, updating: false };
let state: NewVersionState = NONE;
let takeOver: (() => void) | null = null;
const listeners = new Set<() => void>();

function update(next: NewVersionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeNewVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function newVersionState(): NewVersionState {
  return state;
}

/** The visitor's click on 'Actualizar': the waiting worker takes over, and the page reloads under it. */
export function takeNewVersion(): void {
  if (!takeOver || state.updating) return;
  update({ waiting: true, updating: true });
  takeOver();
}

/**
 * Watches this page's service worker registration. A worker counts as a new version only while another one
 * controls this page: the very first worker takes over at once (SRV-52) and is announced to no one. When the
 * controller changes under a page it had already (the visitor took the new version here or in another tab),
 * the page reloads once. Returns what stops the watch (tests).
 */
export function watchNewVersion(
  container: ServiceWorkerContainer | undefined,
  reload: () => void = () => location.reload(),
): () => void {
  if (!container) return () => undefined;
  let controlled = Boolean(container.controller);
  let reloading = false;
  const onControllerChange = () => {
    if (controlled && !reloading) {
      reloading = true;
      reload();
    }
    controlled = true;
  };
  container.addEventListener('controllerchange', onControllerChange);
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  void container.ready.then((registration) => {
    if (stopped) return;
    const offer = () => {
      const waiting = registration.waiting;
      if (!waiting || !container.controller) return;
      takeOver = () => waiting.postMessage(UPDATE_MESSAGE);
      if (!state.waiting) update({ waiting: true, updating: false });
    };
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offer();
      });
    });
    offer();
    timer = setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  });

  return () => {
    stopped = true;
    clearInterval(timer);
    container.removeEventListener('controllerchange', onControllerChange);
    takeOver = null;
    update(NONE);
  };
}
