/**
 * The primary market in the store: project lists read by index one page at a time (SRV-04, SRV-41), filter
 * options, parcels and the project changes an investment makes (SRV-23). Everything runs inside the
 * caller's transaction and awaits only Dexie.
 *
 * A list is answered from primary keys only: each set filter reads the keys of its compound index range
 * ([field+status+endAt] holds just the listed projects inside the vencimiento window), the key sets are
 * intersected, and only the rows of the requested page are read. IndexedDB hands over keys in bulk
 * (getAllKeys) far faster than rows or cursor steps, so no request reads the projects table itself.
 */
import Dexie from 'dexie';
import {
  LISTED_STATUS,
  interestKeyOf,
  projectMatches,
  type ProjectCriteria,
} from '../domain/project-filters';
import { pageWindow, type PageWindow } from '../domain/paging';
import { projectInvestmentUpdate, type World } from '../domain/worlds';
import type { StoreDb } from './db';
import type { NewRecord, ProjectRecord } from './records';

/** A project as stored: the record plus the numeric key of its interest for the rango index. */
export type ProjectRow = ProjectRecord & { interestKey: number };

/** The record with the derived keys its indexes need; every writer of a project stores this. */
export function withIndexKeys<T extends NewRecord<ProjectRecord>>(record: T): T & { interestKey: number } {
  return { ...record, interestKey: interestKeyOf(record.tax_referential_client) };
}

const MAX = Dexie.maxKey;

/** Keys of one filter's compound index range: listed projects with that value inside the window. */
function listedWith(db: StoreDb, index: string, value: string | number, c: ProjectCriteria) {
  return db.projects
    .where(index)
    .between([value, LISTED_STATUS, c.now], [value, LISTED_STATUS, c.endBy ?? MAX], false, true)
    .primaryKeys() as Promise<number[]>;
}

/** The ids of the listed projects that meet the criteria, newest first (SRV-41). */
export async function matchingProjectIds(db: StoreDb, c: ProjectCriteria): Promise<number[]> {
  if (c.projectId !== null) {
    const one = await db.projects.get(c.projectId);
    return one && projectMatches(one, c) ? [one.id] : [];
  }
  const reads: Promise<number[]>[] = [];
  if (c.countryIso !== null) reads.push(listedWith(db, '[country_iso+status+endAt]', c.countryIso, c));
  if (c.countryId !== null) reads.push(listedWith(db, '[countryId+status+endAt]', c.countryId, c));
  if (c.tipoId !== null) reads.push(listedWith(db, '[tipoId+status+endAt]', c.tipoId, c));
  if (c.issuer !== null) reads.push(listedWith(db, '[issuer+status+endAt]', c.issuer, c));
  if (c.risk !== null) reads.push(listedWith(db, '[risk+status+endAt]', c.risk, c));
  if (c.actividadId !== null) reads.push(listedWith(db, '[actividadId+status+endAt]', c.actividadId, c));
  // The range filters carry no end date: the listed window comes from another filter or from the base.
  if (reads.length === 0) {
    reads.push(
      db.projects
        .where('[status+endAt]')
        .between([LISTED_STATUS, c.now], [LISTED_STATUS, c.endBy ?? MAX], false, true)
        .primaryKeys(),
    );
  }
  if (c.minInterestKey !== null) {
    reads.push(
      db.projects
        .where('[status+interestKey]')
        .between([LISTED_STATUS, c.minInterestKey], [LISTED_STATUS, MAX], true, true)
        .primaryKeys(),
    );
  }
  if (c.minAmountMicro !== null) {
    reads.push(
      db.projects
        .where('[status+amountMicro]')
        .between([LISTED_STATUS, c.minAmountMicro], [LISTED_STATUS, MAX], true, true)
        .primaryKeys(),
    );
  }
  const sets = (await Promise.all(reads)).sort((a, b) => a.length - b.length);
  let ids = sets[0]!;
  for (const other of sets.slice(1)) {
    const keep = new Set(other);
    ids = ids.filter((id) => keep.has(id));
  }
  return ids.sort((a, b) => b - a);
}

export interface ProjectPage {
  rows: ProjectRow[];
  total: number;
  window: PageWindow;
}

/** One page of ids, read as rows in that order. */
async function pageOf(db: StoreDb, ids: readonly number[], requested: number): Promise<ProjectPage> {
  const window = pageWindow(ids.length, requested);
  const pageIds = ids.slice(window.skip, window.skip + window.size);
  const rows = (await db.projects.bulkGet([...pageIds])).filter((p): p is ProjectRow => p !== undefined);
  return { rows, total: ids.length, window };
}

/** Pages of the unfiltered list read by walking the newest projects; deeper ones read the listed keys. */
const WALKED_PAGES = 20;

const unfiltered = (c: ProjectCriteria) =>
  c.endBy === null &&
  c.countryIso === null &&
  c.countryId === null &&
  c.tipoId === null &&
  c.issuer === null &&
  c.risk === null &&
  c.actividadId === null &&
  c.minInterestKey === null &&
  c.minAmountMicro === null &&
  c.projectId === null;

/**
 * API-20: one page of the listed projects that meet the criteria, newest first. The first pages of the
 * unfiltered list (what the screen opens on) count the listed range of [status+endAt] and read projects from
 * the newest down until the page is full, so they cost the same at any size.
 */
export async function readProjectPage(
  db: StoreDb,
  c: ProjectCriteria,
  requested: number,
): Promise<ProjectPage> {
  if (unfiltered(c) && requested <= WALKED_PAGES) {
    const total = await db.projects
      .where('[status+endAt]')
      .between([LISTED_STATUS, c.now], [LISTED_STATUS, MAX], false, true)
      .count();
    const window = pageWindow(total, requested);
    const rows = (await db.projects
      .orderBy(':id')
      .reverse()
      .filter((p) => projectMatches(p, c))
      .offset(window.skip)
      .limit(window.size)
      .toArray()) as ProjectRow[];
    return { rows, total, window };
  }
  return pageOf(db, await matchingProjectIds(db, c), requested);
}

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
