/**
 * Keeps every client's figures, chart days and held projects (domain/figures.ts) in step with the records
 * they come from, for every write whatever code makes it: a Dexie middleware under each table of
 * FIGURE_SOURCES reads the rows a write replaces or deletes, lets the write happen, then takes the old rows'
 * shares off their clients' figures and adds the new rows' shares, in the same transaction. A refused request
 * rolls its figures back with the rest. The statement (movements) keeps its clients' days of return flows
 * (domain/net-return.ts, returnDays) the same way. A write dated before a month end whose rate of return is
 * kept (returnPoints) takes that rate away, to be computed again (store/net-return-repo.ts).
 *
 * A write to those tables must therefore run in a transaction that also holds FIGURE_TABLES (every request
 * holds all tables; a bulk fill outside a request must say so). Schema upgrades are left alone: the version
 * that adds the last of the kept tables computes them all whole (schema.ts).
 */
import Dexie, {
  type Transaction,
  type DBCore,
  type DBCoreMutateRequest,
  type DBCoreTable,
  type DBCoreTransaction,
} from 'dexie';
import {
  FIGURE_SOURCES,
  depositShare,
  emptyFigures,
  emptyTally,
  tallyShare,
  investmentShare,
  offerShare,
  withdrawalShare,
  type ClientFiguresRecord,
  type FigureSource,
  type FigureTally,
  type HeldCount,
  type HeldProjectRecord,
  type InvestedDayRecord,
  type Share,
} from '../domain/figures';
import { returnDayShare, tallyReturnDay, type ReturnDayRecord } from '../domain/net-return';
import { rebuildFigures, rebuildReturnDays } from './figures-rebuild';
import { writeMiddleware } from './write-middleware';
import type {
  DepositRecord,
  InvestmentRecord,
  MovementRecord,
  OfferRecord,
  WithdrawalRecord,
} from './records';

/**
 * What a write to a source table also touches: the figures, the chart's days, the held projects, projects
 * (rates and names) and meta (the index versions of table-versions.ts).
 */
export const FIGURE_TABLES = [
  'clientFigures',
  'investedDays',
  'heldProjects',
  'returnPoints',
  'projects',
  'meta',
] as const;

/**
 * What a write to the statement also touches: its clients' days of return flows (schema version 12), the
 * rates kept at their month ends and the figures' day (version 13).
 */
export const RETURN_DAY_TABLES = ['returnDays', 'returnPoints', 'clientFigures'] as const;

/** Every table whose writes keep another: the figures' sources and the statement. */
const KEPT_SOURCES = [...FIGURE_SOURCES, 'movements'] as const;
type KeptSource = (typeof KEPT_SOURCES)[number];

type AnyRecord = Record<string, unknown>;

function holdsTables(trans: DBCoreTransaction, tables: readonly string[]): boolean {
  const names = (trans as unknown as IDBTransaction).objectStoreNames;
  return tables.every((name) => names.contains(name));
}

const inSchema = (core: DBCore, table: string) => core.schema.tables.some((t) => t.name === table);

const isUpgrade = (trans: DBCoreTransaction) => (trans as unknown as IDBTransaction).mode === 'versionchange';

/** The rows a write replaces or deletes, read before it. */
function rowsBefore(table: DBCoreTable, req: DBCoreMutateRequest): Promise<AnyRecord[]> {
  const { trans } = req;
  if (req.type === 'add') return Dexie.Promise.resolve([]);
  if (req.type === 'deleteRange') {
    return table
      .query({ trans, values: true, query: { index: table.schema.primaryKey, range: req.range } })
      .then((res) => res.result as AnyRecord[]);
  }
  let keys: unknown[];
  if (req.type === 'delete') keys = req.keys;
  else {
    const extract = table.schema.primaryKey.extractKey;
    keys = req.keys ?? req.values.map((v): unknown => (extract ? extract(v) : undefined));
  }
  const known = keys.filter((k) => k !== undefined && k !== null);
  if (known.length === 0) return Dexie.Promise.resolve([]);
  return table
    .getMany({ trans, keys: known })
    .then((rows: (AnyRecord | undefined)[]) => rows.filter((r): r is AnyRecord => r !== undefined));
}

