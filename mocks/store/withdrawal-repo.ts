/**
 * Withdrawals in the store. A client's withdrawals are read through the [clientId+id] index (the due ones
 * are found by store/due-operations.ts): never a whole table.
 */
import Dexie from 'dexie';
import type { StoreDb } from './db';
import type { WithdrawalRecord } from './records';

/** The client's withdrawals, newest first (API-35). */
export async function withdrawalsOf(db: StoreDb, clientId: number): Promise<WithdrawalRecord[]> {
  const rows = await db.withdrawals
    .where('[clientId+id]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey], true, true)
    .reverse()
    .toArray();
  return rows;
}

export async function addWithdrawal(db: StoreDb, record: Omit<WithdrawalRecord, 'id'>): Promise<number> {
  return db.withdrawals.add(record);
}

export async function linkMovement(db: StoreDb, id: number, movementId: number): Promise<void> {
  await db.withdrawals.update(id, { movementId });
}

export async function markWithdrawalApproved(db: StoreDb, w: WithdrawalRecord, at: number): Promise<void> {
  await db.withdrawals.update(w.id, { status: 'APROBADO', resolvedAt: at });
  if (w.movementId !== undefined) await db.movements.update(w.movementId, { status: 'APROBADO' });
}
