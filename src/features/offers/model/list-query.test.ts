import { describe, expect, it } from 'vitest';
import { clampPage, firstQuery, isMinAmount, withFilter } from './list-query';

describe('the list query of my offers and my projects', () => {
  it('MYPROJ-02 a changed filter (proyecto, vencimiento or monto) asks for page 1', () => {
    expect(withFilter({ ...firstQuery, page: 4 }, { monto: '1000', vencimiento: '3' })).toEqual({
      proyecto: '',
      vencimiento: '3',
      monto: '1000',
      page: 1,
    });
  });

  it('MYPROJ-02 the minimum amount is empty or plain digits with up to 2 decimals', () => {
    for (const ok of ['', ' ', '0', '1000', '1000.5', '1000.50']) expect(isMinAmount(ok)).toBe(true);
    for (const bad of ['1,5', '-1', '1e3', 'abc', '10.123', 'NaN']) expect(isMinAmount(bad)).toBe(false);
  });

  it('MYPROJ-06 a page stays within 1..total pages', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(5, 3)).toBe(3);
  });
});
