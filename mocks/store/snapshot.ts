/**
 * Saved states of the whole simulated server ('Exportar estado', 'Importar estado', 'Reiniciar la demo'):
 * every table's rows in one JSON file with a format marker and the schema version they follow. An import
 * judges the file, brings an older one up to the latest schema with the store's own upgrade functions (in a
 * scratch database), and only then lets the caller swap the store's contents in one transaction, so a refused
 * file changes nothing. A reset swaps in the first visit's state, seeded in a scratch database.
 */
import Dexie from 'dexie';
import { SIMULATOR_STATE_FORMAT, type SimulatorState } from '@/contract/simulator';
import { Refusal } from '../domain/refusal';
import { StoreDb, type StoreOptions } from './db';
import { DERIVED_TABLES } from '../domain/figures';
import { fillThenRebuild } from './figures-middleware';
import { isTableVersion } from './table-versions';
import type { MetaRecord } from './records';
import { openStore, SEEDED_KEY } from './ready';
import { DATABASE_NAME, LATEST_VERSION, schemaVersions } from './schema';

/** What the person importing a refused file reads. */
export const stateFileMessages = {
  foreign: 'El archivo no es un estado del simulador.',
  damaged: 'El archivo está dañado.',
  newer: 'El archivo es de una versión más nueva del simulador.',
} as const;

type Row = Record<string, unknown>;
/** Rows by table name. */
export type StateRows = Record<string, Row[]>;

/** A file that passed every check that needs no database: rows of a known schema version. */
export interface StateFile {
  version: number;
  rows: StateRows;
}

/** A state ready to load: rows of the latest schema, checked by the database's keys and by the ledger. */
export interface LoadableState {
  /** The schema version the file was written in. */
  fileVersion: number;
  seededAt: number;
  rows: StateRows;
}

/**
 * Never written out or read back: the kept figures (computed again from the records when a state is loaded), sessions (tokens are credentials, and every tab signs in again) and the
 * idempotency keys' answers (SRV-49: they belong to the requests of this browser's clients, and an import
 * starts them afresh).
 */
const SKIPPED: ReadonlySet<string> = new Set(['sessions', 'idempotency', ...DERIVED_TABLES]);

/** Every table's rows as a saved state, taken at `at` (real time). Inside the caller's transaction. */
export async function exportState(db: StoreDb, at: number): Promise<SimulatorState> {
  const tablas: StateRows = {};
  // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- Dexie types db.tables as Table<any>
  for (const table of db.tables) tablas[table.name] = SKIPPED.has(table.name) ? [] : await table.toArray();
  tablas.meta = (tablas.meta ?? []).filter((row) => !isTableVersion(row as unknown as MetaRecord));
  return {
    formato: SIMULATOR_STATE_FORMAT,
    version: LATEST_VERSION,
    exportado_en: new Date(at).toISOString(),
    tablas,
  };
}

const refuse = (message: string) => new Refusal(422, message);
const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stores a database of `version` has: those declared up to it, minus those deleted on the way. */
export function storesAt(version: number): string[] {
  const stores = new Set<string>();
  for (const v of schemaVersions.slice(0, version))
    for (const [name, spec] of Object.entries(v.stores)) {
      if (spec === null) stores.delete(name);
      else stores.add(name);
    }
  return [...stores].sort();
}

/**
 * Reads a file's text as a saved state, or refuses it: not JSON (or cut short) is damaged, JSON without our
 * marker is foreign, a schema version above ours is newer, and a state whose tables do not match its
 * version is damaged.
 */
export function parseStateFile(text: string): StateFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(stateFileMessages.damaged);
  }
  if (!isObject(value) || value.formato !== SIMULATOR_STATE_FORMAT) throw refuse(stateFileMessages.foreign);
  const { version, tablas } = value;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw refuse(stateFileMessages.damaged);
  if (version > LATEST_VERSION) throw refuse(stateFileMessages.newer);
  if (!isObject(tablas)) throw refuse(stateFileMessages.damaged);
  const names = Object.keys(tablas).sort();
  if (names.join() !== storesAt(version).join()) throw refuse(stateFileMessages.damaged);
  const rows: StateRows = {};
  for (const name of names) {
    const list = tablas[name];
    if (!Array.isArray(list) || !list.every(isObject)) throw refuse(stateFileMessages.damaged);
    rows[name] = SKIPPED.has(name) ? [] : list;
  }
  return { version, rows };
}

