/**
 * The primary market in the store: project lists read by index one page at a time (SRV-04, SRV-41), filter
 * options, parcels and the project changes an investment makes (SRV-23). Everything runs inside the
 * caller's transaction and awaits only Dexie.
 *
 * A list is answered from the listing each connection keeps in memory (the filter fields of the projects
 * with the listed status, see `listing`): the filters run over it, and only the rows of the requested page are
 * read. The listing is read again, as one index range, only after a write changed a field it holds, in any
 * tab (table-versions.ts); an investment changes none.
 */
import Dexie from 'dexie';
import {
  LISTED_STATUS,
  interestKeyOf,
  listingFieldsOf,
  listingMatches,
  projectMatches,
  type ListingFields,
  type ProjectCriteria,
} from '../domain/project-filters';
import { pageWindow, type PageWindow } from '../domain/paging';
import { projectInvestmentUpdate, type World } from '../domain/worlds';
import type { StoreDb } from './db';
import { held } from './held';
import { keptUnderVersion } from './table-versions';
import type { NewRecord, ProjectRecord } from './records';

/** A project as stored: the record plus the numeric key of its interest, which the rango filter compares. */
export type ProjectRow = ProjectRecord & { interestKey: number };

/** The record with its derived interestKey (the listing reads it); every writer of a project stores this. */
export function withIndexKeys<T extends NewRecord<ProjectRecord>>(record: T): T & { interestKey: number } {
  return { ...record, interestKey: interestKeyOf(record.tax_referential_client) };
}

const MAX = Dexie.maxKey;

/**
 * What a filter matched at some moment, and until when that answer holds: only time passing removes a
 * project from a list (the listing itself is kept per version), and the first to go is the one that ends
 * first.
 */
interface Matched {
  ids: number[];
  from: number;
  /** The earliest end among the matched projects: from this moment on, the answer changes. */
  until: number;
}

/** Lists kept per filter (the criteria less the moment), at most this many per version of the listing. */
const MATCHED_KEPT = 200;

/**
 * The listing as this connection last read it: the filter fields of every project with the listed status
 * (ended or not, so one read serves every clock), newest first, with the lists filters matched in it. Kept
 * while the projects' version (table-versions.ts) stays the one it was read at, that is while no project is
 * added, deleted or changed in a field a filter reads.
 */
const listing = keptUnderVersion<'listed', { rows: readonly ListingFields[]; matched: Map<string, Matched> }>(
  'projects',
);

/** The listing for this transaction: the kept one, or read again (one range of [status+endAt]) if stale. */
const listingOf = (db: StoreDb) =>
  listing(
    db,
    'listed',
    held(async () => {
      const rows = (await db.projects
        .where('[status+endAt]')
        .between([LISTED_STATUS, Dexie.minKey], [LISTED_STATUS, MAX], true, true)
        .toArray()) as ProjectRow[];
      return { rows: rows.map(listingFieldsOf).sort((a, b) => b.id - a.id), matched: new Map() };
    }),
  );

/** The criteria as a key, without the moment they are asked at. */
const filterKey = ({ now: _now, ...filter }: ProjectCriteria) => JSON.stringify(filter);

/**
 * The ids of the listed projects that meet the criteria, newest first (SRV-41). A list is worked out over
 * the whole listing once, then answered from memory until the listing changes or one of its projects ends: a
 * client paging through thousands of projects pays for the scan once, not on every page.
 */
export const matchingProjectIds = held(async function matchingProjectIds(
  db: StoreDb,
  c: ProjectCriteria,
): Promise<readonly number[]> {
  if (c.projectId !== null) {
    const one = await db.projects.get(c.projectId);
    return one && projectMatches(one, c) ? [one.id] : [];
  }
  const { rows, matched } = await listingOf(db);
  const key = filterKey(c);
  const hit = matched.get(key);
  if (hit && hit.from <= c.now && c.now < hit.until) return hit.ids;
  const ids: number[] = [];
  let until = Number.POSITIVE_INFINITY;
  for (const p of rows) {
    if (!listingMatches(p, c)) continue;
    ids.push(p.id);
    if (p.endAt < until) until = p.endAt;
  }
  if (matched.size >= MATCHED_KEPT) matched.clear();
  matched.set(key, { ids, from: c.now, until });
  return ids;
});

