import { StoreDb, type StoreOptions } from './db';
import { SEED_MEASURE } from '../worker-protocol';
import { fillThenRebuild } from './figures-middleware';

/**
 * When the demo state was created: the first visit's seed, or the last reset (an import brings the value of
 * the state it loads). What a visitor did is what happened after it.
 */
export const SEEDED_KEY = 'seededAt';

/**
 * Opens the database and, on the very first visit, fills it with the demo data. The seed module is imported
 * only then; the server script inlines it (a service worker cannot load code later), and the tests in Node load
 * it on their first store.
 */
export async function openStore(now: number, options: StoreOptions = {}): Promise<StoreDb> {
  const db = new StoreDb(options);
  await db.open();
  const seeded = await db.meta.get(SEEDED_KEY);
  if (!seeded) {
    // How long a first visit waits for its demo data, for npm run bench:browser (performance.getEntriesByName).
    const seedStart = performance.now();
    const { seedStore } = await import('../seed/seed-store');
    await db.transaction('rw', db.tables, async (tx) => {
      // Another tab may have seeded between the check and this transaction.
      if (await db.meta.get(SEEDED_KEY)) return;
      await fillThenRebuild(tx, () => seedStore(db, now));
      await db.meta.put({ key: SEEDED_KEY, value: now });
    });
    performance.measure(SEED_MEASURE, { start: seedStart });
  }
  return db;
}

/** The demo's time machine: an offset added to the server clock, shared by every tab through the store. */
export const CLOCK_OFFSET_KEY = 'clockOffsetMs';

export async function readClockOffset(db: StoreDb): Promise<number> {
  const row = await db.meta.get(CLOCK_OFFSET_KEY);
  return typeof row?.value === 'number' ? row.value : 0;
}
