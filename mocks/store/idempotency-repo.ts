/**
 * SRV-49: the first successful answers of creating calls, by (scope, key). Read and written inside the
 * request's one transaction, so a replay and the booking it stands for can never both happen.
 */
import { IDEMPOTENCY_WINDOW_MS } from '@/contract/idempotency';
import Dexie from 'dexie';
import type { StoreDb } from './db';
import type { IdempotencyRecord } from './records';

/** At most this many expired rows of a scope are deleted per write, so a write's cost stays bounded. */
const EXPIRED_PER_WRITE = 20;

export function findAnswer(db: StoreDb, scope: string, key: string): Promise<IdempotencyRecord | undefined> {
  return db.idempotency.get([scope, key]);
}

/** Stores a key's answer (replacing an expired one of the same key) and forgets the scope's oldest expired. */
export async function rememberAnswer(db: StoreDb, record: IdempotencyRecord): Promise<void> {
  const expired = await db.idempotency
    .where('[scope+createdAt]')
    .between(
      [record.scope, Dexie.minKey],
      [record.scope, record.createdAt - IDEMPOTENCY_WINDOW_MS],
      true,
      true,
    )
    .limit(EXPIRED_PER_WRITE)
    .primaryKeys();
  await db.idempotency.bulkDelete(expired);
  await db.idempotency.put(record);
}
