/**
 * RET-01..RET-05 in the store: what the client's net annual return is computed from, read through the client's
 * own indexes inside the caller's transaction. Its cost is the client's own history, never the tables':
 * one range of [clientId+seq] (the client's statement, each line once, of which the investment lines are
 * kept), three ranges of [clientId+status] (its active, sold and matured investments) and one bulkGet of
 * their projects (for their daily rate). The series then runs in memory: at most 24 points, each over those
 * rows.
 */
import Dexie from 'dexie';
import { investmentCode } from '../domain/investing-view';
import { RETURN_FLOW_TYPES, type HeldInvestment, type ReturnMovement } from '../domain/net-return';
import type { StoreDb } from './db';
import type { InvestmentStatus } from './records';

const STATUSES: readonly InvestmentStatus[] = ['active', 'sold', 'finished'];

export async function readReturnInputs(
  db: StoreDb,
  clientId: number,
): Promise<{ investments: HeldInvestment[]; movements: ReturnMovement[] }> {
  const [lines, ...byStatus] = await Promise.all([
    db.movements
      .where('[clientId+seq]')
      .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey])
      .toArray(),
    ...STATUSES.map((status) =>
      db.investments.where('[clientId+status]').equals([clientId, status]).toArray(),
    ),
  ]);
  const rows = byStatus.flat();
  const projectIds = [...new Set(rows.map((inv) => inv.projectId))];
  const projects = await db.projects.bulkGet(projectIds);
  const rates = new Map(projectIds.map((id, i) => [id, projects[i]?.porcentaje_diario ?? '0']));
  return {
    movements: lines
      .filter((m) => RETURN_FLOW_TYPES.has(m.type))
      .map((m) => ({ type: m.type, balanceMicro: m.balanceMicro, at: m.at, code: m.code })),
    investments: rows.map((inv) => ({
      code: investmentCode(inv.id),
      amountMicro: inv.amountMicro,
      startAt: inv.startAt,
      endAt: inv.endAt,
      status: inv.status,
      soldAt: inv.soldAt,
      porcentajeDiario: rates.get(inv.projectId)!,
    })),
  };
}
