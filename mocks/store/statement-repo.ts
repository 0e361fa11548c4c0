/**
 * The client's statement (ENT-03, SRV-39): its movements newest first, one page at a time (SRV-04). Each line
 * carries its number in the client's statement (seq, written with it in the same transaction, schema
 * version 6), so the newest number is the statement's length and a page is one bounded range of the
 * [clientId+seq] index: two index reads whatever the statement's size and whichever the page. Runs inside
 * the caller's transaction and awaits only Dexie.
 */
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
