import fc from 'fast-check';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../domain/dates';
import { projectMatches, type ProjectCriteria } from '../domain/project-filters';
import { StoreDb } from './db';
import {
  matchingProjectIds,
  projectCountryIds,
  readOwnProjectPage,
  readProjectPage,
  withIndexKeys,
} from './project-repo';
import type { NewRecord, ProjectRecord } from './records';

const NOW = Date.UTC(2026, 10, 22, 12);
const ISOS = ['CO', 'US', 'ES', 'MX'] as const;
const COUNTRY_IDS: Record<string, number> = { CO: 82, US: 55, ES: 28, MX: 96 };
const RISKS = ['A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto'] as const;
const STATUSES = ['ACTIVO', 'ACTIVO', 'ACTIVO', 'FINALIZADO', 'PENDIENTE'] as const;
const RATES = ['8.5', '9', '10.25', '12', '12.50', '15', '19.99', '20'] as const;
const ISSUERS = ['Emisor A', 'Emisor B', 'Emisor C'] as const;
const COUNT = 400;

function project(i: number): NewRecord<ProjectRecord> {
  const iso = ISOS[i % ISOS.length]!;
  return {
    code: `P-${i}`,
    nrocontrato: `CT-${i}`,
    name: `Proyecto ${i}`,
    description: '',
    imagen: '',
    video: '',
    file: '',
    pdf_oferente: '',
    brouchure: '',
    tipoId: (i % 5) + 1,
    category: '',
    categoryId: (i % 8) + 1,
    country_iso: iso,
    countryId: COUNTRY_IDS[iso]!,
    actividadId: ((i * 7) % 8) + 1,
    issuer: ISSUERS[(i * 5) % ISSUERS.length]!,
    oferenteId: i % 50 === 0 ? 900 : null,
    loan_type: '',
    contract_type: '',
    risk: RISKS[(i * 11) % RISKS.length]!,
    warranty: '',
    status: STATUSES[(i * 3) % STATUSES.length]!,
    startAt: NOW - 100 * DAY_MS,
    // From 20 days ago to about 400 days ahead: some ended, some in every vencimiento window.
    endAt: NOW + ((i * 37) % 420) * DAY_MS - 20 * DAY_MS + (i % 7) * 3_600_000,
    maxInvestmentAt: NOW + 400 * DAY_MS,
    amountMicro: (1 + ((i * 13) % 50)) * 10_000 * 1_000_000,
    invertidoMicro: 0,
    reservedMicro: 0,
    total_inversores: 0,
    tax_referential_client: RATES[(i * 17) % RATES.length]!,
    fee_total_contract: '1',
    porcentaje_diario: '0.03',
    frequency_payment: '',
    currency_code: 'USDT',
    relevancia: ((i % 3) + 1) as 1 | 2 | 3,
    createdAt: NOW - 200 * DAY_MS,
  };
}

let db: StoreDb;
let rows: (ProjectRecord & { id: number })[];
/** Project rows (values, not keys) handed out by the store since the last reset. */
let rowsRead = 0;

beforeAll(async () => {
  db = new StoreDb({ name: 'project-repo', indexedDB: new IDBFactory(), IDBKeyRange });
  db.use({
    stack: 'dbcore',
    name: 'count-project-rows',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        if (name !== 'projects') return table;
        return {
          ...table,
          get: async (req) => {
            rowsRead += 1;
            return table.get(req);
          },
          getMany: async (req) => {
            rowsRead += req.keys.length;
            return table.getMany(req);
          },
          query: async (req) => {
            const res = await table.query(req);
            if (req.values) rowsRead += res.result.length;
            return res;
          },
          openCursor: async (req) => {
            if (req.values) rowsRead += 1_000_000; // a cursor over rows is never expected here
            return table.openCursor(req);
          },
        };
      },
    }),
  });
  await db.open();
  await db.transaction('rw', db.projects, db.meta, () =>
    db.projects.bulkAdd(Array.from({ length: COUNT }, (_, i) => withIndexKeys(project(i)))),
  );
  rows = await db.projects.toArray();
});
afterAll(() => db.close());

const inTx = <T>(fn: () => Promise<T>) => db.transaction('r', db.projects, db.meta, fn);

/** Mostly absent, as filters are: most runs then still find projects. */
const maybe = <T>(arb: fc.Arbitrary<T>, absent = 3): fc.Arbitrary<T | null> =>
  fc.oneof({ arbitrary: fc.constant(null), weight: absent }, { arbitrary: arb, weight: 1 });

const criteriaArb: fc.Arbitrary<ProjectCriteria> = fc.record({
  now: fc.constantFrom(NOW, NOW + 15 * DAY_MS, NOW - 30 * DAY_MS),
  endBy: maybe(fc.constantFrom(0, 7, 30, 360).map((d) => NOW + d * DAY_MS + 12 * 3_600_000)),
  countryIso: maybe(fc.constantFrom(...ISOS, 'JP')),
  countryId: maybe(fc.constantFrom(82, 55, 28, 96, 1)),
  tipoId: maybe(fc.integer({ min: 1, max: 6 })),
  issuer: maybe(fc.constantFrom(...ISSUERS)),
  risk: maybe(fc.constantFrom(...RISKS)),
  actividadId: maybe(fc.integer({ min: 1, max: 9 })),
  minInterestKey: maybe(fc.constantFrom(8_500_000, 10_000_000, 12_500_000, 19_990_000, 20_000_000)),
  minAmountMicro: maybe(fc.integer({ min: 1, max: 500_000 }).map((u) => u * 1_000_000)),
  projectId: maybe(fc.integer({ min: 1, max: COUNT + 5 }), 12),
});