let scratchCount = 0;

/**
 * Runs `work` on a scratch database beside the store (same IndexedDB), named so no tab ever opens it, and
 * deletes it afterwards whatever happens.
 */
export async function withScratch<T>(
  options: StoreOptions,
  purpose: string,
  work: (scratch: StoreOptions) => Promise<T>,
): Promise<T> {
  scratchCount += 1;
  const scratch: StoreOptions = {
    ...options,
    name: `${DATABASE_NAME}-${purpose}-${Date.now()}-${scratchCount}`,
  };
  try {
    return await work(scratch);
  } finally {
    await new Dexie(scratch.name!, {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    })
      .delete()
      .catch(() => undefined);
  }
}

/** Every table's rows of a database, read in one transaction. */
export async function allRows(db: StoreDb): Promise<StateRows> {
  const rows: StateRows = {};
  await db.transaction('r', db.tables, async () => {
    for (const table of db.tables) rows[table.name] = (await table.toArray()) as Row[];
  });
  return rows;
}

/**
 * The first visit's state, seeded at `now` the way a first visit seeds (openStore) but in a scratch
 * database, whose row numbers start at 1 as a new browser's do: a reset gives back exactly these rows.
 */
export async function seededState(now: number, options: StoreOptions): Promise<StateRows> {
  return withScratch(options, 'reinicio', async (scratch) => {
    const db = await openStore(now, scratch);
    try {
      return await allRows(db);
    } finally {
      db.close();
    }
  });
}

/**
 * Brings a file's rows to the latest schema the way a returning visitor's database is brought: they are
 * written into a scratch database opened at the file's version (its keys and unique indexes check them),
 * which is then opened at the latest version so the schema's upgrade functions run, and read back. Rows the
 * keys reject, or a ledger that does not add up, make the file damaged. Awaits a database other than the
 * store, so it runs before the request's transaction.
 */
export async function migrateState(file: StateFile, options: StoreOptions): Promise<LoadableState> {
  try {
    return await withScratch(options, 'importacion', async (scratch) => {
      const older = new StoreDb(scratch, schemaVersions.slice(0, file.version));
      try {
        await older.open();
        await older.transaction('rw', older.tables, async () => {
          for (const table of older.tables) await table.bulkAdd(file.rows[table.name] ?? []);
        });
      } finally {
        older.close();
      }
      const latest = new StoreDb(scratch);
      let rows: StateRows;
      try {
        await latest.open();
        rows = await allRows(latest);
      } finally {
        latest.close();
      }
      const seededAt = rows.meta?.find((r) => r.key === SEEDED_KEY)?.value;
      if (typeof seededAt !== 'number' || !ledgerAddsUp(rows)) throw refuse(stateFileMessages.damaged);
      return { fileVersion: file.version, seededAt, rows };
    });
  } catch (error) {
    if (error instanceof Refusal) throw error;
    throw refuse(stateFileMessages.damaged);
  }
}

/**
 * The ledger's own rules (double entry): integer amounts, all entries summing to zero, and every account's
 * balance equal to the sum of its entries. A state that breaks them would create or lose money.
 */
function ledgerAddsUp(rows: StateRows): boolean {
  const sums = new Map<unknown, number>();
  let total = 0;
  for (const entry of rows.entries ?? []) {
    const amount = entry.amountMicro;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return false;
    sums.set(entry.accountId, (sums.get(entry.accountId) ?? 0) + amount);
    total += amount;
  }
  if (total !== 0) return false;
  return (rows.accounts ?? []).every((a) => a.balanceMicro === (sums.get(a.id) ?? 0));
}

/**
 * Swaps the store's whole contents for a loaded state: every table emptied and refilled, sessions and
 * idempotency keys left empty. Inside the caller's read-write transaction over all tables.
 */
export async function replaceContents(db: StoreDb, rows: StateRows): Promise<void> {
  await fillThenRebuild(Dexie.currentTransaction, async () => {
    for (const table of db.tables) {
      await table.clear();
      if (!SKIPPED.has(table.name)) await table.bulkAdd(rows[table.name] ?? []);
    }
  });
}
