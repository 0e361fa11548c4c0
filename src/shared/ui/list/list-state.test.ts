import { describe, expect, it } from 'vitest';
import { filterSearchDefaults, listQueryOf } from './list-state';

describe('listQueryOf', () => {
  it('INV-16 OFFER-05 MYPROJ-02 no filter in the URL asks for every project, period and amount, page 1', () => {
    expect(listQueryOf(filterSearchDefaults)).toEqual({ proyecto: '', vencimiento: '', monto: '', page: 1 });
  });

  it('INV-16 MYPROJ-02 a project, an expiry period, a minimum amount and a page travel as the call writes them', () => {
    expect(listQueryOf({ proyecto: 7, vencimiento: 3, monto: 1000.5, pagina: 2 })).toEqual({
      proyecto: '7',
      vencimiento: '3',
      monto: '1000.5',
      page: 2,
    });
  });
});
