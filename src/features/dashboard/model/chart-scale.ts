/**
 * The investments chart's value axis: round ticks from zero (or below, for a negative point) to at least the
 * largest point, so the line fills most of the plot and every tick reads as a short round number.
 */

/** Steps per power of ten that read well on an axis: 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5 and 8 (and 10). */
const NICE_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8, 10];

/** `count` equal steps from the lowest tick to the highest: ticks[0] ≤ min(0, values), last ≥ max(values). */
export function valueTicks(values: readonly number[], count = 4): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low;
  if (span === 0) return Array.from({ length: count + 1 }, (_, i) => i);
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  for (const nice of NICE_STEPS) {
    const step = nice * magnitude;
    const first = Math.floor(low / step) * step;
    if (first + count * step >= high) return Array.from({ length: count + 1 }, (_, i) => first + i * step);
  }
  // A span just under a power of ten whose floor-aligned start leaves it short: the next power fits.
  const step = 10 * NICE_STEPS.at(-1)! * magnitude;
  const first = Math.floor(low / step) * step;
  return Array.from({ length: count + 1 }, (_, i) => first + i * step);
}

/** Where index `i` of `n` points sits across the plot, from 0 to 1 (a single point in the middle). */
export function xAt(i: number, n: number): number {
  return n <= 1 ? 0.5 : i / (n - 1);
}

/** The indices whose dates label the time axis: the first, the last and, with enough points, the middle one. */
export function timeTicks(n: number): number[] {
  if (n <= 0) return [];
  if (n === 1) return [0];
  if (n === 2) return [0, 1];
  return [0, Math.round((n - 1) / 2), n - 1];
}

/** The nearest point to a position across the plot (0 to 1). */
export function nearestIndex(fraction: number, n: number): number {
  if (n <= 1) return 0;
  return Math.min(n - 1, Math.max(0, Math.round(fraction * (n - 1))));
}

/** Axis ticks stay short: 25000 reads '25k', 1500000 '1.5M'. */
export function compact(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1_000_000) return `${Math.round(value / 100_000) / 10}M`;
  if (abs >= 1_000) return `${Math.round(value / 100) / 10}k`;
  return String(Math.round(value));
}
