import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timeouts this long or longer share one platform timer; a shorter one (a retry's wait) is the platform's. */
export const SHARED_FROM_MS = 1000;

/**
 * The query cache's timers (TanStack Query's TimeoutProvider), its long timeouts kept in one list under a
 * single platform timer set for the earliest. Every query a screen mounts sets its stale timer, and clears and
 * sets it again as it loads: dozens of platform timers set and cleared inside the commit that draws the screen,
 * each a call into the browser. Here those are a map entry; the platform timer is set again only when a
 * timeout due earlier comes, and a cleared one is just forgotten (the platform timer then wakes for nothing,
 * and is set for the next). Shared timeouts have negative ids, so they are never taken for a platform timer's;
 * intervals are the platform's.
 */
export function coalescedTimeouts(now: () => number = () => Date.now()): TimeoutProvider {
  const shared = new Map<number, { due: number; callback: TimeoutCallback }>();
  let lastId = 0;
  let wake: ReturnType<typeof setTimeout> | undefined;
  let wakeAt = Infinity;

  const wakeFor = (at: number) => {
    clearTimeout(wake);
    wakeAt = at;
    // The cache's delays are finite and far below the platform's longest (about 24 days).
    wake = at === Infinity ? undefined : setTimeout(fire, at - now());
  };

  function fire() {
    wakeAt = Infinity;
    const time = now();
    try {
      // In the order they were set; one cleared by a callback run before it does not run.
      for (const [id, { due, callback }] of [...shared]) if (due <= time && shared.delete(id)) callback();
    } finally {
      // Also after a callback that threw (the platform reports it): the ones still due run a task later.
      const next = Math.min(...[...shared.values()].map((t) => t.due));
      if (next < wakeAt) wakeFor(next);
    }
  }

  return {
    setTimeout(callback, delay): ManagedTimerId {
      if (!(delay >= SHARED_FROM_MS)) return setTimeout(callback, delay) as unknown as ManagedTimerId;
      const id = --lastId;
      const due = now() + delay;
      shared.set(id, { due, callback });
      if (due < wakeAt) wakeFor(due);
      return id;
    },
    clearTimeout(id) {
      if (typeof id === 'number' && id < 0) shared.delete(id);
      else clearTimeout(id as Parameters<typeof clearTimeout>[0]);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as ManagedTimerId,
    clearInterval: (id) => clearInterval(id as Parameters<typeof clearInterval>[0]),
  };
}
