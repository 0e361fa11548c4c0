import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { SimulatorState } from '@/contract/simulator';
import { get, loginAs, post, postForm, snapshot, TEST_START, useSimulator } from '../../tests/simulator';
import { persona } from '../seed/personas';
import { StoreDb } from '../store/db';
import type { ProjectRecord } from '../store/records';
import { LATEST_VERSION, schemaVersions } from '../store/schema';
import { createServerContext } from './server-context';

type Message = { message: string; data: { message: string } };
type Rows = Record<string, unknown[]>;

const HOUR = 3_600_000;

/** What a persona's main screens get from the server: the figures to compare before and after. */
async function answersOf(token: string) {
  const calls = [
    '/api/client/dashboard',
    '/api/client/balance/list',
    '/api/client/investments',
    '/api/client/investments/sold',
    '/api/client/offers',
    '/api/client/deposits/list',
    '/api/client/projects',
  ];
  const out: Record<string, unknown> = {};
  for (const path of calls) {
    const { status, body } = await post(path, {}, token);
    expect(status, path).toBe(200);
    out[path] = body;
  }
  return out;
}

/** The visitor's own doing: an investment, an hour of simulated time, and the session it needed. */
async function investSomething(db: StoreDb): Promise<string> {
  const token = await loginAs('inversor');
  const project = (await db.projects.toArray()).find(
    (p) =>
      p.status === 'ACTIVO' &&
      p.startAt <= TEST_START &&
      p.endAt > TEST_START + 60 * 86_400_000 &&
      p.amountMicro - p.invertidoMicro - p.reservedMicro >= 100_000_000,
  );
  const invested = await post(
    '/api/client/investments/create',
    { project_id: project!.id, amount: '100' },
    token,
  );
  expect(invested.status).toBe(200);
  expect((await post('/api/simulador/reloj', { avanzar_ms: HOUR })).status).toBe(200);
  return token;
}

/** The rows a database holding `tablas` at `version` has once opened at the latest version. */
async function openedAtLatest(version: number, tablas: Rows): Promise<Rows> {
  const options = { name: 'visitante', indexedDB: new IDBFactory(), IDBKeyRange };
  const older = new StoreDb(options, schemaVersions.slice(0, version));
  await older.open();
  await older.transaction('rw', older.tables, async () => {
    for (const table of older.tables) await table.bulkAdd(tablas[table.name] ?? []);
  });
  older.close();
  const latest = new StoreDb(options);
  await latest.open();
  const rows = await snapshot(latest);
  latest.close();
  return rows;
}

const exportNow = async () => (await get<{ data: SimulatorState }>('/api/simulador/exportar')).body.data;

const importText = (text: string) =>
  postForm<Message & { data: { version_archivo: number } }>('/api/simulador/importar', {
    archivo: new Blob([text], { type: 'application/json' }),
  });

