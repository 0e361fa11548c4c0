/** DASH-16: the carousel moves to the next project every 90 seconds (p2 §9). */
export const AUTOPLAY_MS = 90_000;

/** DASH-15: only slides within this many positions of the active one are rendered (at most 5). */
export const WINDOW_RADIUS = 2;

/** i modulo n, always in 0..n-1. */
export function wrap(i: number, n: number): number {
  return n <= 0 ? 0 : ((i % n) + n) % n;
}

/** How far slide i is from the active one, going round the ring the short way (0 for the active one). */
export function ringDistance(i: number, active: number, n: number): number {
  const d = wrap(i - active, n);
  return Math.min(d, n - d);
}

/**
 * DASH-15: the slides to render, in order: the active one and those within `radius` of it, round the ring
 * (the carousel loops), never more than 2 × radius + 1 and never twice the same.
 */
export function renderedSlides(active: number, n: number, radius = WINDOW_RADIUS): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (ringDistance(i, active, n) <= radius) out.push(i);
  return out;
}
