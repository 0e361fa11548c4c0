import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timers this long or longer share one platform timer; a shorter one (a poll, a retry's wait) is its own. */
export const SHARED_FROM_MS = 1000;
/** The longest delay a platform timer takes (a longer one fires at once). */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

interface SharedTimer {
  due: number;
  callback: TimeoutCallback;
  /** An interval's period; a timeout has none. */
  every?: number;
}

type Entry = { shared: SharedTimer } | { platform: ReturnType<typeof setTimeout>; interval: boolean };

/**
 * The query cache's timers (TanStack Query's TimeoutProvider), long ones kept in one list under a single
 * platform timer set for the earliest. Every query a screen mounts sets its stale timer, and clears and sets it
 * again as it loads: dozens of platform timers set and cleared inside the commit that draws the screen, each a
 * call into the browser. Here those are a map entry; the platform timer is set again only when a timer due
 * earlier comes, and a cleared one is just forgotten (the platform timer then wakes for nothing, and is set
 * for the next).
 */
export function coalescedTimeouts(now: () => number = () => Date.now()): TimeoutProvider {
  const entries = new Map<number, Entry>();
  let lastId = 0;
  let wake: ReturnType<typeof setTimeout> | undefined;
  let wakeAt = Infinity;

  const setWake = (at: number) => {
    clearTimeout(wake);
    wakeAt = at;
    wake =
      at === Infinity ? undefined : setTimeout(fire, Math.min(Math.max(at - now(), 0), LONGEST_DELAY_MS));
  };

  const earliest = () => {
    let at = Infinity;
    for (const entry of entries.values()) if ('shared' in entry) at = Math.min(at, entry.shared.due);
    return at;
  };

  function fire() {
    wake = undefined;
    wakeAt = Infinity;
    const time = now();
    const due = [...entries]
      .flatMap(([id, entry]) =>
        'shared' in entry && entry.shared.due <= time ? [{ id, ...entry.shared }] : [],
      )
      .sort((a, b) => a.due - b.due);
    for (const { id, callback, every } of due) {
      const entry = entries.get(id);
      if (!entry || !('shared' in entry)) continue; // cleared by a callback run before it
      if (every) entry.shared.due = time + every;
      else entries.delete(id);
      try {
        callback();
      } catch (error) {
        // Reported as the platform reports a timer's error, without keeping the others from running.
        setTimeout(() => {
          throw error;
        });
      }
    }
    const next = earliest();
    if (next < wakeAt) setWake(next);
  }

  const add = (callback: TimeoutCallback, delay: number, interval: boolean): ManagedTimerId => {
    const id = ++lastId;
    if (!(delay >= SHARED_FROM_MS)) {
      const once = () => {
        entries.delete(id);
        callback();
      };
      entries.set(id, {
        platform: interval ? setInterval(callback, delay) : setTimeout(once, delay),
        interval,
      });
      return id;
    }
    const due = now() + delay;
    entries.set(id, { shared: { due, callback, every: interval ? delay : undefined } });
    if (due < wakeAt) setWake(due);
    return id;
  };

  const remove = (id: ManagedTimerId | undefined) => {
    if (id === undefined) return;
    const key = Number(id);
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    if ('platform' in entry) {
      if (entry.interval) clearInterval(entry.platform);
      else clearTimeout(entry.platform);
    }
  };

  return {
    setTimeout: (callback, delay) => add(callback, delay, false),
    clearTimeout: remove,
    setInterval: (callback, delay) => add(callback, delay, true),
    clearInterval: remove,
  };
}
