/**
 * The demo's checklist ('Qué probar'), read from what the client did since the demo data was created. Every
 * read walks one of the client's [clientId+...] (or owner) indexes from its newest row backwards and stops at
 * the first row as old as the seed: its cost is what the client did in the demo, never the table's size.
 * Ids only grow, and the seed dates all it writes at or before seededAt, so nothing seeded ever counts.
 */
import Dexie from 'dexie';
import { MOVEMENT_TYPES } from '../domain/ledger';
import type { StoreDb } from './db';
import { SEEDED_KEY } from './ready';

export interface DemoSteps {
  invertir: boolean;
  ofertar: boolean;
  comprar: boolean;
  depositar: boolean;
  tarjeta: boolean;
  intereses: boolean;
}

/** When the demo data was created; 0 (everything counts) for a store that was never seeded. */
export async function readSeededAt(db: StoreDb): Promise<number> {
  const row = await db.meta.get(SEEDED_KEY);
  return typeof row?.value === 'number' ? row.value : 0;
}

/**
 * The statement line types that mark a step: a primary investment and a secondary purchase each write one in
 * the same transaction as the investment they create; interest paid writes INTERES. The statement keeps them
 * even once the investment is sold or has ended.
 */
const STEP_OF_MOVEMENT: ReadonlyMap<string, 'invertir' | 'comprar' | 'intereses'> = new Map([
  [MOVEMENT_TYPES.investment, 'invertir'],
  [MOVEMENT_TYPES.purchase, 'comprar'],
  [MOVEMENT_TYPES.interest, 'intereses'],
] as const);

/** The statement steps found among the client's movements dated after `since`, newest first. */
async function movementSteps(db: StoreDb, clientId: number, since: number) {
  const found = new Set<string>();
  await db.movements
    .where('[clientId+id]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey], true, true)
    .reverse()
    .until((m) => m.at <= since || found.size === STEP_OF_MOVEMENT.size)
    .each((m) => {
      const step = STEP_OF_MOVEMENT.get(m.type);
      if (step) found.add(step);
    });
  return found;
}

/** A deposit reported after `since` that the platform has approved. */
async function approvedDepositSince(db: StoreDb, clientId: number, since: number): Promise<boolean> {
  const reported = await db.deposits
    .where('[clientId+id]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey], true, true)
    .reverse()
    .until((d) => d.createdAt <= since)
    .toArray();
  return reported.some((d) => d.status === 'APROBADO');
}

/** The client's newest offer (owner index, highest id first) was made after `since`. */
async function offeredSince(db: StoreDb, clientId: number, since: number): Promise<boolean> {
  const newest = await db.offers.where('sellerId').equals(clientId).reverse().first();
  return newest !== undefined && newest.createdAt > since;
}

/** The client's newest card application was made after `since`. */
async function appliedForCardSince(db: StoreDb, clientId: number, since: number): Promise<boolean> {
  const newest = await db.cards.where('clientId').equals(clientId).reverse().first();
  return newest !== undefined && newest.createdAt > since;
}

/** Which steps of the checklist the client has done since `since` (the seed's time). */
export async function readDemoSteps(db: StoreDb, clientId: number, since: number): Promise<DemoSteps> {
  const statement = await movementSteps(db, clientId, since);
  return {
    invertir: statement.has('invertir'),
    ofertar: await offeredSince(db, clientId, since),
    comprar: statement.has('comprar'),
    depositar: await approvedDepositSince(db, clientId, since),
    tarjeta: await appliedForCardSince(db, clientId, since),
    intereses: statement.has('intereses'),
  };
}
