import { describe, expect, it } from 'vitest';
import type { ProjectRecord } from '../store/records';
import {
  atLeastAmount,
  atLeastRate,
  hasMarketFilter,
  matchesList,
  matchesMarket,
  withinExpiry,
  type MarketFilter,
} from './offer-filters';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0); // 07:00 in Bogotá
const DAY = 86_400_000;
const NONE: MarketFilter = {
  proyecto: '',
  vencimiento: '',
  monto: '',
  pais: '',
  tipo: '',
  emisor: '',
  riesgo: '',
  rango: '',
  actividad: '',
};

const project = {
  id: 12,
  country_iso: 'CO',
  countryId: 82,
  tipoId: 2,
  issuer: 'Agro S.A.',
  risk: 'A+',
  tax_referential_client: '8.50',
  actividadId: 5,
  endAt: NOW + 20 * DAY,
} as ProjectRecord & { id: number };

describe('market filters', () => {
  it('INV-14 SRV-41 reads vencimiento as an end from today to today, 7, 30 or 360 days ahead (platform days)', () => {
    const endOfToday = Date.UTC(2026, 10, 23, 4, 59, 59);
    expect(withinExpiry(endOfToday, NOW, '1')).toBe(true);
    expect(withinExpiry(endOfToday + 1000, NOW, '1')).toBe(false);
    expect(withinExpiry(NOW + 7 * DAY, NOW, '2')).toBe(true);
    expect(withinExpiry(NOW + 8 * DAY, NOW, '2')).toBe(false);
    expect(withinExpiry(NOW + 30 * DAY, NOW, '3')).toBe(true);
    expect(withinExpiry(NOW + 360 * DAY, NOW, '4')).toBe(true);
    expect(withinExpiry(NOW + 361 * DAY, NOW, '4')).toBe(false);
    expect(withinExpiry(NOW - DAY, NOW, '4')).toBe(false);
    expect(withinExpiry(NOW - 999 * DAY, NOW, '')).toBe(true);
  });

  it('SRV-41 reads monto as an amount of at least, and rango as an interest of at least (0 = no filter)', () => {
    expect(atLeastAmount(2_000_000_000, '2000')).toBe(true);
    expect(atLeastAmount(1_999_990_000, '2000')).toBe(false);
    expect(atLeastAmount(1, '')).toBe(true);
    expect(atLeastRate('8.50', '8.5')).toBe(true);
    expect(atLeastRate('8.49', '8.5')).toBe(false);
    expect(atLeastRate('0', '0')).toBe(true);
    expect(atLeastRate('3', '')).toBe(true);
  });

  it('SRV-42 matches proyecto by project id in the list query', () => {
    const subject = { projectId: 12, endAt: NOW + DAY, amountMicro: 5_000_000 };
    expect(matchesList({ proyecto: '12', vencimiento: '', monto: '' }, subject, NOW)).toBe(true);
    expect(matchesList({ proyecto: '13', vencimiento: '', monto: '' }, subject, NOW)).toBe(false);
  });

  it('SRV-41 matches each project filter of the secondary market, pais by iso or id', () => {
    const yes: Partial<MarketFilter>[] = [
      {},
      { pais: 'co' },
      { pais: '82' },
      { tipo: '2' },
      { emisor: 'Agro S.A.' },
      { riesgo: 'A+' },
      { rango: '8' },
      { actividad: '5' },
      { proyecto: '12' },
      { vencimiento: '3' },
      { monto: '100' },
    ];
    const no: Partial<MarketFilter>[] = [
      { pais: 'PE' },
      { pais: '28' },
      { tipo: '1' },
      { emisor: 'Otro' },
      { riesgo: 'A' },
      { rango: '9' },
      { actividad: '4' },
      { proyecto: '1' },
      { vencimiento: '2' },
      { monto: '100.01' },
    ];
    for (const f of yes)
      expect(matchesMarket({ ...NONE, ...f }, project, 100_000_000, NOW), JSON.stringify(f)).toBe(true);
    for (const f of no)
      expect(matchesMarket({ ...NONE, ...f }, project, 100_000_000, NOW), JSON.stringify(f)).toBe(false);
  });

  it('SRV-04 knows when no filter is set, rango 0 included, so the page is read by key alone', () => {
    expect(hasMarketFilter(NONE)).toBe(false);
    expect(hasMarketFilter({ ...NONE, rango: '0' })).toBe(false);
    expect(hasMarketFilter({ ...NONE, rango: '1' })).toBe(true);
    expect(hasMarketFilter({ ...NONE, pais: 'CO' })).toBe(true);
  });
});
