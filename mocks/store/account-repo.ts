/**
 * What the account area reads: the sources of the balance summary (SRV-20), the client's investments for
 * the chart (SRV-43) and the primary projects open for investment (API-21). Every read goes through an
 * index, bounded by the client (or, for projects, by a page of ids), inside the caller's transaction.
 */
import { projectInWorld, type World } from '../domain/worlds';
import Dexie from 'dexie';
import type { BalanceSources } from '../domain/balances';
import { holdAccount, walletAccount } from '../domain/ledger';
import { isProjectOpen } from '../domain/project-view';
import type { YieldTerms } from '../domain/yield';
import type { StoreDb } from './db';
import { balanceOf } from './ledger-repo';
import type { InvestmentRecord, ProjectRecord } from './records';

/** The bounds of one client's keys in a [clientId+...] index. */
const lowest = (clientId: number) => [clientId, Dexie.minKey];
const highest = (clientId: number) => [clientId, Dexie.maxKey];

export async function investmentsOf(
  db: StoreDb,
  clientId: number,
  status?: InvestmentRecord['status'],
): Promise<InvestmentRecord[]> {
  const index = db.investments.where('[clientId+status]');
  const rows = status
    ? await index.equals([clientId, status]).toArray()
    : await index.between(lowest(clientId), highest(clientId), true, true).toArray();
  return rows;
}

/** The daily percentage of each project, by id. */
async function dailyPercents(db: StoreDb, projectIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(projectIds)];
  const projects = await db.projects.bulkGet(ids);
  const out = new Map<number, string>();
  projects.forEach((p, i) => {
    if (!p) throw new Error(`Proyecto ${ids[i]} inexistente`);
    out.set(ids[i]!, p.porcentaje_diario);
  });
  return out;
}

/** An investment with its project's daily percentage, ready for the yield formulas (SRV-21). */
export async function withYieldTerms(
  db: StoreDb,
  investments: readonly InvestmentRecord[],
): Promise<(InvestmentRecord & YieldTerms)[]> {
  const percents = await dailyPercents(
    db,
    investments.map((i) => i.projectId),
  );
  return investments.map((i) => ({ ...i, porcentajeDiario: percents.get(i.projectId)! }));
}

/** Everything the balance summary of a client is computed from (SRV-20). */
export async function readBalanceSources(db: StoreDb, clientId: number): Promise<BalanceSources> {
  const [lo, hi] = [lowest(clientId), highest(clientId)];
  const [walletMicro, holdMicro, investments, deposits, withdrawals, offers] = await Promise.all([
    balanceOf(db, walletAccount(clientId)),
    balanceOf(db, holdAccount(clientId)),
    investmentsOf(db, clientId),
    db.deposits.where('[clientId+id]').between(lo, hi, true, true).toArray(),
    db.withdrawals.where('[clientId+id]').between(lo, hi, true, true).toArray(),
    db.offers.where('sellerId').equals(clientId).toArray(),
  ]);
  const active = investments.filter((i) => i.status === 'active');
  return {
    walletMicro,
    holdMicro,
    activeInvestments: await withYieldTerms(db, active),
    soldInvestments: investments.filter((i) => i.status === 'sold'),
    deposits,
    withdrawals,
    offers,
  };
}

/** How many project records are read per step while looking for open ones, newest first. */
const PROJECT_STEP = 50;

/**
 * The newest primary projects open for investment (API-21), at most `limit`: read by primary key from the
 * newest down, a step of ids at a time, never the whole table.
 */
export async function openPrimaryProjects(
  db: StoreDb,
  now: number,
  limit: number,
  world: World,
): Promise<ProjectRecord[]> {
  const out: ProjectRecord[] = [];
  let below: number | null = null;
  for (;;) {
    const range = below === null ? db.projects.toCollection() : db.projects.where(':id').below(below);
    const step: ProjectRecord[] = await range.reverse().limit(PROJECT_STEP).toArray();
    for (const p of step) {
      if (isProjectOpen(projectInWorld(p, world), now)) out.push(p);
      if (out.length === limit) return out;
    }
    if (step.length < PROJECT_STEP) return out;
    below = step[step.length - 1]!.id;
  }
}

/** Offer type names by id (a handful of rows). */
export async function offerTypeNames(db: StoreDb): Promise<Map<number, string>> {
  return new Map((await db.offerTypes.toArray()).map((t) => [t.id, t.tipo]));
}

/** Parcel names by contract number, for the given contracts. */
export async function parcelNames(db: StoreDb, contracts: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (contracts.length === 0) return out;
  const parcels = await db.parcels
    .where('nrocontrato')
    .anyOf([...contracts])
    .sortBy('id');
  for (const p of parcels) out.set(p.nrocontrato, [...(out.get(p.nrocontrato) ?? []), p.name]);
  return out;
}
