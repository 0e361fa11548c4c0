import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { DERIVED_TABLES } from '../mocks/domain/figures';
import { fillThenRebuild } from '../mocks/store/figures-middleware';
import { StoreDb } from '../mocks/store/db';
import { openStore } from '../mocks/store/ready';
import { copyDatabases } from './copy-fake-database';

/**
 * The seed's rows for each start time, seeded once per test worker. The seed is deterministic (a function of
 * `now` only, see seed-store.ts), so a copy of its rows is the store a first visit at `now` would create,
 * at half the cost of seeding again for every test.
 */
const templates = new Map<number, Promise<ReadonlyMap<string, readonly unknown[]>>>();

function seedRows(now: number): Promise<ReadonlyMap<string, readonly unknown[]>> {
  let rows = templates.get(now);
  if (!rows) {
    rows = (async () => {
      const db = await openStore(now, { name: 'plantilla', indexedDB: new IDBFactory(), IDBKeyRange });
      const byTable = new Map<string, unknown[]>();
      for (const table of db.tables) byTable.set(table.name, await table.toArray());
      db.close();
      return byTable;
    })();
    templates.set(now, rows);
  }
  return rows;
}

/**
 * Fills an empty store with the seed of a first visit at `now`, in one transaction. The server then finds it
 * seeded (meta.seededAt) and the auto-increment keys continue after the copied ids, as after a real seed.
 */
export async function fillWithSeed(db: StoreDb, now: number): Promise<void> {
  const rows = await seedRows(now);
  await db.transaction('rw', db.tables, (tx) =>
    // The kept figures are not copied: the store computes them from the records once they are written.
    fillThenRebuild(tx, async () => {
      await Promise.all(
        db.tables
          .filter((table) => !DERIVED_TABLES.has(table.name))
          .map((table) => table.bulkAdd([...(rows.get(table.name) ?? [])])),
      );
    }),
  );
}

/** For each start time, a closed in-memory store filled as fillWithSeed fills one: what seededStore copies. */
const filledTemplates = new Map<number, Promise<IDBFactory>>();

function filledTemplate(now: number): Promise<IDBFactory> {
  let template = filledTemplates.get(now);
  if (!template) {
    template = (async () => {
      const indexedDB = new IDBFactory();
      const db = new StoreDb({ indexedDB, IDBKeyRange });
      await fillWithSeed(db, now);
      db.close();
      return indexedDB;
    })();
    filledTemplates.set(now, template);
  }
  return template;
}

/**
 * A new in-memory store holding exactly the seed of a first visit at `now`: a copy of one filled once per
 * test worker (tests/copy-fake-database.ts), so a test pays a few milliseconds for its store, not a fill.
 */
export async function seededStore(now: number): Promise<StoreDb> {
  const indexedDB = new IDBFactory();
  copyDatabases(await filledTemplate(now), indexedDB);
  return new StoreDb({ indexedDB, IDBKeyRange });
}
