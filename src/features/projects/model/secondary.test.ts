import { describe, expect, it } from 'vitest';
import { relevanceStyle } from './relevance';
import { offeredValue } from './secondary';
import { distributionOf } from './distribution';
import type { Project } from '@/contract/projects';

describe('secondary offers, relevancia and distribution', () => {
  it('SEC-04 the offered value is the original price plus the yield', () => {
    expect(offeredValue('1000.00', '59.94', 'USDT')).toBe('USDT 1,059.94');
    expect(offeredValue('2500', '0.05', '$')).toBe('$ 2,500.05');
  });

  it('PROJ-10 relevancia 1, 2 and 3 have three distinct colour styles', () => {
    const colours = [1, 2, 3].map((r) => relevanceStyle(r).color);
    expect(new Set(colours).size).toBe(3);
    expect(relevanceStyle(1)).toEqual({ color: 'red.8', tone: 'hot' });
    expect(relevanceStyle(2)).toEqual({ color: 'orange.9', tone: 'medium' });
    expect(relevanceStyle(3)).toEqual({ color: 'blue.8', tone: 'standard' });
    // Anything but 1 or 2 is the standard style.
    expect(relevanceStyle(0)).toEqual({ color: 'blue.8', tone: 'standard' });
  });

  it('INVEST-07 the distribution holds the invested and available shares with amounts and percentages', () => {
    const p = {
      percentage_investment: '37.5',
      percentage_enable: '62.5',
      amount_invertido: '37500.00',
      disponible: '62500.00',
    } as Project;
    expect(distributionOf(p, 'USDT')).toEqual([
      { key: 'invested', value: 37.5, percent: '37.5 %', amount: 'USDT 37,500.00' },
      { key: 'available', value: 62.5, percent: '62.5 %', amount: 'USDT 62,500.00' },
    ]);
  });
});