/** Only the listing rule: ACTIVO and not ended at NOW. */
const noFilter: ProjectCriteria = {
  now: NOW,
  endBy: null,
  countryIso: null,
  countryId: null,
  tipoId: null,
  issuer: null,
  risk: null,
  actividadId: null,
  minInterestKey: null,
  minAmountMicro: null,
  projectId: null,
};

describe('project lists read by index', () => {
  it('SRV-41 the index reading finds exactly the projects the filter predicate keeps, newest first', async () => {
    let found = 0;
    await fc.assert(
      fc.asyncProperty(criteriaArb, async (c) => {
        const expected = rows
          .filter((p) => projectMatches(p, c))
          .map((p) => p.id)
          .sort((a, b) => b - a);
        expect(await inTx(() => matchingProjectIds(db, c))).toEqual(expected);
        if (expected.length > 0) found += 1;
      }),
      { numRuns: 300, seed: 41 },
    );
    // The property is not vacuous: most runs find projects.
    expect(found).toBeGreaterThan(100);
  });

  it('SRV-41 finds by index the projects worked out by hand from the rows above, newest first', async () => {
    const c: ProjectCriteria = { ...noFilter, countryIso: 'CO', tipoId: 1, actividadId: 1 };
    // CO, tipo 1 and actividad 1 are the rows i ≡ 0 (mod 40), all ACTIVO (id i + 1); row 0 ended 20 days
    // ago, row 80 ends in 3 hours ((37 × 80) mod 420 = 20 days, minus 20, plus 80 mod 7 hours).
    expect(await inTx(() => matchingProjectIds(db, c))).toEqual([361, 321, 281, 241, 201, 161, 121, 81, 41]);
    // Within 30 days and 12 hours: row 80 (3 hours) and row 160 (40 − 20 = 20 days), not row 240 (40 days).
    const soon = { ...c, endBy: NOW + 30 * DAY_MS + 12 * 3_600_000 };
    expect(await inTx(() => matchingProjectIds(db, soon))).toEqual([161, 81]);
  });

  it('SRV-41 SRV-04 a page holds the rows of its ids, in order, and the total counts every match', async () => {
    const c: ProjectCriteria = { ...noFilter, countryIso: 'CO', minInterestKey: 10_000_000 };
    const ids = await inTx(() => matchingProjectIds(db, c));
    expect(ids.length).toBeGreaterThan(20);
    const page = await inTx(() => readProjectPage(db, c, 2));
    expect(page.total).toBe(ids.length);
    expect(page.window).toMatchObject({ page: 2, skip: 10, size: 10 });
    expect(page.rows.map((r) => r.id)).toEqual(ids.slice(10, 20));
    for (const r of page.rows) expect(projectMatches(r, c)).toBe(true);
  });

  it('SRV-04 SRV-41 reads the rows of one page only, whatever the filters, once the connection holds the listing', async () => {
    const broad: ProjectCriteria = {
      ...noFilter,
      endBy: NOW + 360 * DAY_MS,
      minInterestKey: 9_000_000,
      minAmountMicro: 20_000_000_000,
    };
    // A write to a field the filters read: the next list reads the listing again, once.
    const first = rows.find((p) => p.status === 'ACTIVO')!;
    await db.transaction('rw', db.projects, db.meta, () =>
      db.projects.update(first.id, { issuer: `${first.issuer} ` }),
    );
    rowsRead = 0;
    await inTx(() => readProjectPage(db, broad, 2));
    const listed = rows.filter((p) => p.status === 'ACTIVO').length;
    expect(rowsRead).toBe(listed + 10);
    for (const c of [broad, { ...broad, countryIso: 'CO' }, { ...broad, endBy: null }]) {
      rowsRead = 0;
      const page = await inTx(() => readProjectPage(db, c, 2));
      expect(page.total).toBeGreaterThan(20);
      expect(page.rows).toHaveLength(10);
      expect(rowsRead).toBe(10);
    }
    await db.transaction('rw', db.projects, db.meta, () =>
      db.projects.update(first.id, { issuer: first.issuer }),
    );
  });

  it('API-24 own projects: every status, filtered by window, id and amount', async () => {
    const own = rows.filter((p) => p.oferenteId === 900);
    const all = await inTx(() =>
      readOwnProjectPage(db, 900, { now: NOW, endBy: null, projectId: null, minAmountMicro: null }, 1),
    );
    expect(all.rows.map((r) => r.id)).toEqual(own.map((p) => p.id).sort((a, b) => b - a));
    const window = await inTx(() =>
      readOwnProjectPage(
        db,
        900,
        { now: NOW, endBy: NOW + 360 * DAY_MS, projectId: null, minAmountMicro: 100_000_000_000 },
        1,
      ),
    );
    expect(window.rows.map((r) => r.id)).toEqual(
      own
        .filter((p) => p.endAt > NOW && p.endAt <= NOW + 360 * DAY_MS && p.amountMicro >= 100_000_000_000)
        .map((p) => p.id)
        .sort((a, b) => b - a),
    );
    const none = await inTx(() =>
      readOwnProjectPage(db, 901, { now: NOW, endBy: null, projectId: null, minAmountMicro: null }, 1),
    );
    expect(none.total).toBe(0);
  });

  it('API-25 the countries of the projects, found one per country', async () => {
    const ids = await inTx(() => projectCountryIds(db));
    expect(ids).toEqual([...new Set(rows.map((p) => p.countryId))].sort((a, b) => a - b));
  });
});
