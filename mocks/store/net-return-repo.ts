/**
 * RET-01..RET-05 in the store, inside the caller's transaction. The answer is read from what the writes keep,
 * so its cost is the client's days with flows, never its investments nor the statement's other lines:
 *
 *   - the days of flows (returnDays, kept by every write to the statement, schema version 12), one range;
 *   - today's holdings: invested + earned - paid of the client's figures, brought to the day by the first
 *     request of each day (figures-repo.ts rollYields);
 *   - the rate at each month end gone by (returnPoints, schema version 13), one range: computed once, by that
 *     same first request of the day, from the records (readReturnInputs), and taken away by a write dated
 *     before it (figures-middleware.ts).
 *
 * readReturnInputs reads the records the return is defined on (its interest lines, whose codes say which
 * investment they paid, its investments and their projects' daily rates): for the points not kept yet, and
 * for today's holdings when the figures are kept for another day.
 */
import Dexie from 'dexie';
import { startOfDay } from '../domain/dates';
import { emptyFigures } from '../domain/figures';
import { investmentCode } from '../domain/investing-view';
import { MOVEMENT_TYPES } from '../domain/ledger';
import {
  holdingsValueAt,
  netReturnOf,
  rateAt,
  seriesMonthEnds,
  type HeldInvestment,
  type NetReturn,
  type ReturnDay,
  type ReturnHistory,
} from '../domain/net-return';
import type { StoreDb } from './db';
import type { InvestmentRecord, InvestmentStatus } from './records';
import { linesOfType } from './statement-repo';

const STATUSES: readonly InvestmentStatus[] = ['active', 'sold', 'finished'];

/** An investment as the return reads it, with its project's daily rate. */
export function heldInvestment(inv: InvestmentRecord, porcentajeDiario: string): HeldInvestment {
  return {
    code: investmentCode(inv.id),
    amountMicro: inv.amountMicro,
    startAt: inv.startAt,
    endAt: inv.endAt,
    status: inv.status,
    soldAt: inv.soldAt,
    porcentajeDiario,
  };
}

export async function readReturnInputs(
  db: StoreDb,
  clientId: number,
): Promise<{ investments: HeldInvestment[]; history: ReturnHistory }> {
  const [days, interest, ...byStatus] = await Promise.all([
    returnDaysOf(db, clientId),
    linesOfType(db, clientId, MOVEMENT_TYPES.interest),
    ...STATUSES.map((status) =>
      db.investments.where('[clientId+status]').equals([clientId, status]).toArray(),
    ),
  ]);
  const rows = byStatus.flat();
  const projectIds = [...new Set(rows.map((inv) => inv.projectId))];
  const projects = await db.projects.bulkGet(projectIds);
  const rates = new Map(projectIds.map((id, i) => [id, projects[i]?.porcentaje_diario ?? '0']));
  return {
    history: {
      days,
      interest: interest.map((m) => ({ type: m.type, balanceMicro: m.balanceMicro, at: m.at, code: m.code })),
    },
    investments: rows.map((inv) => heldInvestment(inv, rates.get(inv.projectId)!)),
  };
}

/** The client's days of return flows, oldest first. */
async function returnDaysOf(db: StoreDb, clientId: number): Promise<ReturnDay[]> {
  const rows = await db.returnDays
    .where('[clientId+day]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey])
    .toArray();
  return rows.map(({ day, inMicro, outMicro, count }) => ({ day, inMicro, outMicro, count }));
}

/** The rates kept at the series' month ends (RET-05) by month end, and the month ends that have none yet. */
async function monthEndRates(db: StoreDb, clientId: number, days: readonly ReturnDay[], now: number) {
  const ends = seriesMonthEnds(days, now);
  const rows =
    ends.length === 0
      ? []
      : await db.returnPoints
          .where('[clientId+monthEnd]')
          .between([clientId, ends[0]!], [clientId, Dexie.maxKey])
          .toArray();
  const rates = new Map<number, string | null>(rows.map((p) => [p.monthEnd, p.tasa]));
  return { rates, missing: ends.filter((end) => !rates.has(end)) };
}

/** RET-01..RET-05: the client's net annual return at `now`, from what the writes keep (see above). */
export async function readNetReturn(db: StoreDb, clientId: number, now: number): Promise<NetReturn> {
  const [days, stored] = await Promise.all([returnDaysOf(db, clientId), db.clientFigures.get(clientId)]);
  const figures = stored ?? emptyFigures(clientId);
  const { rates, missing } = await monthEndRates(db, clientId, days, now);
  // Kept for today, or nothing to keep: without active investments the client holds nothing.
  const figuresToday = figures.yieldDay === startOfDay(now) || figures.activeCount === 0;
  let heldNowMicro = figures.investedMicro + figures.earnedMicro - figures.paidMicro;
  if (missing.length > 0 || !figuresToday) {
    const { investments, history } = await readReturnInputs(db, clientId);
    for (const end of missing) rates.set(end, rateAt(investments, history, end));
    if (!figuresToday) heldNowMicro = holdingsValueAt(investments, history.interest, now);
  }
  return netReturnOf(days, heldNowMicro, rates, now);
}

/**
 * Computes and keeps the rates at the client's month ends gone by that are not kept yet: a month's, once, by
 * the first request after it ends, or again after a backdated write took them away. Needs a read-write
 * transaction.
 */
export async function keepReturnPoints(db: StoreDb, clientId: number, now: number): Promise<void> {
  const { missing } = await monthEndRates(db, clientId, await returnDaysOf(db, clientId), now);
  if (missing.length === 0) return;
  const { investments, history } = await readReturnInputs(db, clientId);
  await db.returnPoints.bulkPut(
    missing.map((monthEnd) => ({ clientId, monthEnd, tasa: rateAt(investments, history, monthEnd) })),
  );
}
