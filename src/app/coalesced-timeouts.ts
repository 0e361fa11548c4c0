import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/**
 * Timers this long or longer are shared, and run on the next whole second after they are due (at most that
 * much late, never early); a shorter one (a retry's wait) is the platform's own.
 */
export const SHARED_FROM_MS = 1000;

interface Shared {
  due: number;
  callback: TimeoutCallback;
  /** An interval's period; a timeout has none. */
  every?: number;
}

/**
 * The query cache's timers (TanStack Query's TimeoutProvider): its long timeouts and intervals kept in one list
 * under a single platform timer, set for the earliest. Every query a screen mounts sets its stale timer, and
 * clears and sets it again as it loads (a polled one its interval too): dozens of platform timers set and
 * cleared inside the commit that draws the screen, each a call into the browser. Here each is a map entry; due
 * times are whole seconds, so the platform timer is set again only when a second earlier than the one it waits
 * for comes, and a cleared timer is just forgotten (the platform timer then wakes for nothing, and is set for
 * the next). Shared timers have negative ids, so they are never taken for a platform timer's.
 */
export function coalescedTimeouts(now: () => number = () => Date.now()): TimeoutProvider {
  const shared = new Map<number, Shared>();
  let lastId = 0;
  let wake: ReturnType<typeof setTimeout> | undefined;
  let wakeAt = Infinity;
  const second = (time: number) => Math.ceil(time / 1000) * 1000;

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
      for (const [id, timer] of [...shared]) {
        if (timer.due > time || shared.get(id) !== timer) continue;
        if (timer.every) timer.due = second(time + timer.every);
        else shared.delete(id);
        timer.callback();
      }
    } finally {
      // Also after a callback that threw (the platform reports it): the ones still due run a task later.
      const next = Math.min(...[...shared.values()].map((t) => t.due));
      if (next < wakeAt) wakeFor(next);
    }
  }

  const add = (callback: TimeoutCallback, delay: number, interval: boolean): ManagedTimerId => {
    if (!(delay >= SHARED_FROM_MS))
      return (interval ? setInterval : setTimeout)(callback, delay) as unknown as ManagedTimerId;
    const id = --lastId;
    const due = second(now() + delay);
    shared.set(id, { due, callback, every: interval ? delay : undefined });
    if (due < wakeAt) wakeFor(due);
    return id;
  };

  const remove = (id: ManagedTimerId | undefined, platform: (id: never) => void) => {
    if (typeof id === 'number' && id < 0) shared.delete(id);
    else platform(id as never);
  };

  return {
    setTimeout: (callback, delay) => add(callback, delay, false),
    clearTimeout: (id) => remove(id, clearTimeout),
    setInterval: (callback, delay) => add(callback, delay, true),
    clearInterval: (id) => remove(id, clearInterval),
  };
}
