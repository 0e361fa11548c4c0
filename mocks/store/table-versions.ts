/**
 * Versions of what connections keep in memory of some tables (project-repo.ts keeps the listed projects'
 * filter fields, offer-repo.ts the open offers' ids, investment-repo.ts each client's invested projects,
 * forecast-repo.ts each client's expected payments, diversification-repo.ts each client's active positions),
 * kept in meta, so a connection knows with one read in any later transaction whether what it keeps still
 * holds (keptUnderVersion). A Dexie middleware gives a table's version a fresh
 * value in the same transaction as every write that adds or deletes a row of it or changes one of its kept
 * fields, whatever code makes the write and in whichever tab. A write that changes none of them (an
 * investment raising a project's invested amount) leaves the version alone.
 *
 * A version is a random value, not a counter: a loaded state (snapshot.ts) brings its own meta rows back, and
 * two different histories must not end on the same version.
 */
import Dexie, { cmp, type DBCoreMutateRequest, type DBCoreTable, type DBCoreTransaction } from 'dexie';
import { LISTING_FIELDS } from '../domain/project-filters';
import type { StoreDb } from './db';
import { held } from './held';
import { writeMiddleware } from './write-middleware';

/** Each versioned table: the meta key of its version, and the fields whose change gives it a new one. */
const VERSIONED = {
  projects: { key: 'projectsVersion', fields: LISTING_FIELDS },
  offers: { key: 'offersVersion', fields: ['status'] },
  heldProjects: { key: 'heldProjectsVersion', fields: ['name'] },
  // SRV-67, SRV-68: what the expected payments and the diversification read of an investment.
  investments: {
    key: 'investmentsVersion',
    fields: [
      'clientId',
      'projectId',
      'status',
      'amountMicro',
      'startAt',
      'endAt',
      'paidThroughAt',
      'nextPaymentAt',
    ],
  },
} as const satisfies Record<string, { key: string; fields: readonly string[] }>;

export type VersionedTable = keyof typeof VERSIONED;

const VERSION_KEYS: ReadonlySet<unknown> = new Set(Object.values(VERSIONED).map((v) => v.key));

/** The table's version as the transaction sees it; null before any write. A Dexie promise. */
export function tableVersion(db: StoreDb, table: VersionedTable): Promise<unknown> {
  return db.meta.get(VERSIONED[table].key).then((row) => row?.value ?? null);
}

/**
 * What each connection keeps of a versioned table, one value per key (a caller, a client, or one key for the
 * whole table): `kept(db, key, read)` answers the value kept under the table's current version, or reads it
 * with `read` in the request's transaction and keeps it. A value is kept at once, not on commit: a
 * transaction that wrote a kept field read under its own fresh version, and if it aborts that version goes
 * with it, so what it read is never matched.
 */
export function keptUnderVersion<K, V>(
  table: VersionedTable,
): (db: StoreDb, key: K, read: () => Promise<V>) => Promise<V> {
  const perConnection = new WeakMap<StoreDb, { version: unknown; values: Map<K, V> }>();
  return held(async function kept(db: StoreDb, key: K, read: () => Promise<V>): Promise<V> {
    const version = await tableVersion(db, table);
    let entry = perConnection.get(db);
    if (!entry || entry.version !== version) {
      entry = { version, values: new Map() };
      perConnection.set(db, entry);
    }
    if (entry.values.has(key)) return entry.values.get(key)!;
    const value = await read();
    entry.values.set(key, value);
    return value;
  });
}

/** Whether a meta row is a table version: bookkeeping of this store, not part of a demo's state. */
export function isTableVersion(row: { key: unknown }): boolean {
  return VERSION_KEYS.has(row.key);
}

function freshVersion(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

type AnyRecord = Record<string, unknown>;

function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined || b === undefined) return a === b;
  return cmp(a, b) === 0;
}

/** Whether the request may change a kept field; puts read the rows they replace to tell. */
function changesKeptFields(
  table: DBCoreTable,
  req: DBCoreMutateRequest,
  fields: readonly string[],
): Promise<boolean> {
  if (req.type !== 'put') return Dexie.Promise.resolve(true);
  const extract = table.schema.primaryKey.extractKey;
  const keys = req.keys ?? req.values.map((v): unknown => (extract ? extract(v) : undefined));
  if (keys.some((k) => k === undefined || k === null)) return Dexie.Promise.resolve(true);
  return table.getMany({ trans: req.trans, keys }).then((before: (AnyRecord | undefined)[]) =>
    req.values.some((row, i) => {
      const old = before[i];
      return !old || fields.some((f) => !sameValue(old[f], (row as AnyRecord)[f]));
    }),
  );
}

function holdsMeta(trans: DBCoreTransaction): boolean {
  return (trans as unknown as IDBTransaction).objectStoreNames.contains('meta');
}

/**
 * The middleware, for StoreDb's constructor, under the figures middleware so that it sees the held projects
 * that one writes.
 */
export const tableVersionsMiddleware = writeMiddleware(
  'table-versions',
  Object.keys(VERSIONED),
  (core, table, req) => {
    const { key, fields } = VERSIONED[table.name as VersionedTable];
    if (!holdsMeta(req.trans)) {
      return Dexie.Promise.reject(new Error(`Escritura en ${table.name} fuera de una transacción con meta`));
    }
    return changesKeptFields(table, req, fields).then((changes) =>
      table.mutate(req).then((res) => {
        if (!changes) return res;
        return core
          .table('meta')
          .mutate({ trans: req.trans, type: 'put', values: [{ key, value: freshVersion() }] })
          .then(() => res);
      }),
    );
  },
);