export interface ProjectPage {
  rows: ProjectRow[];
  total: number;
  window: PageWindow;
}

/** One page of ids, read as rows in that order. */
async function pageOf(db: StoreDb, ids: readonly number[], requested: number): Promise<ProjectPage> {
  const window = pageWindow(ids.length, requested);
  const pageIds = ids.slice(window.skip, window.skip + window.size);
  if (pageIds.length === 0) return { rows: [], total: ids.length, window };
  const rows = (await db.projects.bulkGet([...pageIds])).filter((p): p is ProjectRow => p !== undefined);
  return { rows, total: ids.length, window };
}

/** API-20: one page of the listed projects that meet the criteria, newest first. */
export const readProjectPage = held(async function readProjectPage(
  db: StoreDb,
  c: ProjectCriteria,
  requested: number,
): Promise<ProjectPage> {
  return pageOf(db, await matchingProjectIds(db, c), requested);
});

export interface OwnProjectCriteria {
  now: number;
  endBy: number | null;
  projectId: number | null;
  minAmountMicro: number | null;
}

/**
 * API-24: one page of an issuer's own projects, whatever their status, newest first: proyecto (id),
 * vencimiento (not ended and ending inside the window) and monto (amount at least) filter them.
 */
export async function readOwnProjectPage(
  db: StoreDb,
  oferenteId: number,
  c: OwnProjectCriteria,
  requested: number,
): Promise<ProjectPage> {
  const range = db.projects
    .where('[oferenteId+endAt]')
    .between(
      [oferenteId, c.endBy === null ? Dexie.minKey : c.now],
      [oferenteId, c.endBy ?? MAX],
      c.endBy === null,
      true,
    );
  let ids = (await range.primaryKeys()) as number[];
  if (c.projectId !== null) ids = ids.filter((id) => id === c.projectId);
  if (c.minAmountMicro !== null) {
    // An issuer's own projects are few: their amounts are read from the rows.
    const min = c.minAmountMicro;
    const rows = await db.projects.bulkGet(ids);
    ids = ids.filter((_, i) => (rows[i]?.amountMicro ?? 0) >= min);
  }
  return pageOf(
    db,
    ids.sort((a, b) => b - a),
    requested,
  );
}

/** A project by id, or undefined. */
export async function findProject(db: StoreDb, id: number): Promise<ProjectRow | undefined> {
  return (await db.projects.get(id)) as ProjectRow | undefined;
}

/** A project by contract number, or undefined. */
export async function findProjectByContract(
  db: StoreDb,
  nrocontrato: string,
): Promise<ProjectRow | undefined> {
  return (await db.projects.where('nrocontrato').equals(nrocontrato).first()) as ProjectRow | undefined;
}

/**
 * SRV-23, SRV-50: the project takes an investment of a client of `world`: that world's invested amount up,
 * and one investor more in it when new to the project. `project` is the stored record.
 */
export async function recordProjectInvestment(
  db: StoreDb,
  project: ProjectRow,
  world: World,
  amountMicro: number,
  newInvestor: boolean,
): Promise<void> {
  await db.projects.update(project.id, projectInvestmentUpdate(project, world, amountMicro, newInvestor));
}

/** API-23: the parcels of a contract, in their order. */
export async function parcelsOf(db: StoreDb, nrocontrato: string) {
  return db.parcels.where('nrocontrato').equals(nrocontrato).sortBy('id');
}

/**
 * The distinct values of the first part of a compound index, in order: one bounded read per value (a skip
 * scan), never the index's every entry.
 */
async function distinctLeading<T extends string | number>(
  db: StoreDb,
  index: string,
  pick: (p: ProjectRecord) => T,
): Promise<T[]> {
  const out: T[] = [];
  let after: T | null = null;
  for (;;) {
    const next =
      after === null
        ? await db.projects.orderBy(index).first()
        : await db.projects.where(index).above([after, MAX]).first();
    if (!next) return out;
    after = pick(next);
    out.push(after);
  }
}

/** Ids of the countries that have listed or past projects (API-25 data.paises), in id order. */
export function projectCountryIds(db: StoreDb): Promise<number[]> {
  return distinctLeading(db, '[countryId+status+endAt]', (p) => p.countryId);
}
