/**
 * The client's investments in the store: the active list with its totals (API-29), the project options of
 * its filter (SRV-42) and the writes of a primary investment (SRV-23). Reads go through the [clientId+...]
 * indexes, bounded by the caller; everything runs inside the caller's transaction and awaits only Dexie.
 *
 * For the secondary market: `addInvestment` stores an investment record (a buyer's, with originOfferId),
 * `openOfferedIds` tells which investments an open offer sells now, `readInvestmentPage` pages a filtered
 * list with its totals (the sold list can pass status 'sold').
 */
import Dexie, { type Collection, type InsertType } from 'dexie';
import { isOfferOpen } from '../domain/balances';
import {
  investmentCode,
  investmentMatches,
  listTotals,
  type InvestmentFilter,
} from '../domain/investing-view';
import { MOVEMENT_TYPES, investedAccount, transfer, walletAccount } from '../domain/ledger';
import { formatMicro } from '../domain/money';
import { automaticInvestmentDescription } from '../domain/strategies';
import { pageWindow, type PageWindow } from '../domain/paging';
import type { World } from '../domain/worlds';
import { paymentTermsOf, unpaidSchedule } from '../domain/payments';
import type { ListTotals } from '@/contract/schemas/investments';
import type { StoreDb } from './db';
import { readFigures } from './figures-repo';
import { held } from './held';
import { keptUnderVersion } from './table-versions';
import { postTransfer, recordMovement } from './ledger-repo';
import { recordProjectInvestment, type ProjectRow } from './project-repo';
import type { InvestmentRecord, InvestmentStatus, NewRecord, ProjectRecord } from './records';

/** Projects by id, for the given ids (each read once). */
export async function projectsById(db: StoreDb, ids: readonly number[]): Promise<Map<number, ProjectRow>> {
  const unique = [...new Set(ids)];
  const rows = await db.projects.bulkGet(unique);
  const out = new Map<number, ProjectRow>();
  rows.forEach((p, i) => {
    if (!p) throw new Error(`Proyecto ${unique[i]} inexistente`);
    out.set(unique[i]!, p as ProjectRow);
  });
  return out;
}

/** SRV-25: the ids among `investmentIds` that an offer open at `now` sells. */
export async function openOfferedIds(
  db: StoreDb,
  investmentIds: readonly number[],
  now: number,
): Promise<Set<number>> {
  if (investmentIds.length === 0) return new Set();
  const offers = await db.offers
    .where('investmentId')
    .anyOf([...investmentIds])
    .toArray();
  return new Set(offers.filter((o) => isOfferOpen(o, now)).map((o) => o.investmentId));
}

export interface InvestmentPage {
  rows: { inv: InvestmentRecord; project: ProjectRow }[];
  totals: ListTotals;
  window: PageWindow;
}

/** The caller's investments of a status read through the index the filter narrows most (schema v7). */
function filteredRange(
  db: StoreDb,
  clientId: number,
  status: InvestmentStatus,
  f: InvestmentFilter,
  now: number,
): Collection<InvestmentRecord, number, InsertType<InvestmentRecord, 'id'>> {
  const t = db.investments;
  if (f.projectId !== null) {
    return t.where('[clientId+status+projectId]').equals([clientId, status, f.projectId]);
  }
  if (f.endBy !== null) {
    return t
      .where('[clientId+status+endAt]')
      .between([clientId, status, now], [clientId, status, f.endBy], true, true);
  }
  if (f.minAmountMicro !== null) {
    return t
      .where('[clientId+status+amountMicro]')
      .between([clientId, status, f.minAmountMicro], [clientId, status, Dexie.maxKey], true, true);
  }
  return t.where('[clientId+status]').equals([clientId, status]);
}

const unfiltered = (f: InvestmentFilter) =>
  f.projectId === null && f.endBy === null && f.minAmountMicro === null;

/**
 * One page of the caller's investments of a status that meet the filter, newest first, with the totals of
 * the whole filtered list (ENT-10). The unfiltered active list reads its totals from the kept figures (their
 * yields are for `now`'s day: the request brought them there) and only its page of rows; a filtered list
 * reads the rows that match, whose yields its totals add up.
 */
export async function readInvestmentPage(
  db: StoreDb,
  clientId: number,
  status: InvestmentStatus,
  filter: InvestmentFilter,
  requested: number,
  now: number,
): Promise<InvestmentPage> {
  if (status === 'active' && unfiltered(filter)) {
    const figures = await readFigures(db, clientId);
    const window = pageWindow(figures.activeCount, requested);
    const page = await db.investments
      .where('[clientId+status]')
      .equals([clientId, 'active'])
      .reverse()
      .offset(window.skip)
      .limit(window.size)
      .toArray();
    const projects = await projectsById(
      db,
      page.map((i) => i.projectId),
    );
    return {
      rows: page.map((inv) => ({ inv, project: projects.get(inv.projectId)! })),
      totals: {
        cantidad: figures.activeCount,
        total_monto: formatMicro(figures.investedMicro),
        total_rendimiento: formatMicro(figures.earnedMicro),
        total_saldo: formatMicro(figures.investedMicro + figures.earnedMicro),
      },
      window,
    };
  }
  const matching = (await filteredRange(db, clientId, status, filter, now).toArray())
    .filter((inv) => investmentMatches(inv, filter, now))
    .sort((a, b) => b.id - a.id);
  const projects = await projectsById(
    db,
    matching.map((i) => i.projectId),
  );
  const rows = matching.map((inv) => ({ inv, project: projects.get(inv.projectId)! }));
  const window = pageWindow(rows.length, requested);
  return {
    rows: rows.slice(window.skip, window.skip + window.size),
    totals: listTotals(rows, now),
    window,
  };
}

