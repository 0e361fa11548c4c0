/**
 * The client's statement (ENT-03, SRV-39): its movements newest first, one page at a time (SRV-04). Each line
 * carries its number in the client's statement (seq, written with it in the same transaction, schema
 * version 6), so the newest number is the statement's length and a page is one bounded range of the
 * [clientId+seq] index: two index reads whatever the statement's size and whichever the page. Runs inside
 * the caller's transaction and awaits only Dexie.
 */
import Dexie from 'dexie';
import { pageWindow, type PageWindow } from '../domain/paging';
import type { StoreDb } from './db';
import { lastStatementSeq } from './ledger-repo';
import type { MovementRecord } from './records';

export interface MovementPage {
  rows: MovementRecord[];
  total: number;
  window: PageWindow;
}

/** One page of the client's statement, newest first (SRV-04, SRV-39). */
export async function readMovementPage(
  db: StoreDb,
  clientId: number,
  requestedPage: number,
): Promise<MovementPage> {
  const total = await lastStatementSeq(db, clientId);
  const window = pageWindow(total, requestedPage);
  const newest = total - window.skip;
  const oldest = Math.max(1, newest - window.size + 1);
  const rows =
    newest < 1
      ? []
      : await db.movements
          .where('[clientId+seq]')
          .between([clientId, oldest], [clientId, newest], true, true)
          .reverse()
          .toArray();
  return { rows, total, window };
}

/** A period of the client's statement (STMT-01, STMT-03, STMT-04). */
export interface StatementPeriod {
  /** The wallet's balance before the period's first instant: the saldo of the last line before it, or 0. */
  openingMicro: number;
  /** Every line of the period, oldest first. */
  rows: MovementRecord[];
}

/**
 * STMT-01, STMT-07: the lines dated from fromMs (included) to toMs (excluded), oldest first, and the saldo just
 * before them. Lines are written in time order (each event dated when it happened, due ones settled in their
 * order), so the [clientId+at] index (schema version 10) holds the statement in the order of its numbers:
 * the line before the period is the range's last key below fromMs, and the period is one bounded range.
 */
export async function readStatementPeriod(
  db: StoreDb,
  clientId: number,
  fromMs: number,
  toMs: number,
): Promise<StatementPeriod> {
  const [before, rows] = await Promise.all([
    db.movements
      .where('[clientId+at]')
      .between([clientId, Dexie.minKey], [clientId, fromMs], true, false)
      .last(),
    db.movements.where('[clientId+at]').between([clientId, fromMs], [clientId, toMs], true, false).toArray(),
  ]);
  return { openingMicro: before?.saldoMicro ?? 0, rows };
}

/**
 * The client's lines of one type dated from fromMs (included) to toMs (excluded), oldest first: one range of
 * the [clientId+type+at] index (schema version 12), whatever the client's other lines.
 */
export function linesOfType(
  db: StoreDb,
  clientId: number,
  type: string,
  fromMs = Number.NEGATIVE_INFINITY,
  toMs = Number.POSITIVE_INFINITY,
): Promise<MovementRecord[]> {
  return db.movements
    .where('[clientId+type+at]')
    .between([clientId, type, fromMs], [clientId, type, toMs], true, false)
    .toArray();
}

/**
 * STMT-06, STMT-12: the fees the client paid from fromMs (included) to toMs (excluded): those of its
 * withdrawals approved then (a withdrawal's fee goes to the fees account when it is approved, SRV-32; a
 * refused one charges none), read as one [clientId+resolvedAt] range (schema version 10).
 */
export async function feesPaid(db: StoreDb, clientId: number, fromMs: number, toMs: number): Promise<number> {
  const resolved = await db.withdrawals
    .where('[clientId+resolvedAt]')
    .between([clientId, fromMs], [clientId, toMs], true, false)
    .toArray();
  return resolved.filter((w) => w.status === 'APROBADO').reduce((sum, w) => sum + w.feeMicro, 0);
}

/** STMT-10: one of the client's investments sold on the secondary market, with what it had cost the seller. */
export interface SoldInvestment {
  investmentId: number;
  soldAt: number;
  saleMicro: number;
  /** The price the seller paid for it: its offer's price if it was bought on the secondary market, else its principal. */
  costMicro: number;
  projectName: string;
}

/**
 * STMT-10: the client's investments sold from fromMs (included) to toMs (excluded), oldest first: one
 * [clientId+soldAt] range (schema version 10), then the offers they were bought from and their projects.
 */
export async function soldInvestments(
  db: StoreDb,
  clientId: number,
  fromMs: number,
  toMs: number,
): Promise<SoldInvestment[]> {
  const sold = await db.investments
    .where('[clientId+soldAt]')
    .between([clientId, fromMs], [clientId, toMs], true, false)
    .toArray();
  if (sold.length === 0) return [];
  const offerIds = [...new Set(sold.flatMap((i) => (i.originOfferId === null ? [] : [i.originOfferId])))];
  const projectIds = [...new Set(sold.map((i) => i.projectId))];
  const [offers, projects] = await Promise.all([
    db.offers.bulkGet(offerIds),
    db.projects.bulkGet(projectIds),
  ]);
  const priceOf = new Map(offerIds.map((id, i) => [id, offers[i]?.precioVentaMicro]));
  const nameOf = new Map(projectIds.map((id, i) => [id, projects[i]?.name ?? '']));
  return sold.map((inv) => ({
    investmentId: inv.id,
    soldAt: inv.soldAt!,
    saleMicro: inv.saleMicro ?? 0,
    costMicro: (inv.originOfferId === null ? undefined : priceOf.get(inv.originOfferId)) ?? inv.amountMicro,
    projectName: nameOf.get(inv.projectId) ?? '',
  }));
}
