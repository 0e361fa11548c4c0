import { describe, expect, it } from 'vitest';
import type { ProjectRecord } from '../store/records';
import { Refusal } from './refusal';
import {
  endByOf,
  interestKeyOf,
  minAmountOf,
  projectCriteria,
  projectMatches,
  type ProjectCriteria,
} from './project-filters';

const NOW = Date.UTC(2026, 10, 22, 12); // 07:00 in Bogotá
const BOGOTA_MIDNIGHT_AFTER = (days: number) => Date.UTC(2026, 10, 23 + days, 5) - 1000;

describe('project filters', () => {
  it('SRV-41 reads rango as a number: 12.5 and 12.50 are equal, 9 is below 12, text is 0', () => {
    expect(interestKeyOf('12.5')).toBe(12_500_000);
    expect(interestKeyOf('12.50')).toBe(12_500_000);
    expect(interestKeyOf('9')).toBeLessThan(interestKeyOf('12'));
    expect(interestKeyOf('20')).toBe(20_000_000);
    expect(interestKeyOf('0.000001')).toBe(1);
    expect(interestKeyOf('alto')).toBe(0);
  });

  it('SRV-41 FILT-06 vencimiento 1..4 ends at 23:59:59 (Bogotá) of today, +7, +30 and +360 days', () => {
    expect(endByOf('', NOW)).toBeNull();
    expect(endByOf('1', NOW)).toBe(BOGOTA_MIDNIGHT_AFTER(0));
    expect(endByOf('2', NOW)).toBe(BOGOTA_MIDNIGHT_AFTER(7));
    expect(endByOf('3', NOW)).toBe(BOGOTA_MIDNIGHT_AFTER(30));
    expect(endByOf('4', NOW)).toBe(BOGOTA_MIDNIGHT_AFTER(360));
    expect(() => endByOf('5', NOW)).toThrow(Refusal);
  });

  it('SRV-41 pais is an ISO code in any case or a country id; rango 0 and monto 0 are no filter', () => {
    expect(projectCriteria({ pais: 'co' }, NOW)).toMatchObject({ countryIso: 'CO', countryId: null });
    expect(projectCriteria({ pais: '82' }, NOW)).toMatchObject({ countryIso: null, countryId: 82 });
    expect(projectCriteria({ rango: '0' }, NOW).minInterestKey).toBeNull();
    expect(projectCriteria({ rango: '7.5' }, NOW).minInterestKey).toBe(7_500_000);
    expect(minAmountOf('0')).toBeNull();
    expect(minAmountOf('100.5')).toBe(100_500_000);
  });

  it.each([
    [{ tipo: 'x' }, 'El campo tipo no es válido'],
    [{ actividad: '0' }, 'El campo actividad no es válido'],
    [{ proyecto: '1.5' }, 'El campo proyecto no es válido'],
    [{ monto: '1e3' }, 'El campo monto no es válido'],
    [{ pais: '0' }, 'El campo pais no es válido'],
  ])('SRV-41 refuses %j with a 422 naming the field', (query, message) => {
    try {
      projectCriteria(query, NOW);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).status).toBe(422);
      expect((error as Refusal).message).toBe(message);
    }
  });
});

describe('the project filter predicate', () => {
  // 2026-11-30 23:59:59 in Bogotá
  const END = Date.UTC(2026, 11, 1, 4, 59, 59);
  const listed = {
    id: 7,
    status: 'ACTIVO',
    endAt: END,
    country_iso: 'CO',
    countryId: 82,
    tipoId: 2,
    issuer: 'Emisor A',
    risk: 'A+',
    actividadId: 3,
    tax_referential_client: '12.50',
    amountMicro: 20_000_000_000,
  } as ProjectRecord & { id: number };
  // No filter set: only the listing rule applies.
  const none = projectCriteria({}, NOW);

  it('SRV-41 keeps an active project not ended yet that meets every set filter, each at its limit', () => {
    expect(projectMatches(listed, none)).toBe(true);
    expect(
      projectMatches(listed, {
        now: END - 1,
        endBy: END,
        countryIso: 'CO',
        countryId: 82,
        tipoId: 2,
        issuer: 'Emisor A',
        risk: 'A+',
        actividadId: 3,
        minInterestKey: 12_500_000,
        minAmountMicro: 20_000_000_000,
        projectId: 7,
      }),
    ).toBe(true);
  });

  it.each<[string, Partial<ProjectRecord>, Partial<ProjectCriteria>]>([
    ['a project not ACTIVO', { status: 'FINALIZADO' }, {}],
    ['a project that has ended', {}, { now: END }],
    ['an end after the vencimiento window', {}, { endBy: END - 1_000 }],
    ['another country code', {}, { countryIso: 'US' }],
    ['another country id', {}, { countryId: 55 }],
    ['another offer type', {}, { tipoId: 3 }],
    ['another issuer', {}, { issuer: 'Emisor B' }],
    ['another risk', {}, { risk: 'A' }],
    ['another activity', {}, { actividadId: 4 }],
    ['a rango above its 12.50 %', {}, { minInterestKey: 12_500_001 }],
    ['a monto above its 20,000.00', {}, { minAmountMicro: 20_000_010_000 }],
    ['another project id', {}, { projectId: 8 }],
  ])('SRV-41 leaves out %s', (_, project, criteria) => {
    expect(projectMatches({ ...listed, ...project }, { ...none, ...criteria })).toBe(false);
  });
});