/** Spanish order; one collator for every comparison (localeCompare with a locale builds one each call). */
const byName = new Intl.Collator('es');

interface ProjectOption {
  id: number;
  name: string;
}

/** Each client's options, kept per connection under the held projects' version (table-versions.ts). */
const keptOptions = keptUnderVersion<number, ProjectOption[]>('heldProjects');

/**
 * SRV-42: the projects the caller has invested in (active or sold), by name: the client's held projects, kept
 * with their names by every write (domain/figures.ts), as one range, sorted once per version of the held
 * projects and kept (a client with a thousand investments would otherwise sort a thousand names on every
 * request). A matured investment is in neither list (SRV-47), so a project held only by matured ones is no
 * option.
 */
export const investedProjectOptions = (db: StoreDb, clientId: number): Promise<ProjectOption[]> =>
  keptOptions(
    db,
    clientId,
    held(async () => {
      const rows = await db.heldProjects
        .where('[clientId+projectId]')
        .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey])
        .toArray();
      return rows
        .map((h) => ({ id: h.projectId, name: h.name }))
        .sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
    }),
  );

/** Whether the client already holds or held an investment in the project. */
export async function hasInvestedIn(db: StoreDb, clientId: number, projectId: number): Promise<boolean> {
  return (
    (await db.investments.where('[clientId+projectId]').equals([clientId, projectId]).limit(1).count()) > 0
  );
}

export interface NewInvestment {
  clientId: number;
  /** The project it is in: its id, and the rate and frequency it pays by (SRV-44). */
  project: Pick<ProjectRecord, 'porcentaje_diario' | 'frequency_payment'> & { id: number };
  amountMicro: number;
  startAt: number;
  endAt: number;
  /** The offer it was bought from on the secondary market; null for a primary investment. */
  originOfferId: number | null;
  /** AUTO-08: the strategy that made it, for an automatic investment. */
  strategyId?: number;
}

/** Stores an active investment (not on offer, nothing paid yet) and returns it with its id. */
export async function addInvestment(db: StoreDb, input: NewInvestment): Promise<InvestmentRecord> {
  const record: NewRecord<InvestmentRecord> = {
    clientId: input.clientId,
    projectId: input.project.id,
    status: 'active',
    amountMicro: input.amountMicro,
    startAt: input.startAt,
    endAt: input.endAt,
    mercado_secundario: 0,
    soldAt: null,
    saleMicro: null,
    originOfferId: input.originOfferId,
    ...(input.strategyId === undefined ? {} : { strategyId: input.strategyId }),
    ...unpaidSchedule(paymentTermsOf(input, input.project)),
  };
  const id = await db.investments.add(record);
  return { ...record, id };
}

/**
 * SRV-23, SRV-39: a primary investment, already checked (domain/investing.ts): the active investment ending
 * on the project's end date, the project's invested amount and investors of the client's world (SRV-50), the wallet -> invested transfer
 * and the statement line with the wallet balance after it. An automatic investment (AUTO-08) names the
 * strategy that made it, on the record and in the statement line.
 */
export async function investInProject(
  db: StoreDb,
  clientId: number,
  world: World,
  project: ProjectRow & ProjectRecord,
  amountMicro: number,
  now: number,
  strategy?: { id: number; nombre: string },
): Promise<InvestmentRecord> {
  const newInvestor = !(await hasInvestedIn(db, clientId, project.id));
  const investment = await addInvestment(db, {
    clientId,
    project,
    amountMicro,
    startAt: now,
    endAt: project.endAt,
    originOfferId: null,
    ...(strategy ? { strategyId: strategy.id } : {}),
  });
  await recordProjectInvestment(db, project, world, amountMicro, newInvestor);
  await postTransfer(
    db,
    transfer(
      `investment:${investment.id}`,
      now,
      walletAccount(clientId),
      investedAccount(clientId),
      amountMicro,
    ),
  );
  await recordMovement(db, {
    clientId,
    balanceMicro: -amountMicro,
    description: strategy
      ? automaticInvestmentDescription(strategy.nombre, project.name)
      : `Inversión en ${project.name}`,
    type: MOVEMENT_TYPES.investment,
    code: investmentCode(investment.id),
    at: now,
  });
  return investment;
}
