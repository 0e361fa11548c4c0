import { describe, expect, it } from 'vitest';
import { numericColumn } from './numeric-column';

describe('numericColumn', () => {
  it('is right-aligned and carries the footer total it is given', () => {
    const column = numericColumn<{ saldo: string }>('saldo', 'Saldo', (r) => r.saldo, '30,00');
    expect(column).toMatchObject({ key: 'saldo', header: 'Saldo', numeric: true, total: '30,00' });
    expect(column.cell({ saldo: '10,00' })).toBe('10,00');
  });

  it('has no total without one (its footer cell stays empty)', () => {
    expect('total' in numericColumn('tasa', 'Tasa', () => '12')).toBe(false);
    expect('total' in numericColumn('saldo', 'Saldo', () => '1', undefined)).toBe(false);
  });
});