/** Shares of one source table's rows; investments need the figures row's day and their project's rate. */
function shareOf(
  source: FigureSource,
  row: AnyRecord,
  figures: Map<number, ClientFiguresRecord>,
  rates: Map<number, string>,
): Share {
  switch (source) {
    case 'investments': {
      const inv = row as unknown as InvestmentRecord;
      const yieldDay = figures.get(inv.clientId)?.yieldDay ?? null;
      return investmentShare(inv, yieldDay, rates.get(inv.projectId));
    }
    case 'deposits':
      return depositShare(row as unknown as DepositRecord);
    case 'withdrawals':
      return withdrawalShare(row as unknown as WithdrawalRecord);
    case 'offers':
      return offerShare(row as unknown as OfferRecord);
  }
}

const clientOf = (source: FigureSource, row: AnyRecord) =>
  (source === 'offers' ? row.sellerId : row.clientId) as number;

/**
 * Takes the old rows' shares off their clients' figures and adds the new rows'. Written with then() on
 * Dexie's promises, not await: the layers below read the transaction from Dexie's zone, which a native await
 * inside a middleware does not carry.
 */
function applyShares(
  core: DBCore,
  trans: DBCoreTransaction,
  source: FigureSource,
  before: readonly AnyRecord[],
  after: readonly AnyRecord[],
): Promise<unknown> {
  if (before.length === 0 && after.length === 0) return Dexie.Promise.resolve();
  const figuresTable = core.table('clientFigures');
  const clientIds = [...new Set([...before, ...after].map((r) => clientOf(source, r)))];
  return figuresTable
    .getMany({ trans, keys: clientIds })
    .then((stored: (ClientFiguresRecord | undefined)[]) => {
      const figures = new Map(clientIds.map((id, i) => [id, stored[i] ?? emptyFigures(id)]));
      // An investment's yields count only for a client whose yields are kept for a day: read those rates.
      const projectIds =
        source !== 'investments'
          ? []
          : [
              ...new Set(
                [...before, ...after]
                  .filter((r) => r.status === 'active' && figures.get(r.clientId as number)?.yieldDay != null)
                  .map((r) => r.projectId as number),
              ),
            ];
      const projects =
        projectIds.length === 0
          ? Dexie.Promise.resolve([])
          : core.table('projects').getMany({ trans, keys: projectIds });
      return projects.then((rows: ({ porcentaje_diario: string } | undefined)[]) => {
        const rates = new Map<number, string>();
        rows.forEach((p, i) => {
          if (p) rates.set(projectIds[i]!, p.porcentaje_diario);
        });
        const { days, held } = sharesApplied(source, figures, rates, before, after);
        return figuresTable
          .mutate({ trans, type: 'put', values: [...figures.values()] })
          .then(() => storeDays(core.table('investedDays'), trans, days))
          .then(() => storeHeld(core, trans, held))
          .then(() =>
            source === 'investments'
              ? forgetReturnPoints(core, trans, investmentChanges(before, after))
              : undefined,
          );
      });
    });
}

/**
 * Applies the shares to the figures in place; returns the changes of the chart per client and day, and of the
 * held projects' counts.
 */
