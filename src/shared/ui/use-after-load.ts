import { useEffect, useState } from 'react';

/**
 * True once the page has loaded and `delayMs` more have passed: for what only a developer needs, which must not
 * compete with a screen's first paint and first calls.
 */
export function useAfterLoad(delayMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      timer = setTimeout(() => setReady(true), delayMs);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      clearTimeout(timer);
    };
  }, [delayMs]);
  return ready;
}
