import { describe, expect, it } from 'vitest';
import { hasFilters, highlightedColumns, noFilters, toQuery, withActividad } from './filters';

describe('project filters', () => {
  it('FILT-10 the query carries every filter and the page', () => {
    expect(toQuery({ ...noFilters, pais: 'CO', rango: 8 }, 1)).toEqual({
      pais: 'CO',
      tipo: '',
      emisor: '',
      riesgo: '',
      vencimiento: '',
      rango: '8',
      actividad: '',
      page: 1,
    });
  });

  it('PROJ-27 knows when a filter is set (rango 0 is no filter)', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters({ ...noFilters, rango: 0 })).toBe(false);
    expect(hasFilters({ ...noFilters, rango: 1 })).toBe(true);
    expect(hasFilters({ ...noFilters, riesgo: 'A+' })).toBe(true);
  });

  it('FILT-08 changing the actividad clears the emisor', () => {
    const f = { ...noFilters, actividad: '2', emisor: 'Constructora Andina S.A.S.' };
    expect(withActividad(f, '3').emisor).toBe('');
    expect(withActividad(f, '').emisor).toBe('');
    expect(withActividad(f, '2').emisor).toBe('Constructora Andina S.A.S.');
  });

  it('PROJ-13 PROJ-14 PROJ-15 PROJ-16 PROJ-17 each filter highlights its column', () => {
    expect([...highlightedColumns(noFilters)]).toEqual([]);
    expect([...highlightedColumns({ ...noFilters, pais: 'CO' })]).toEqual(['pais']);
    expect([...highlightedColumns({ ...noFilters, tipo: '1' })]).toEqual(['categoria']);
    expect([...highlightedColumns({ ...noFilters, riesgo: 'A' })]).toEqual(['clasificacion']);
    expect([...highlightedColumns({ ...noFilters, rango: 5 })]).toEqual(['interes']);
    expect([...highlightedColumns({ ...noFilters, vencimiento: '2' })]).toEqual(['vencimiento']);
    // emisor and actividad have no column of their own.
    expect([...highlightedColumns({ ...noFilters, emisor: 'X', actividad: '1' })]).toEqual([]);
  });
});
