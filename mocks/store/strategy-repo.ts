/**
 * AUTO-01..AUTO-10: the strategies in the store and what they do. A strategy invests through the same rules
 * (domain/investing.ts checkInvestment) and the same ledger path (investment-repo.ts investInProject) as
 * investments/create; a project it may not invest in is skipped, never a failed request. Every read is one
 * bounded index range: a client's strategies by [clientId+id], the active ones by status, the projects that
 * opened in a window by [status+startAt], a strategy's investments by [strategyId+id]. Everything runs inside
 * the caller's transaction and awaits only Dexie.
 *
 * What a strategy does with the projects open at a moment is worked out once, by `planOpenProjects`, which only
 * reads: creation and a resume book that plan, and the preview (SRV-64) answers it.
 */
import Dexie from 'dexie';
import type { StrategyInvestment } from '@/contract/schemas/strategies';
import { formatDateTime } from '../domain/dates';
import { isProjectTakingInvestments } from '../domain/investing';
import { walletAccount } from '../domain/ledger';
import { formatMicro } from '../domain/money';
import { pageWindow, type PageWindow } from '../domain/paging';
import {
  automaticInvestmentMicro,
  strategyMatches,
  strategyRunSpent,
  type StrategyCriteria,
  type StrategyTerms,
} from '../domain/strategies';
import { projectInWorld, worldOf, type World } from '../domain/worlds';
import type { StoreDb } from './db';
import { held } from './held';
import { investInProject, projectsById } from './investment-repo';
import { balanceOf } from './ledger-repo';
import { findProject, type ProjectRow } from './project-repo';
import type { ClientRecord, NewRecord, ProjectRecord, StrategyRecord } from './records';
import { recordNovedad } from './novedad-repo';

/** AUTO-10: a planned project's status until its start date opens it. */
export const PLANNED_STATUS = 'PROGRAMADO';
const OPEN_STATUS = 'ACTIVO';