function sharesApplied(
  source: FigureSource,
  figures: Map<number, ClientFiguresRecord>,
  rates: Map<number, string>,
  before: readonly AnyRecord[],
  after: readonly AnyRecord[],
): { days: InvestedDayRecord[]; held: HeldCount[] } {
  const tally: FigureTally = emptyTally(figures);
  const apply = (row: AnyRecord, sign: 1 | -1) => {
    const target = tallyShare(tally, shareOf(source, row, figures, rates), sign);
    // A yield left out for want of a rate cannot be kept exact: the next request recomputes the day's.
    if (source === 'investments' && row.status === 'active' && !rates.has(row.projectId as number)) {
      target.yieldDay = null;
    }
  };
  for (const row of before) apply(row, -1);
  for (const row of after) apply(row, 1);
  return {
    days: [...tally.days.values()].filter((d) => d.amountMicro !== 0),
    held: [...tally.held.values()].filter((h) => h.count !== 0),
  };
}

/**
 * Adds the count changes to the stored held projects; a project newly held takes its name from the project,
 * and one held by no investment any more goes.
 */
function storeHeld(core: DBCore, trans: DBCoreTransaction, changes: readonly HeldCount[]): Promise<unknown> {
  if (changes.length === 0) return Dexie.Promise.resolve();
  const heldTable = core.table('heldProjects');
  const keys = changes.map((h) => [h.clientId, h.projectId]);
  return heldTable.getMany({ trans, keys }).then((stored: (HeldProjectRecord | undefined)[]) => {
    const unnamed = [...new Set(changes.filter((_, i) => !stored[i]).map((h) => h.projectId))];
    const names =
      unnamed.length === 0
        ? Dexie.Promise.resolve([])
        : core.table('projects').getMany({ trans, keys: unnamed });
    return names.then((projects: ({ name: string } | undefined)[]) => {
      const nameOf = new Map(unnamed.map((id, i) => [id, projects[i]?.name ?? '']));
      const put: HeldProjectRecord[] = [];
      const emptied: unknown[] = [];
      changes.forEach((h, i) => {
        const count = (stored[i]?.count ?? 0) + h.count;
        if (count === 0) emptied.push(keys[i]);
        else put.push({ ...h, count, name: stored[i]?.name ?? nameOf.get(h.projectId)! });
      });
      return putAndDelete(heldTable, trans, put, emptied);
    });
  });
}

/** Writes the rows that still count and deletes the keys of those left at zero. */
function putAndDelete(
  table: DBCoreTable,
  trans: DBCoreTransaction,
  put: readonly unknown[],
  emptied: readonly unknown[],
): Promise<unknown> {
  const puts =
    put.length > 0 ? table.mutate({ trans, type: 'put', values: [...put] }) : Dexie.Promise.resolve();
  return puts.then(() =>
    emptied.length > 0 ? table.mutate({ trans, type: 'delete', keys: [...emptied] }) : undefined,
  );
}

/** Adds the changes to the stored days; a day left at zero has no investment any more and goes. */
function storeDays(
  daysTable: DBCoreTable,
  trans: DBCoreTransaction,
  changes: readonly InvestedDayRecord[],
): Promise<unknown> {
  if (changes.length === 0) return Dexie.Promise.resolve();
  const keys = changes.map((d) => [d.clientId, d.day]);
  return daysTable.getMany({ trans, keys }).then((stored: (InvestedDayRecord | undefined)[]) => {
    const put: InvestedDayRecord[] = [];
    const emptied: unknown[] = [];
    changes.forEach((d, i) => {
      const amountMicro = (stored[i]?.amountMicro ?? 0) + d.amountMicro;
      if (amountMicro === 0) emptied.push(keys[i]);
      else put.push({ ...d, amountMicro });
    });
    return putAndDelete(daysTable, trans, put, emptied);
  });
}

/**
 * Takes the old statement lines' shares off their clients' days of return flows and adds the new lines'; a
 * day left with no line goes. Dexie's promises, as applyShares.
 */
