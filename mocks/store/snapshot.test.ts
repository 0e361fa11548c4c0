import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { Refusal } from '../domain/refusal';
import { LATEST_VERSION } from './schema';
import { migrateState, parseStateFile, storesAt } from './snapshot';

const FORMAT = 'plataforma-simulador/estado';
const emptyTables = (version: number) => Object.fromEntries(storesAt(version).map((name) => [name, []]));
const file = (fields: Record<string, unknown>) =>
  JSON.stringify({ formato: FORMAT, version: 1, exportado_en: '2026-11-22T12:00:00.000Z', ...fields });

function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return `${error.status} ${error.message}`;
    throw error;
  }
  throw new Error('not refused');
}

describe('saved states of the simulated server', () => {
  it('knows the stores of every schema version', () => {
    expect(storesAt(1)).toEqual(['activations', 'clients', 'countries', 'meta', 'outbox', 'sessions']);
    // Version 2 adds the ledger and the markets; versions 3 and 4 change indexes only.
    const v2 = [
      ...['accounts', 'activations', 'activities', 'beneficiaries', 'cardMovements', 'cards', 'clients'],
      ...['countries', 'depositAddresses', 'deposits', 'entries', 'investments', 'issuers', 'kyc', 'meta'],
      ...['movements', 'offerTypes', 'offers', 'outbox', 'parcels', 'projects', 'sessions', 'withdrawals'],
    ];
    expect(storesAt(2)).toEqual(v2);
    expect(storesAt(4)).toEqual(v2);
    expect(storesAt(LATEST_VERSION)).toEqual(
      expect.arrayContaining(['accounts', 'entries', 'meta', 'sessions']),
    );
  });

  it('reads a well-formed file of any known version, dropping its sessions', () => {
    const tablas = {
      ...emptyTables(1),
      sessions: [{ token: 't', clientId: 1, createdAt: 0, revokedAt: null }],
    };
    expect(parseStateFile(file({ tablas }))).toEqual({ version: 1, rows: emptyTables(1) });
    expect(
      parseStateFile(file({ version: LATEST_VERSION, tablas: emptyTables(LATEST_VERSION) })).version,
    ).toBe(LATEST_VERSION);
  });

  it.each([
    ['{"formato":', '422 El archivo está dañado.'],
    ['null', '422 El archivo no es un estado del simulador.'],
    [
      JSON.stringify({ formato: 'otra-cosa', version: 1, tablas: {} }),
      '422 El archivo no es un estado del simulador.',
    ],
    [
      file({ version: LATEST_VERSION + 1, tablas: {} }),
      '422 El archivo es de una versión más nueva del simulador.',
    ],
    [file({ version: 0, tablas: emptyTables(1) }), '422 El archivo está dañado.'],
    [file({ version: 1.5, tablas: emptyTables(1) }), '422 El archivo está dañado.'],
    [file({ tablas: [] }), '422 El archivo está dañado.'],
    [file({ tablas: { ...emptyTables(1), extra: [] } }), '422 El archivo está dañado.'],
    [file({ tablas: { ...emptyTables(1), clients: [1, 2] } }), '422 El archivo está dañado.'],
    [file({ tablas: { ...emptyTables(1), clients: {} } }), '422 El archivo está dañado.'],
  ])('refuses %s', (text, refusal) => {
    expect(refusalOf(() => parseStateFile(text))).toBe(refusal);
  });

  it('migrates in a scratch database that is deleted afterwards, refused or not', async () => {
    const indexedDB = new IDBFactory();
    const meta = [{ key: 'seededAt', value: 1 }];
    const ok = await migrateState(
      { version: 1, rows: { ...emptyTables(1), meta, countries: [{ id: 82, iso: 'CO', name: 'Colombia' }] } },
      { indexedDB, IDBKeyRange },
    );
    expect(ok.seededAt).toBe(1);
    expect(ok.rows.countries).toEqual([{ id: 82, iso: 'CO', name: 'Colombia' }]);
    expect(Object.keys(ok.rows).sort()).toEqual(storesAt(LATEST_VERSION));
    // Two countries with one iso code: the unique index refuses the file.
    const twice = [
      { id: 1, iso: 'CO', name: 'Colombia' },
      { id: 2, iso: 'CO', name: 'Colombia' },
    ];
    await expect(
      migrateState(
        { version: 1, rows: { ...emptyTables(1), meta, countries: twice } },
        { indexedDB, IDBKeyRange },
      ),
    ).rejects.toMatchObject({ status: 422, message: 'El archivo está dañado.' });
    expect(await indexedDB.databases()).toEqual([]);
  });

  it('refuses a ledger that does not add up to zero', async () => {
    const rows = {
      ...emptyTables(LATEST_VERSION),
      meta: [{ key: 'seededAt', value: 1 }],
      accounts: [{ id: 'wallet:1', kind: 'wallet', clientId: 1, balanceMicro: 5 }],
      entries: [{ id: 1, txId: 'a', accountId: 'wallet:1', amountMicro: 5, at: 1 }],
    };
    await expect(
      migrateState({ version: LATEST_VERSION, rows }, { indexedDB: new IDBFactory(), IDBKeyRange }),
    ).rejects.toMatchObject({ message: 'El archivo está dañado.' });
  });
});
