import type { StoreDb } from '../store/db';
import { countries } from './countries';

/** Fills an empty store with the demo data. Runs inside the caller's transaction. */
export async function seedStore(db: StoreDb, _now: number): Promise<void> {
  await db.countries.bulkAdd([...countries]);
}
