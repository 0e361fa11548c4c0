import type { modals as mantineModals } from '@mantine/modals';

/**
 * The app's message modals (@mantine/modals) are drawn by one host that the app root mounts the first time a
 * screen asks for it: Mantine's Modal brings code that no screen needs for its first paint. A request made
 * before the host is there waits for it.
 */
export interface Overlays {
  modals: typeof mantineModals;
}

type Listener = () => void;

let requested = false;
let mounted: Overlays | null = null;
let resolveMounted: (overlays: Overlays) => void = () => undefined;
const nextMount = () =>
  new Promise<Overlays>((resolve) => {
    resolveMounted = resolve;
  });
let whenMounted = nextMount();
const listeners = new Set<Listener>();

/** The host is wanted: the app root subscribes to this to mount it. */
export function subscribeOverlaysRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const overlaysRequested = (): boolean => requested;

/** Called by the host once its providers listen; the returned function, when it unmounts. */
export function overlaysMounted(overlays: Overlays): () => void {
  mounted = overlays;
  resolveMounted(overlays);
  return () => {
    mounted = null;
    whenMounted = nextMount();
  };
}

/** The host's modals, once it is mounted (mounting it if nothing has yet). */
export function whenOverlays(): Promise<Overlays> {
  if (mounted) return Promise.resolve(mounted);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return whenMounted;
}

/** The host's modals if it is already mounted (closing a modal needs no waiting). */
export const mountedOverlays = (): Overlays | null => mounted;