describe('the demo saved states: reset, export, import', () => {
  const sim = useSimulator();

  /** Points the handlers at a brand-new, freshly seeded browser profile. */
  async function freshProfile(): Promise<StoreDb> {
    const ctx = createServerContext({
      clock: sim.clock,
      validateResponses: true,
      storeOptions: { indexedDB: new IDBFactory(), IDBKeyRange },
    });
    sim.serve(ctx);
    return ctx.store();
  }

  it('reset puts back the seeded state in one call: balances, rows, clock offset 0, no session', async () => {
    const db = await sim.store();
    const seeded = await snapshot(db);
    const token = await investSomething(db);
    expect(await snapshot(db)).not.toEqual(seeded);

    const { status, body } = await post<{ data: { sembrado_en: string } }>('/api/simulador/reiniciar', {});
    expect(status).toBe(200);
    // Seeded again at the real time (12:00 UTC is 07:00 in Bogotá), not at the moved clock's.
    expect(body.data.sembrado_en).toBe('2026-11-22 07:00:00');
    // Exactly the first visit's rows, numbered as a new browser numbers them.
    expect(await snapshot(db)).toEqual(seeded);
    // The scratch database the seed was written into is gone; the panel's settings are kept beside the store.
    expect((await db.storeOptions.indexedDB!.databases()).map((d) => d.name).sort()).toEqual([
      'plataforma-simulador',
      'plataforma-simulador-herramientas',
    ]);
    expect(await db.sessions.count()).toBe(0);
    expect((await db.meta.get('seededAt'))?.value).toBe(TEST_START);
    expect(
      (await post<{ data: { desfase_ms: number } }>('/api/simulador/reloj', {})).body.data.desfase_ms,
    ).toBe(0);
    expect((await post('/api/client/dashboard', {}, token)).status).toBe(401);
  });

  it('reset needs no session and refuses nothing: a visitor on the login screen can use it', async () => {
    expect((await post('/api/simulador/reiniciar', {})).status).toBe(200);
    expect((await get('/api/simulador/exportar')).status).toBe(200);
  });

  it('an export imported into a fresh profile gives the same answers, with every session dropped', async () => {
    const db = await sim.store();
    await investSomething(db);
    const state = await exportNow();
    expect(state).toMatchObject({ formato: 'plataforma-simulador/estado', version: LATEST_VERSION });
    expect(state.exportado_en).toBe(new Date(TEST_START).toISOString());
    expect(state.tablas.sessions).toEqual([]);
    expect(state.tablas.meta).toEqual(
      expect.arrayContaining([
        { key: 'seededAt', value: TEST_START },
        { key: 'clockOffsetMs', value: HOUR },
      ]),
    );
    const before = await answersOf(await loginAs('inversor'));
    const rowsBefore = await snapshot(db);

    const fresh = await freshProfile();
    const imported = await importText(JSON.stringify(state));
    expect(imported.status).toBe(200);
    expect(imported.body.data.version_archivo).toBe(LATEST_VERSION);
    expect(await fresh.sessions.count()).toBe(0);
    expect(await answersOf(await loginAs('inversor'))).toEqual(before);
    expect({ ...(await snapshot(fresh)), sessions: [] }).toEqual({ ...rowsBefore, sessions: [] });
  });

  it('a file saved at an older schema version is brought up to date by the schema’s own upgrades', async () => {
    const db = await sim.store();
    await investSomething(db);
    const latest = await exportNow();
    // A version-2 database keeps projects without the interest key that version 3's upgrade computes.
    const v2 = await savedAt(2, (name, rows) =>
      name === 'projects' ? rows.map((p) => ({ ...(p as ProjectRecord), interestKey: undefined })) : rows,
    );
    expect((v2.projects![0] as ProjectRecord).interestKey).toBeUndefined();
    // What a returning visitor's version-2 database becomes when the app opens it: the oracle.
    const upgraded = await openedAtLatest(2, v2);

    const fresh = await freshProfile();
    const imported = await importText(JSON.stringify({ ...latest, version: 2, tablas: v2 }));
    expect(imported.status).toBe(200);
    expect(imported.body.data.version_archivo).toBe(2);
    expect(await snapshot(fresh)).toEqual(upgraded);
    expect((await fresh.projects.toArray()).every((p) => typeof p.interestKey === 'number')).toBe(true);
    // The imported state serves the persona's screens and the rango filter reads the index the upgrade filled.
    const token = await loginAs('inversor');
    await answersOf(token);
    type Listed = { data: { tax_referential_client: string }[] };
    const above = await post<Listed>('/api/client/projects', { rango: '10' }, token);
    expect(above.status).toBe(200);
    expect(above.body.data.length).toBeGreaterThan(0);
    expect(above.body.data.every((p) => Number(p.tax_referential_client) >= 10)).toBe(true);

    /** The latest export's rows written into a database of `version` (through `adapt`), read back. */
    async function savedAt(version: number, adapt: (name: string, rows: unknown[]) => unknown[]) {
      const older = new StoreDb(
        { name: 'guardado', indexedDB: new IDBFactory(), IDBKeyRange },
        schemaVersions.slice(0, version),
      );
      await older.open();
      const tablas: Rows = {};
      await older.transaction('rw', older.tables, async () => {
        for (const table of older.tables) {
          await table.bulkAdd(adapt(table.name, latest.tablas[table.name] ?? []));
          tablas[table.name] = await table.toArray();
        }
      });
      older.close();
      return tablas;
    }
  });

  it('a version-1 file (before the ledger) imports: its clients get the default fees, the money tables start empty', async () => {
    const latest = await exportNow();
    const v1Stores = Object.keys(schemaVersions[0]!.stores);
    const tablas = Object.fromEntries(
      v1Stores.map((name) => [
        name,
        name === 'clients'
          ? latest.tablas.clients!.map(({ feeFlatMicro: _f, feePercentBp: _p, ...c }) => c)
          : latest.tablas[name],
      ]),
    );
    const fresh = await freshProfile();
    const imported = await importText(JSON.stringify({ ...latest, version: 1, tablas }));
    expect(imported.status).toBe(200);
    expect(await fresh.clients.count()).toBe(latest.tablas.clients!.length);
    expect(await fresh.clients.get(persona('inversor').id)).toMatchObject({
      feeFlatMicro: 1_000_000,
      feePercentBp: 200,
    });
    expect(await fresh.accounts.count()).toBe(0);
    expect(await loginAs('inversor')).toMatch(/\S{20,}/);
  });

  describe('a file that is not a state of ours is refused with a Spanish message, and nothing changes', () => {
    const damaged = 'El archivo está dañado.';
    const cases: [string, (state: SimulatorState) => string, string][] = [
      ['not JSON at all', () => 'hola, esto no es JSON', damaged],
      ['cut short', (s) => JSON.stringify(s).slice(0, 5000), damaged],
      ['empty', () => '', damaged],
      [
        'JSON of something else',
        () => JSON.stringify({ clientes: [] }),
        'El archivo no es un estado del simulador.',
      ],
      ['a JSON list', () => '[1, 2, 3]', 'El archivo no es un estado del simulador.'],
      [
        'from a newer simulator',
        (s) => JSON.stringify({ ...s, version: LATEST_VERSION + 1 }),
        'El archivo es de una versión más nueva del simulador.',
      ],
      ['without a version', (s) => JSON.stringify({ ...s, version: 'tres' }), damaged],
      [
        'missing a table',
        (s) => JSON.stringify({ ...s, tablas: { ...s.tablas, clients: undefined } }),
        damaged,
      ],
      [
        'with rows the keys refuse (two clients with one e-mail)',
        (s) =>
          JSON.stringify({
            ...s,
            tablas: { ...s.tablas, clients: [...s.tablas.clients!, { ...s.tablas.clients![0], id: 9999 }] },
          }),
        damaged,
      ],
      [
        'with a wallet the ledger does not back',
        (s) =>
          JSON.stringify({
            ...s,
            tablas: {
              ...s.tablas,
              accounts: s.tablas.accounts!.map((a, i) =>
                i === 0 ? { ...a, balanceMicro: (a.balanceMicro as number) + 1_000_000 } : a,
              ),
            },
          }),
        damaged,
      ],
      [
        'without the moment its demo was created',
        (s) =>
          JSON.stringify({
            ...s,
            tablas: { ...s.tablas, meta: s.tablas.meta!.filter((m) => m.key !== 'seededAt') },
          }),
        damaged,
      ],
    ];

    it.each(cases)('%s', async (_name, make, message) => {
      const db = await sim.store();
      await investSomething(db);
      const file = make(await exportNow());
      const before = await snapshot(db);
      const { status, body } = await importText(file);
      expect(status).toBe(422);
      expect(body.message).toBe(message);
      expect(body.data.message).toBe(message);
      expect(await snapshot(db)).toEqual(before);
      // The scratch database of the migration is gone too.
      const factory = db.storeOptions.indexedDB!;
      expect((await factory.databases()).map((d) => d.name).sort()).toEqual([
        'plataforma-simulador',
        'plataforma-simulador-herramientas',
      ]);
    });

    it('a request without a file is refused too', async () => {
      const { status, body } = await postForm<Message>('/api/simulador/importar', { nada: 'x' });
      expect(status).toBe(422);
      expect(body.message).toBe('Elija el archivo de un estado del simulador.');
    });
  });
});
