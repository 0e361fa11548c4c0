import { useCallback, type RefCallback } from 'react';

/**
 * A loading state is still for its first second, then moves (a skeleton line's pulse, the page's spinner): a
 * wait that ends within the second shows no motion at all, as a person hardly notices it, and a longer one is
 * told apart by the motion. The motion is a CSS animation that applies only once its element is marked
 * `data-moving` (loading-state.module.css), which happens here a second after the element was shown.
 *
 * The mark, not an `animation-delay`: a delayed animation is still an animation from the first frame, started
 * at once on the compositor, and its start was one task of 8-14 ms on the page's main thread in every load of
 * a client screen under Lighthouse, whose trace follows each animation as it starts. A wait shorter than the
 * second now starts none.
 */
export const LOADING_MOTION_DELAY_MS = 1000;

/** The attribute that lets a loading element's animation run. */
export const MOVING_ATTRIBUTE = 'data-moving';

/** The elements still waiting, each with the time it may move (performance.now()'s clock). */
const waiting = new Map<Element, number>();
/** One platform timer for all of them, set for the earliest. */
let timer: ReturnType<typeof setTimeout> | undefined;
let timerDue = Infinity;

/**
 * Marks `element` moving a second after `shownAt` (now by default; the page's first paint for a frame drawn
 * before any script ran). Returns what forgets it, for an element taken away before its second is over.
 */
export function moveAfterASecond(element: Element, shownAt: number = performance.now()): () => void {
  waiting.set(element, shownAt + LOADING_MOTION_DELAY_MS);
  wakeForEarliest();
  return () => {
    waiting.delete(element);
    if (waiting.size === 0) stop();
  };
}

/** A ref for a loading element of a React tree: it moves a second after it is mounted. */
export function useLoadingMotion(): RefCallback<Element> {
  return useCallback((element: Element | null) => (element ? moveAfterASecond(element) : undefined), []);
}

function wakeForEarliest() {
  const due = Math.min(...waiting.values());
  if (due >= timerDue) return;
  clearTimeout(timer);
  timerDue = due;
  timer = setTimeout(wake, Math.max(0, due - performance.now()));
}

function wake() {
  timer = undefined;
  timerDue = Infinity;
  const now = performance.now();
  for (const [element, due] of waiting) {
    if (due > now) continue;
    element.setAttribute(MOVING_ATTRIBUTE, '');
    waiting.delete(element);
  }
  if (waiting.size > 0) wakeForEarliest();
}

function stop() {
  clearTimeout(timer);
  timer = undefined;
  timerDue = Infinity;
}
