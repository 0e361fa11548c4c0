import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts `children` one commit later, in a transition. The router and the query cache hand their data to
 * React through useSyncExternalStore, so a screen that appears when its data arrives is rendered in one
 * synchronous task: the client area's first screen, at a phone's speed, blocked the page for most of a second.
 * A transition's render yields to the browser every few milliseconds instead; what shows, and when it is
 * committed, is the same.
 */
export function SlicedMount({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? children : null;
}
