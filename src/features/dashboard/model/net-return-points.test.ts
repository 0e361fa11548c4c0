import { describe, expect, it } from 'vitest';
import { toRatePoints } from './net-return-points';

describe('net annual return chart points', () => {
  it('RET-08 keeps the month ends that have a rate, in order, with the date shown as DD/MM/YYYY', () => {
    expect(
      toRatePoints([
        { fecha: '2026-01-31', tasa: null },
        { fecha: '2026-02-28', tasa: '18.07' },
        { fecha: '2026-03-31', tasa: '-2.50' },
        { fecha: '2026-04-12', tasa: '17.05' },
      ]),
    ).toEqual([
      { fecha: '28/02/2026', monto: 18.07, tasa: '18.07' },
      { fecha: '31/03/2026', monto: -2.5, tasa: '-2.50' },
      { fecha: '12/04/2026', monto: 17.05, tasa: '17.05' },
    ]);
    expect(toRatePoints([])).toEqual([]);
  });
});
