import { startTransition, useEffect, useState, type ReactNode } from 'react';

export interface SlicedMountProps {
  children: ReactNode;
  /** What shows until `children` mount. */
  fallback?: ReactNode;
  /** Mount only once the browser has painted the frame that shows `fallback`. */
  afterPaint?: boolean;
}

/**
 * Mounts `children` one commit later, in a transition. The router and the query cache hand their data to
 * React through useSyncExternalStore, so a screen that appears when its data arrives is rendered in one
 * synchronous task: the client area's first screen, at a phone's speed, blocked the page for most of a second.
 * A transition's render yields to the browser every few milliseconds instead; what shows, and when it is
 * committed, is the same.
 *
 * `afterPaint` waits for the next frame first: a secondary part (the dashboard's chart) then renders in a
 * task of its own once the screen is on view, and anything it lays out or measures costs a layout of its own
 * box only, not the first layout of the whole screen inside the screen's commit.
 */
export function SlicedMount({ children, fallback = null, afterPaint = false }: SlicedMountProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const mount = () => startTransition(() => setMounted(true));
    if (!afterPaint) return mount();
    // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(mount)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [afterPaint]);
  return mounted ? children : fallback;
}
