import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE, pageWindow } from './paging';

describe('paging', () => {
  it('SRV-04 pages by 10, answers an empty list as page 1 of 1 and a page past the end as the last page', () => {
    expect(PAGE_SIZE).toBe(10);
    expect(pageWindow(0, 1)).toEqual({ page: 1, totalPages: 1, skip: 0, size: 10 });
    expect(pageWindow(0, 7)).toEqual({ page: 1, totalPages: 1, skip: 0, size: 10 });
    expect(pageWindow(10, 1)).toMatchObject({ page: 1, totalPages: 1 });
    expect(pageWindow(11, 2)).toEqual({ page: 2, totalPages: 2, skip: 10, size: 10 });
    expect(pageWindow(25, 9)).toEqual({ page: 3, totalPages: 3, skip: 20, size: 10 });
  });

  it('SRV-04 always answers a page between 1 and total_pages whose rows exist', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.integer({ min: -5, max: 200_000 }), (total, requested) => {
        const w = pageWindow(total, requested);
        expect(w.totalPages).toBeGreaterThanOrEqual(1);
        expect(w.page).toBeGreaterThanOrEqual(1);
        expect(w.page).toBeLessThanOrEqual(w.totalPages);
        expect(w.totalPages).toBe(Math.max(1, Math.ceil(total / 10)));
        if (total > 0) expect(w.skip).toBeLessThan(total);
        else expect(w.skip).toBe(0);
      }),
    );
  });
});
