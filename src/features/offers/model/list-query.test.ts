import { describe, expect, it } from 'vitest';
import { isMinAmount } from './list-query';

describe('the list query of my offers and my projects', () => {
  it('MYPROJ-02 the minimum amount is empty or plain digits with up to 2 decimals', () => {
    for (const ok of ['', ' ', '0', '1000', '1000.5', '1000.50']) expect(isMinAmount(ok)).toBe(true);
    for (const bad of ['1,5', '-1', '1e3', 'abc', '10.123', 'NaN']) expect(isMinAmount(bad)).toBe(false);
  });
});
