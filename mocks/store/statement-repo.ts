/**
 * The client's statement (ENT-03, SRV-39): its movements newest first, one page at a time (SRV-04), read by
 * the [clientId+id] index. Runs inside the caller's transaction and awaits only Dexie.
 *
 * Paging needs the count of the client's movements and the id at a given position. IndexedDB answers both
 * only by walking the index (count() and cursor.advance() visit every key: about 100 ms, and seconds for a
 * deep offset, over 100,000 movements in the test runner's IndexedDB). So each open store keeps, per
 * client, the ascending ids of its movements, loaded once by key (never the rows) and brought up to date on
 * every request from the index: movements are append-only and their ids only grow, so the keys above the
 * last known id are exactly the new ones. The index stays the truth: it is checked on each read, a
 * statement whose newest id went back or whose last known line is gone (a reset) is read again, and what a
 * transaction read is kept only once that transaction has committed.
 */
import Dexie from 'dexie';
import { pageWindow, type PageWindow } from '../domain/paging';
import type { StoreDb } from './db';
import type { MovementRecord } from './records';

/** Per open store, per client: the ascending ids of its movements, as of the last committed read. */
const known = new WeakMap<StoreDb, Map<number, readonly number[]>>();
const MAX_CLIENTS_PER_STORE = 16;

const clientRange = (db: StoreDb, clientId: number, afterId: number | null) =>
  db.movements
    .where('[clientId+id]')
    .between([clientId, afterId ?? Dexie.minKey], [clientId, Dexie.maxKey], afterId === null, true);

function remember(db: StoreDb, clientId: number, ids: readonly number[]): void {
  let perClient = known.get(db);
  if (!perClient) {
    perClient = new Map();
    known.set(db, perClient);
  }
  perClient.delete(clientId);
  perClient.set(clientId, ids);
  if (perClient.size > MAX_CLIENTS_PER_STORE) perClient.delete(perClient.keys().next().value!);
}

/** The client's movement ids, ascending, as the index holds them now. */
async function movementIds(db: StoreDb, clientId: number): Promise<readonly number[]> {
  const cached = known.get(db)?.get(clientId);
  const newest = (await clientRange(db, clientId, null).reverse().limit(1).primaryKeys())[0];
  const last = cached?.[cached.length - 1];
  if (cached && newest === last) return cached;
  // Only appends since the last read keep the known ids: the last one is still there, and newer ones came.
  const appended =
    cached !== undefined &&
    last !== undefined &&
    newest !== undefined &&
    newest > last &&
    (await db.movements.get(last))?.clientId === clientId;
  const ids: readonly number[] = appended
    ? [...cached, ...((await clientRange(db, clientId, last).primaryKeys()) as number[])]
    : ((await clientRange(db, clientId, null).primaryKeys()) as number[]);
  const tx = Dexie.currentTransaction;
  if (tx) tx.on('complete', () => remember(db, clientId, ids));
  else remember(db, clientId, ids);
  return ids;
}

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
  const ids = await movementIds(db, clientId);
  const window = pageWindow(ids.length, requestedPage);
  const end = ids.length - window.skip;
  const pageIds = ids.slice(Math.max(0, end - window.size), end).reverse();
  const rows = (await db.movements.bulkGet(pageIds)).filter(
    (m): m is MovementRecord => m !== undefined && m.clientId === clientId,
  );
  return { rows, total: ids.length, window };
}
