/**
 * The kept figures (domain/figures.ts) computed whole from the records: by the schema version that adds them,
 * for a stored demo, and after a saved state is loaded. Imports nothing of the store, so schema.ts can use it.
 */
import type { Table } from 'dexie';
import {
  depositShare,
  investmentShare,
  offerShare,
  emptyTally,
  tallyShare,
  withdrawalShare,
  type FigureTally,
  type HeldProjectRecord,
  type Share,
} from '../domain/figures';
import { returnDayShare, tallyReturnDay, type ReturnDayRecord } from '../domain/net-return';
import type {
  DepositRecord,
  InvestmentRecord,
  MovementRecord,
  OfferRecord,
  WithdrawalRecord,
} from './records';

/**
 * Every client's figures, chart days and held projects computed from the records, replacing what the three
 * tables held. The yields are left for the first request of each client (yieldDay null). `table` names a
 * table of the transaction it runs in: a schema upgrade's or the store's.
 */
export async function rebuildFigures(table: (name: string) => Table): Promise<void> {
  const tally: FigureTally = emptyTally();
  const add = (share: Share) => tallyShare(tally, share, 1);
  await table('investments').each((r: InvestmentRecord) => add(investmentShare(r, null, undefined)));
  await table('deposits').each((r: DepositRecord) => add(depositShare(r)));
  await table('withdrawals').each((r: WithdrawalRecord) => add(withdrawalShare(r)));
  await table('offers').each((r: OfferRecord) => add(offerShare(r)));
  const held = [...tally.held.values()];
  const projects = (await table('projects').bulkGet(held.map((h) => h.projectId))) as (
    { name: string } | undefined
  )[];
  await table('clientFigures').clear();
  await table('investedDays').clear();
  await table('heldProjects').clear();
  await table('clientFigures').bulkAdd([...tally.figures.values()]);
  await table('investedDays').bulkAdd([...tally.days.values()]);
  await table('heldProjects').bulkAdd(
    held.map((h, i): HeldProjectRecord => ({ ...h, name: projects[i]?.name ?? '' })),
  );
}

/**
 * Every client's days of return flows (net-return.ts) computed from the statement, replacing what the table
 * held: by the schema version that adds it, and with the figures after a seed or a loaded state.
 */
export async function rebuildReturnDays(table: (name: string) => Table): Promise<void> {
  const days = new Map<string, ReturnDayRecord>();
  // One read of the whole statement, not a cursor: a step per line would cost a turn of the event loop each.
  for (const line of (await table('movements').toArray()) as MovementRecord[]) {
    const share = returnDayShare(line);
    if (share) tallyReturnDay(days, share, 1);
  }
  await table('returnDays').clear();
  await table('returnDays').bulkAdd([...days.values()]);
}
