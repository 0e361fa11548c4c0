import { describe, expect, it } from 'vitest';
import { toChartPoints } from './chart-points';

describe('chart points', () => {
  it('DASH-11 pairs data[i].amount with label[i].fecha', () => {
    expect(
      toChartPoints({
        data: [{ amount: '500.00' }, { amount: '1750.50' }],
        label: [{ fecha: '2026-10-01' }, { fecha: '2026-11-15 10:00:00' }],
      }),
    ).toEqual([
      { fecha: '01/10/2026', monto: 500, amount: '500.00' },
      { fecha: '15/11/2026', monto: 1750.5, amount: '1750.50' },
    ]);
    expect(toChartPoints({ data: [], label: [] })).toEqual([]);
  });
});