function applyReturnDays(
  core: DBCore,
  trans: DBCoreTransaction,
  before: readonly AnyRecord[],
  after: readonly AnyRecord[],
): Promise<unknown> {
  const changes = new Map<string, ReturnDayRecord>();
  const tally = (rows: readonly AnyRecord[], sign: 1 | -1) => {
    for (const row of rows) {
      const share = returnDayShare(row as unknown as MovementRecord);
      if (share) tallyReturnDay(changes, share, sign);
    }
  };
  tally(before, -1);
  tally(after, 1);
  const deltas = [...changes.values()].filter((d) => d.count !== 0 || d.inMicro !== 0 || d.outMicro !== 0);
  if (deltas.length === 0) return Dexie.Promise.resolve();
  const forgotten = forgetReturnPoints(
    core,
    trans,
    earliestByClient(deltas.map((d): [number, number] => [d.clientId, d.day])),
  );
  const daysTable = core.table('returnDays');
  const keys = deltas.map((d) => [d.clientId, d.day]);
  return forgotten
    .then(() => daysTable.getMany({ trans, keys }))
    .then((stored: (ReturnDayRecord | undefined)[]) => {
      const put: ReturnDayRecord[] = [];
      const emptied: unknown[] = [];
      deltas.forEach((d, i) => {
        const s = stored[i];
        const count = (s?.count ?? 0) + d.count;
        if (count === 0) emptied.push(keys[i]);
        else
          put.push({
            clientId: d.clientId,
            day: d.day,
            inMicro: (s?.inMicro ?? 0) + d.inMicro,
            outMicro: (s?.outMicro ?? 0) + d.outMicro,
            count,
          });
      });
      return putAndDelete(daysTable, trans, put, emptied);
    });
}

/**
 * RET-05: takes away the client's kept rates at month ends from `from` on (a write changed what they were
 * computed from); each client and instant is the earliest a write changed for it. A client that had one loses
 * its figures' day too (yieldDay null), so its next request brings them to the day again and computes the
 * rates taken away (figures-repo.ts rollYields): the answer does not fall back to the records for the day.
 */
function forgetReturnPoints(
  core: DBCore,
  trans: DBCoreTransaction,
  changes: ReadonlyMap<number, number>,
): Promise<unknown> {
  // A store opened at a version before 13 (the schema tests fill one to upgrade) keeps no rates.
  if (!inSchema(core, 'returnPoints')) return Dexie.Promise.resolve();
  const points = core.table('returnPoints');
  const figures = core.table('clientFigures');
  let chain: Promise<unknown> = Dexie.Promise.resolve();
  for (const [clientId, from] of changes) {
    // DBCoreRangeType.Range (a const enum Dexie's typings declare, not exported as a value).
    const range = {
      type: 2,
      lower: [clientId, from],
      lowerOpen: false,
      upper: [clientId, Infinity],
      upperOpen: false,
    };
    chain = chain
      .then(() =>
        points.query({ trans, values: false, limit: 1, query: { index: points.schema.primaryKey, range } }),
      )
      .then(({ result }) => {
        if (result.length === 0) return undefined;
        return points
          .mutate({ trans, type: 'deleteRange', range })
          .then(() => figures.get({ trans, key: clientId }))
          .then((row: ClientFiguresRecord | undefined) =>
            row && row.yieldDay !== null
              ? figures.mutate({ trans, type: 'put', values: [{ ...row, yieldDay: null }] })
              : undefined,
          );
      });
  }
  return chain;
}

/** Per client, the earliest instant of `changed` (each a client and an instant). */
function earliestByClient(changed: Iterable<[number, number]>): Map<number, number> {
  const earliest = new Map<number, number>();
  for (const [clientId, at] of changed) earliest.set(clientId, Math.min(at, earliest.get(clientId) ?? at));
  return earliest;
}

/** When an investment stops being held (net-return.ts heldAt): sold, matured, or never. */
const heldUntil = (inv: InvestmentRecord) =>
  inv.status === 'sold' ? (inv.soldAt ?? Infinity) : inv.status === 'finished' ? inv.endAt : Infinity;

