/**
 * RET-01..RET-05 in the store: what the client's net annual return is computed from, read through the client's
 * own indexes inside the caller's transaction. Its cost is the client's days with flows and its investments,
 * never the statement's other lines nor the tables': one range of returnDays (the days of flows every write to
 * the statement keeps, schema version 12), one [clientId+type+at] range (its interest lines, whose codes say
 * which investment they paid), three ranges of [clientId+status] (its active, sold and matured investments)
 * and one bulkGet of their projects (for their daily rate). The series then runs in memory: at most 24 points,
 * each over those rows.
 */
import Dexie from 'dexie';
import { investmentCode } from '../domain/investing-view';
import { MOVEMENT_TYPES } from '../domain/ledger';
import type { HeldInvestment, ReturnHistory } from '../domain/net-return';
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
    db.returnDays
      .where('[clientId+day]')
      .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey])
      .toArray(),
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
      days: days.map(({ day, inMicro, outMicro, count }) => ({ day, inMicro, outMicro, count })),
      interest: interest.map((m) => ({ type: m.type, balanceMicro: m.balanceMicro, at: m.at, code: m.code })),
    },
    investments: rows.map((inv) => heldInvestment(inv, rates.get(inv.projectId)!)),
  };
}
