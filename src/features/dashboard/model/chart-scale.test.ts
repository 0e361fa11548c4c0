import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compact, nearestIndex, timeTicks, valueTicks, xAt } from './chart-scale';

describe('investments chart scale', () => {
  it('DASH-11 the value axis runs from 0 to a round value at or above the largest point, in equal steps', () => {
    expect(valueTicks([1450, 3600, 24900])).toEqual([0, 7500, 15000, 22500, 30000]);
    expect(valueTicks([500])).toEqual([0, 150, 300, 450, 600]);
    expect(valueTicks([0, 0])).toEqual([0, 1, 2, 3, 4]);
    expect(valueTicks([-300, 900])).toEqual([-300, 0, 300, 600, 900]);
  });

  it('DASH-11 for any points: five ticks, equal steps, zero and every point inside', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000_000, max: 10_000_000 }), { minLength: 1 }), (values) => {
        const ticks = valueTicks(values);
        expect(ticks).toHaveLength(5);
        expect(ticks[0]).toBeLessThanOrEqual(Math.min(0, ...values));
        expect(ticks[4]).toBeGreaterThanOrEqual(Math.max(0, ...values));
        const step = ticks[1]! - ticks[0]!;
        expect(step).toBeGreaterThan(0);
        ticks.forEach((tick, i) => expect(tick - ticks[0]!).toBeCloseTo(i * step, 6));
      }),
      { numRuns: 500 },
    );
  });

  it('DASH-11 the time axis names the first, middle and last dates; the pointer picks the nearest point', () => {
    expect(timeTicks(0)).toEqual([]);
    expect(timeTicks(1)).toEqual([0]);
    expect(timeTicks(2)).toEqual([0, 1]);
    expect(timeTicks(13)).toEqual([0, 6, 12]);
    expect([xAt(0, 5), xAt(2, 5), xAt(4, 5), xAt(0, 1)]).toEqual([0, 0.5, 1, 0.5]);
    expect([nearestIndex(0.6, 5), nearestIndex(-1, 5), nearestIndex(2, 5), nearestIndex(0.3, 1)]).toEqual([
      2, 0, 4, 0,
    ]);
  });

  it('DASH-11 value labels stay short', () => {
    expect([compact(0), compact(7500), compact(22500), compact(1_500_000), compact(-2500)]).toEqual([
      '0',
      '7.5k',
      '22.5k',
      '1.5M',
      '-2.5k',
    ]);
  });
});
