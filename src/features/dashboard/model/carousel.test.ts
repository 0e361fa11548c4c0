import { describe, expect, it } from 'vitest';
import { AUTOPLAY_MS, renderedSlides, ringDistance, wrap } from './carousel';

describe('carousel window', () => {
  it('DASH-15 renders the active slide and those within 2 of it, round the ring: at most 5', () => {
    expect(renderedSlides(0, 12)).toEqual([0, 1, 2, 10, 11]);
    expect(renderedSlides(5, 12)).toEqual([3, 4, 5, 6, 7]);
    expect(renderedSlides(11, 12)).toEqual([0, 1, 9, 10, 11]);
    for (let n = 0; n <= 9; n++) {
      for (let active = 0; active < Math.max(n, 1); active++) {
        const slides = renderedSlides(active, n);
        expect(slides.length).toBe(Math.min(n, 5));
        for (const i of slides) expect(ringDistance(i, active, n)).toBeLessThanOrEqual(2);
      }
    }
  });

  it('DASH-16 moves every 90,000 ms', () => {
    expect(AUTOPLAY_MS).toBe(90_000);
  });

  it('wraps positions into the ring', () => {
    expect(wrap(-1, 5)).toBe(4);
    expect(wrap(5, 5)).toBe(0);
    expect(wrap(3, 0)).toBe(0);
  });
});
