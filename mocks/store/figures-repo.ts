/**
 * Reading the kept figures (domain/figures.ts): a client's row, its yields brought to the request's day, the
 * chart's days (figures-rebuild.ts computes them whole). Every read is by key or by a [clientId+...] range,
 * inside the caller's transaction.
 */
import Dexie from 'dexie';
import { startOfDay } from '../domain/dates';
import {
  emptyFigures,
  paidYieldMicro,
  type ClientFiguresRecord,
  type InvestedDayRecord,
} from '../domain/figures';
import { investmentYield } from '../domain/yield';
import { withYieldTerms } from './account-repo';
import type { StoreDb } from './db';
import { keepReturnPoints } from './net-return-repo';

/** A client's figures; a client with no record of any source has none stored and all are zero. */
export async function readFigures(db: StoreDb, clientId: number): Promise<ClientFiguresRecord> {
  return (await db.clientFigures.get(clientId)) ?? emptyFigures(clientId);
}

/** Whether the client's yields are kept for another day than `now`'s: a writing request recomputes them. */
export async function yieldsOutOfDate(db: StoreDb, clientId: number, now: number): Promise<boolean> {
  return (await outOfDateRow(db, clientId, now)) !== undefined;
}

/** The client's stored figures when their yields are kept for another day than `now`'s. */
async function outOfDateRow(db: StoreDb, clientId: number, now: number) {
  const row = await db.clientFigures.get(clientId);
  return row !== undefined && row.yieldDay !== startOfDay(now) ? row : undefined;
}

/**
 * Recomputes the client's yields and paid interest for `now`'s platform day from its active investments (the
 * only read that grows with them, once per client and platform day), and keeps the rates of the month ends
 * gone by that are not kept yet (net-return-repo.ts). Needs a read-write transaction.
 */
export async function rollYields(db: StoreDb, clientId: number, now: number): Promise<void> {
  const row = await outOfDateRow(db, clientId, now);
  if (!row) return;
  const day = startOfDay(now);
  const active = await withYieldTerms(
    db,
    await db.investments.where('[clientId+status]').equals([clientId, 'active']).toArray(),
  );
  row.earnedMicro = 0;
  row.futureYieldMicro = 0;
  row.paidMicro = 0;
  for (const inv of active) {
    const y = investmentYield(inv, day);
    row.earnedMicro += y.rendimientoMicro;
    row.futureYieldMicro += y.rendimientoFuturoMicro;
    row.paidMicro += paidYieldMicro(inv);
  }
  row.yieldDay = day;
  await db.clientFigures.put(row);
  await keepReturnPoints(db, clientId, now);
}

/** The sale prices of the client's offers still 'open' on record whose end has passed (SRV-25). */
export async function endedOpenOfferMicro(db: StoreDb, sellerId: number, now: number): Promise<number> {
  const ended = await db.offers
    .where('[sellerId+status+endsAt]')
    .between([sellerId, 'open', Dexie.minKey], [sellerId, 'open', now], true, false)
    .toArray();
  return ended.reduce((sum, o) => sum + o.precioVentaMicro, 0);
}

/** The client's invested amount per platform day, oldest first. */
export async function investedDays(db: StoreDb, clientId: number): Promise<InvestedDayRecord[]> {
  return await db.investedDays
    .where('[clientId+day]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey], true, true)
    .toArray();
}
