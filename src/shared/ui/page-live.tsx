import { useEffect } from 'react';

let onPageLive: (() => void) | null = null;

/** Registers what to do once a page's content has been rendered live (the browser entry's take-over). */
export function whenPageLive(then: () => void): void {
  onPageLive = then;
}

/**
 * Rendered inside a prerendered screen's content: its effect runs once React has adopted that content, which
 * on a hydrated page can come a pass after the app's first commit (the router's Suspense boundary around the
 * route is hydrated on its own).
 */
export function PageLive() {
  useEffect(() => {
    const then = onPageLive;
    onPageLive = null;
    then?.();
  }, []);
  return null;
}