/** AUTO-01: the caller's strategies, newest first. */
export function clientStrategies(db: StoreDb, clientId: number): Promise<StrategyRecord[]> {
  return db.strategies
    .where('[clientId+id]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey])
    .reverse()
    .toArray();
}

export function countStrategies(db: StoreDb, clientId: number): Promise<number> {
  return db.strategies
    .where('[clientId+id]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey])
    .count();
}

/** The caller's own strategy, or undefined (another client's is as unknown). */
export async function ownStrategy(
  db: StoreDb,
  clientId: number,
  id: number,
): Promise<StrategyRecord | undefined> {
  const found = await db.strategies.get(id);
  return found?.clientId === clientId ? found : undefined;
}

export async function addStrategy(
  db: StoreDb,
  clientId: number,
  terms: StrategyTerms,
  now: number,
): Promise<StrategyRecord> {
  const record: NewRecord<StrategyRecord> = {
    clientId,
    ...terms,
    status: 'activa',
    investedMicro: 0,
    investmentCount: 0,
    lastLookedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  const id = await db.strategies.add(record);
  return { ...record, id };
}

/** What the client holds active in a project now. */
async function heldInProjectMicro(db: StoreDb, clientId: number, projectId: number): Promise<number> {
  const rows = await db.investments
    .where('[clientId+status+projectId]')
    .equals([clientId, 'active', projectId])
    .toArray();
  return rows.reduce((sum, inv) => sum + inv.amountMicro, 0);
}

/**
 * AUTO-06: one automatic investment of a strategy in a project at `at` (the settlement's, for a project that
 * opened), when the rules allow it (automaticInvestmentMicro), booked through investments/create's repository.
 * Returns whether it invested; a refusal skips the project.
 */
export async function investForStrategy(
  db: StoreDb,
  strategyId: number,
  projectId: number,
  at: number,
): Promise<boolean> {
  const strategy = await db.strategies.get(strategyId);
  const project = await findProject(db, projectId);
  if (!strategy || strategy.status !== 'activa' || !project) return false;
  const client = await db.clients.get(strategy.clientId);
  if (!client) return false;
  const world = worldOf(client);
  const amountMicro = automaticInvestmentMicro(
    strategy,
    { investedMicro: strategy.investedMicro, walletMicro: await balanceOf(db, walletAccount(client.id)) },
    await heldInProjectMicro(db, client.id, project.id),
    projectInWorld(project, world),
    at,
  );
  if (amountMicro <= 0) return false;
  await book(db, strategy, world, project, amountMicro, at);
  return true;
}

/** Books one automatic investment through investments/create's repository, and counts it on the strategy. */
async function book(
  db: StoreDb,
  strategy: StrategyRecord,
  world: World,
  project: ProjectRow,
  amountMicro: number,
  at: number,
): Promise<void> {
  await investInProject(db, strategy.clientId, world, project, amountMicro, at, strategy);
  const current = (await db.strategies.get(strategy.id))!;
  await db.strategies.update(strategy.id, {
    investedMicro: current.investedMicro + amountMicro,
    investmentCount: current.investmentCount + 1,
  });
  // NEWS-01 (SRV-69): one piece of news, and its e-mail, per automatic investment.
  await recordNovedad(
    db,
    strategy.clientId,
    {
      tipo: 'inversion_automatica',
      estrategia: strategy.nombre,
      proyecto: project.name,
      montoMicro: amountMicro,
    },
    at,
  );
}

/** Oldest first: by opening, then by id. */
const byOpening = (a: ProjectRecord & { id: number }, b: ProjectRecord & { id: number }) =>
  a.startAt - b.startAt || a.id - b.id;

/** What a strategy looks for and may still put in: its criteria and what it invested so far. */
export type StrategyLimits = StrategyCriteria & Pick<StrategyRecord, 'investedMicro'>;

/** SRV-64: the matching open projects now, and the investments a strategy would make in them, in order. */
export interface StrategyPlan {
  matching: number;
  investments: { project: ProjectRow; amountMicro: number }[];
}

/**
 * AUTO-05, AUTO-06, SRV-64: what a strategy does with the projects open at `now`, without writing: the listed
 * projects (one [status+endAt] range) that take investments and match it (AUTO-07), oldest first, and for each
 * the amount automaticInvestmentMicro allows, as if the ones before it had been booked (their amounts taken
 * from the budget and the wallet; an investment changes no other project). Creation and a resume book exactly
 * this; the preview answers it.
 */
export const planOpenProjects = held(async function planOpenProjects(
  db: StoreDb,
  client: Pick<ClientRecord, 'demo_status'> & { id: number },
  limits: StrategyLimits,
  now: number,
): Promise<StrategyPlan> {
  const open = (
    (await db.projects
      .where('[status+endAt]')
      .between([OPEN_STATUS, now], [OPEN_STATUS, Dexie.maxKey], false, true)
      .toArray()) as ProjectRow[]
  )
    .filter((p) => isProjectTakingInvestments(p, now) && strategyMatches(limits, p))
    .sort(byOpening);
  const world = worldOf(client);
  const state = {
    investedMicro: limits.investedMicro,
    walletMicro: await balanceOf(db, walletAccount(client.id)),
  };
  const investments: StrategyPlan['investments'] = [];
  for (const project of open) {
    if (strategyRunSpent(limits, state)) break;
    const amountMicro = automaticInvestmentMicro(
      limits,
      state,
      await heldInProjectMicro(db, client.id, project.id),
      projectInWorld(project, world),
      now,
    );
    if (amountMicro <= 0) continue;
    investments.push({ project, amountMicro });
    state.investedMicro += amountMicro;
    state.walletMicro -= amountMicro;
  }
  return { matching: open.length, investments };
});

/**
 * AUTO-04, SRV-64: what resuming the strategy would do now: its plan over the open projects, or no investment
 * for one already active, whose resume changes nothing (setStrategyStatus).
 */
export async function planResume(
  db: StoreDb,
  client: Pick<ClientRecord, 'demo_status'> & { id: number },
  strategy: StrategyRecord,
  now: number,
): Promise<StrategyPlan> {
  const plan = await planOpenProjects(db, client, strategy, now);
  return strategy.status === 'activa' ? { ...plan, investments: [] } : plan;
}

/**
 * AUTO-05: at its creation and at each resume a strategy books its plan over the projects open now
 * (planOpenProjects) and remembers that it looked.
 */
export async function investInOpenProjects(db: StoreDb, strategyId: number, now: number): Promise<void> {
  const strategy = await db.strategies.get(strategyId);
  if (!strategy || strategy.status !== 'activa') return;
  const client = await db.clients.get(strategy.clientId);
  if (client) {
    const plan = await planOpenProjects(db, client, strategy, now);
    const world = worldOf(client);
    for (const { project, amountMicro } of plan.investments)
      await book(db, strategy, world, project, amountMicro, now);
  }
  await db.strategies.update(strategyId, { lastLookedAt: now });
}

/** AUTO-04: pauses or resumes; a resume looks at the projects open now. */
export async function setStrategyStatus(
  db: StoreDb,
  strategy: StrategyRecord,
  status: StrategyRecord['status'],
  now: number,
): Promise<void> {
  if (strategy.status === status) return;
  await db.strategies.update(strategy.id, { status, updatedAt: now, lastLookedAt: now });
  if (status === 'activa') await investInOpenProjects(db, strategy.id, now);
}

/** Settlement's work for automatic investing, found by `findStrategyWork`. */
export type StrategyWork =
  | { at: number; opening: number }
  | { at: number; run: { strategyId: number; projectId: number } }
  | { at: number; looked: number };

/**
 * AUTO-05, AUTO-10: what has fallen due by `now`: each planned project whose start has come opens, and each
 * active strategy takes, dated when they opened, the matching projects that opened since it last looked, then
 * notes that it looked. Only reads, so a read-only request can tell whether it must settle (route.ts).
 */
export async function findStrategyWork(db: StoreDb, now: number): Promise<StrategyWork[]> {
  const planned = (await db.projects
    .where('[status+startAt]')
    .between([PLANNED_STATUS, Dexie.minKey], [PLANNED_STATUS, now], true, true)
    .toArray()) as ProjectRow[];
  const work: StrategyWork[] = planned.map((p) => ({ at: p.startAt, opening: p.id }));
  const active = await db.strategies.where('status').equals('activa').toArray();
  if (active.length === 0) return work;
  const since = Math.min(...active.map((s) => s.lastLookedAt));
  if (since >= now) return work;
  const opened = (await db.projects
    .where('[status+startAt]')
    .between([OPEN_STATUS, since], [OPEN_STATUS, now], false, true)
    .toArray()) as ProjectRow[];
  const candidates = [...opened, ...planned.filter((p) => p.startAt > since)].sort(byOpening);
  for (const s of active) {
    const fresh = candidates.filter((p) => p.startAt > s.lastLookedAt);
    if (fresh.length === 0) continue;
    for (const p of fresh) {
      if (strategyMatches(s, p)) work.push({ at: p.startAt, run: { strategyId: s.id, projectId: p.id } });
    }
    work.push({ at: now, looked: s.id });
  }
  return work;
}

/** Applies one item of `findStrategyWork`. */
export async function applyStrategyWork(db: StoreDb, item: StrategyWork): Promise<void> {
  if ('opening' in item) await db.projects.update(item.opening, { status: OPEN_STATUS });
  else if ('run' in item) await investForStrategy(db, item.run.strategyId, item.run.projectId, item.at);
  else await db.strategies.update(item.looked, { lastLookedAt: item.at });
}

export interface StrategyInvestmentPage {
  rows: StrategyInvestment[];
  total: number;
  window: PageWindow;
}

/** AUTO-08: one page of a strategy's investments, newest first. */
export async function strategyInvestmentPage(
  db: StoreDb,
  strategy: StrategyRecord,
  requested: number,
): Promise<StrategyInvestmentPage> {
  const range = () =>
    db.investments.where('[strategyId+id]').between([strategy.id, Dexie.minKey], [strategy.id, Dexie.maxKey]);
  const total = await range().count();
  const window = pageWindow(total, requested);
  const page = await range().reverse().offset(window.skip).limit(window.size).toArray();
  const projects = await projectsById(
    db,
    page.map((i) => i.projectId),
  );
  return {
    rows: page.map((inv) => ({
      id: inv.id,
      project_id: inv.projectId,
      proyecto: projects.get(inv.projectId)!.name,
      monto: formatMicro(inv.amountMicro),
      fecha: formatDateTime(inv.startAt),
    })),
    total,
    window,
  };
}