/**
 * Per client, the earliest instant from which rewritten investments are held or valued otherwise (RET-03): an
 * investment added or deleted changes everything from its start; one rewritten with the same terms, from
 * when it stops being held, before or after (its payments change only lines, dated when paid).
 */
function investmentChanges(before: readonly AnyRecord[], after: readonly AnyRecord[]): Map<number, number> {
  const old = new Map(before.map((r) => [r.id, r as unknown as InvestmentRecord]));
  const changed: [number, number][] = [];
  const seen = new Set<unknown>();
  for (const row of after) {
    const now = row as unknown as InvestmentRecord;
    const was = old.get(now.id);
    seen.add(now.id);
    if (!was) {
      changed.push([now.clientId, now.startAt]);
      continue;
    }
    const sameTerms =
      was.clientId === now.clientId &&
      was.projectId === now.projectId &&
      was.amountMicro === now.amountMicro &&
      was.startAt === now.startAt &&
      was.endAt === now.endAt;
    if (!sameTerms) {
      changed.push([was.clientId, was.startAt], [now.clientId, now.startAt]);
      continue;
    }
    const from = Math.min(heldUntil(was), heldUntil(now));
    if (heldUntil(was) !== heldUntil(now)) changed.push([now.clientId, from]);
  }
  for (const was of old.values()) if (!seen.has(was.id)) changed.push([was.clientId, was.startAt]);
  return earliestByClient(changed);
}

/** Transactions filling the store whole (a seed, a loaded state): their writes are tallied once, at the end. */
const filling = new WeakSet<object>();

/**
 * Runs `fill`, which writes many records at once inside `tx` (holding every table), then computes every figure
 * from the records in one pass: cheaper than tallying each write as it happens. Writes after it are tallied.
 */
export async function fillThenRebuild(tx: Transaction, fill: () => Promise<void>): Promise<void> {
  filling.add(tx.idbtrans);
  try {
    await fill();
  } finally {
    filling.delete(tx.idbtrans);
  }
  await rebuildFigures((name) => tx.table(name));
  await rebuildReturnDays((name) => tx.table(name));
  // The rates kept at month ends came from what was replaced: each client's next day computes them again.
  await tx.table('returnPoints').clear();
}

/** The last source write of each open transaction (see mutate). */
const queues = new WeakMap<DBCoreTransaction, Promise<unknown>>();
const ignore = () => undefined;

/** The middleware, for StoreDb's constructor. */
export const figuresMiddleware = writeMiddleware('client-figures', KEPT_SOURCES, (core, table, req) => {
  const source = table.name as KeptSource;
  if (isUpgrade(req.trans) || filling.has(req.trans)) return table.mutate(req);
  // A store opened at a version before 12 (the schema tests fill one to upgrade) keeps no days of flows.
  const statement = source === 'movements';
  if (statement && !inSchema(core, 'returnDays')) return table.mutate(req);
  const kept = (statement ? RETURN_DAY_TABLES : FIGURE_TABLES).filter((name) => inSchema(core, name));
  if (!holdsTables(req.trans, kept)) {
    return Dexie.Promise.reject(
      new Error(`Escritura en ${source} fuera de una transacción con ${kept.join(', ')}`),
    );
  }
  const run = () =>
    rowsBefore(table, req).then((before) =>
      table.mutate(req).then((res) => {
        const after =
          req.type === 'add' || req.type === 'put'
            ? req.values.filter((_, i) => !(i in res.failures)).map((v) => v as AnyRecord)
            : [];
        const applied = statement
          ? applyReturnDays(core, req.trans, before, after)
          : applyShares(core, req.trans, source, before, after);
        return applied.then(() => res);
      }),
    );
  // One source write at a time per transaction: writes started together (Promise.all) would each read a
  // figures row before the other stored it, and one change would be lost.
  const previous = queues.get(req.trans);
  const result = previous ? previous.then(run, run) : run();
  queues.set(req.trans, result.then(ignore, ignore));
  return result;
});
