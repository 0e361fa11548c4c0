import { describe, expect, it } from 'vitest';
import { clampPage, firstQuery, withFilter } from './list-query';

describe('list query', () => {
  it('INV-16 a changed filter keeps the others and asks for page 1', () => {
    const onPage3 = { ...firstQuery, vencimiento: '2' as const, page: 3 };
    expect(withFilter(onPage3, { proyecto: '12' })).toEqual({
      proyecto: '12',
      vencimiento: '2',
      monto: '',
      page: 1,
    });
  });

  it('INV-09 an empty list has page 1 only', () => {
    expect(clampPage(2, 1)).toBe(1);
    expect(clampPage(0, 0)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
  });
});
