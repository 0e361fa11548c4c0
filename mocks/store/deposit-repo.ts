/**
 * Deposits and the platform's USDT addresses in the store. A client's deposits are read through the
 * [clientId+id] index (the due ones are found by store/due-operations.ts): never a whole table.
 */
import Dexie from 'dexie';
import { sameHash } from '../domain/deposits';
import type { StoreDb } from './db';
import type { DepositAddressRecord, DepositRecord } from './records';

/** The platform has a handful of addresses (one per network); a bound keeps the read small regardless. */
const MAX_ADDRESSES = 50;

/** The client's deposits, newest first (API-38). */
export async function depositsOf(db: StoreDb, clientId: number): Promise<DepositRecord[]> {
  const rows = await db.deposits
    .where('[clientId+id]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey], true, true)
    .reverse()
    .toArray();
  return rows;
}

/** Whether the client already reported this transaction. */
export async function hashReported(db: StoreDb, clientId: number, hash: string): Promise<boolean> {
  const found = await db.deposits
    .where('[clientId+id]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey], true, true)
    .filter((d) => sameHash(d.hash, hash))
    .first();
  return found !== undefined;
}

export async function addDeposit(db: StoreDb, record: Omit<DepositRecord, 'id'>): Promise<number> {
  return db.deposits.add(record);
}

/** The platform's USDT addresses (ENT-15), in the order they were added. */
export async function depositAddresses(db: StoreDb): Promise<DepositAddressRecord[]> {
  return await db.depositAddresses.limit(MAX_ADDRESSES).toArray();
}

export async function markDepositApproved(db: StoreDb, id: number, at: number): Promise<void> {
  await db.deposits.update(id, { status: 'APROBADO', resolvedAt: at });
}
