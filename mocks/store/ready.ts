import { StoreDb, type StoreOptions } from './db';

/**
 * When the demo state was created: the first visit's seed, or the last reset (an import brings the value of
 * the state it loads). What a visitor did is what happened after it.
 */
export const SEEDED_KEY = 'seededAt';

/** Writes the demo data into an empty store; faker comes with it, so it is loaded only when needed. */
export type SeedStore = (db: StoreDb, now: number) => Promise<void>;

export const loadSeed = (): Promise<SeedStore> => import('../seed/seed-store').then((m) => m.seedStore);

/**
 * Opens the database and, on the very first visit, fills it with the demo data. The seed module (and faker
 * with it) is loaded only then, so returning visitors never download it.
 */
export async function openStore(now: number, options: StoreOptions = {}): Promise<StoreDb> {
  const db = new StoreDb(options);
  await db.open();
  const seeded = await db.meta.get(SEEDED_KEY);
  if (!seeded) {
    const seedStore = await loadSeed();
    await db.transaction('rw', db.tables, async () => {
      // Another tab may have seeded between the check and this transaction.
      if (await db.meta.get(SEEDED_KEY)) return;
      await seedDemo(db, now, seedStore);
    });
  }
  return db;
}

/** Seeds an empty store at `now` and marks when. Inside the caller's read-write transaction over all tables. */
async function seedDemo(db: StoreDb, now: number, seedStore: SeedStore): Promise<void> {
  await seedStore(db, now);
  await db.meta.put({ key: SEEDED_KEY, value: now });
}

/**
 * 'Reiniciar la demo': every table emptied (sessions, the clock's offset and all meta rows with them) and the
 * demo seeded again at `now`, the real time. Inside the caller's read-write transaction over all tables, so
 * other tabs see the old state or the new one, never a mix.
 */
export async function resetStore(db: StoreDb, now: number, seedStore: SeedStore): Promise<void> {
  for (const table of db.tables) await table.clear();
  await seedDemo(db, now, seedStore);
}

/** The demo's time machine: an offset added to the server clock, shared by every tab through the store. */
export const CLOCK_OFFSET_KEY = 'clockOffsetMs';

export async function readClockOffset(db: StoreDb): Promise<number> {
  const row = await db.meta.get(CLOCK_OFFSET_KEY);
  return typeof row?.value === 'number' ? row.value : 0;
}
