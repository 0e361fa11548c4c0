/**
 * The secondary market in the store: offers, the investments they sell and the projects they belong to.
 * Every function runs inside the caller's read-write transaction and awaits only Dexie (each exported step
 * is `held`, see there). Lists are read through an index: the open offers by [status+id] (keys, kept per
 * connection while the offers do not change, then one page of rows), a client's offers by sellerId and its
 * sold investments by [clientId+status]. Nothing here asks Dexie for nothing (bulkGet([]) and the like).
 */
import Dexie from 'dexie';
import type { ListTotals } from '@/contract/schemas/investments';
import { startOfDay } from '../domain/dates';
import { MOVEMENT_TYPES } from '../domain/ledger';
import {
  hasMarketFilter,
  marketProjectOf,
  matchesList,
  matchesMarket,
  type ListFilter,
  type MarketFilter,
  type MarketProject,
} from '../domain/offer-filters';
import { investmentCode, isOfferOpen, purchaseTransfer } from '../domain/offer-rules';
import { listTotals, ownOfferFigures } from '../domain/offer-view';
import { pageWindow, type PageWindow } from '../domain/paging';
import { paymentTermsOf, unpaidSchedule } from '../domain/payments';
import { worldOf, type World } from '../domain/worlds';
import type { YieldTerms } from '../domain/yield';
import type { StoreDb } from './db';
import { held } from './held';
import { keptUnderVersion } from './table-versions';
import { postTransfer, recordMovement } from './ledger-repo';
import type { InvestmentRecord, NewRecord, OfferRecord, ProjectRecord } from './records';
import { recordNovedad } from './novedad-repo';

const openRange = (db: StoreDb) =>
  db.offers.where('[status+id]').between(['open', Dexie.minKey], ['open', Dexie.maxKey], true, true);

const keptOpenIds = keptUnderVersion<'open', readonly number[]>('offers');

/**
 * Ids of the offers whose record says 'open', ascending. Read by key from the [status+id] index, and kept per
 * connection under the offers' version (table-versions.ts): counting or listing thousands of keys on every
 * request would cost more than the whole rest of the request.
 */
const openOfferIds = (db: StoreDb) =>
  keptOpenIds(
    db,
    'open',
    held(async () => (await openRange(db).primaryKeys()) as number[]),
  );

/**
 * What never changes in an offer once written: who sells, which project and investment, and the terms of
 * that investment (principal, start, end, the project's daily percentage) that its yield is computed from.
 */
export interface OfferKey extends YieldTerms {
  id: number;
  sellerId: number;
  /** SRV-50: the seller's world (a client's world never changes). */
  world: World;
  projectId: number;
  investmentId: number;
}

/**
 * The fixed parts of offers (OfferKey) and of their projects that this connection has read, kept (like the
 * statement's ids, statement-repo.ts) only once the transaction that read them has committed, so an aborted
 * request (whose ids IndexedDB may hand out again) leaves nothing behind. Which offers are open is kept under
 * the offers' version instead (keptOpenIds).
 */
interface MarketMemo {
  offers: Map<number, OfferKey>;
  projects: Map<number, MarketProject & { porcentajeDiario: string }>;
}

const memos = new WeakMap<StoreDb, MarketMemo>();

function memoOf(db: StoreDb): MarketMemo {
  let memo = memos.get(db);
  if (!memo) {
    memo = { offers: new Map(), projects: new Map() };
    memos.set(db, memo);
  }
  return memo;
}

function afterCommit(apply: () => void): void {
  const tx = Dexie.currentTransaction;
  if (tx) tx.on('complete', apply);
  else apply();
}

/**
 * SRV-25, evaluated lazily from the clock: every offer still marked 'open' whose end has passed becomes
 * 'expired' (closed at its end) and its investment returns to mercado_secundario 0. Called at the start of
 * each market request, in its transaction, so every list and rule after it sees the same market. Reads only
 * those offers, by the [status+endsAt] range of open ones ended before now (schema v7; an offer without an
 * end is not in it). Returns how many expired.
 */
export const settleExpiredOffers = held(async function settleExpiredOffers(
  db: StoreDb,
  now: number,
): Promise<number> {
  const due = await db.offers
    .where('[status+endsAt]')
    .between(['open', Dexie.minKey], ['open', now], true, false)
    .toArray();
  if (due.length === 0) return 0;
  const investments = await db.investments.bulkGet(due.map((o) => o.investmentId));
  const expired = due.map((o) => ({ ...o, status: 'expired' as const, closedAt: o.endsAt }));
  const released = investments
    .filter(
      (i): i is InvestmentRecord => i !== undefined && i.status === 'active' && i.mercado_secundario === 1,
    )
    .map((i) => ({ ...i, mercado_secundario: 0 as const }));
  await db.offers.bulkPut(expired);
  if (released.length > 0) await db.investments.bulkPut(released);
  return expired.length;
});

export const getOffer = held(async function getOffer(
  db: StoreDb,
  id: number,
): Promise<OfferRecord | undefined> {
  return await db.offers.get(id);
});

/** SRV-50: an offer whose seller is of `world`; another world's offer reads as missing. */
export const getOfferInWorld = held(async function getOfferInWorld(
  db: StoreDb,
  id: number,
  world: World,
): Promise<OfferRecord | undefined> {
  const offer = await db.offers.get(id);
  if (!offer) return undefined;
  const seller = await db.clients.get(offer.sellerId);
  return seller && worldOf(seller) === world ? offer : undefined;
});

export const getInvestment = held(async function getInvestment(
  db: StoreDb,
  id: number,
): Promise<InvestmentRecord | undefined> {
  return await db.investments.get(id);
});

export const getProject = held(async function getProject(db: StoreDb, id: number): Promise<ProjectRecord> {
  const project = await db.projects.get(id);
  if (!project) throw new Error(`Proyecto ${id} inexistente`);
  return project;
});

/** Projects by id, for the given ids (each read once). */
export const projectsById = held(async function projectsById(
  db: StoreDb,
  ids: readonly number[],
): Promise<Map<number, ProjectRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.projects.bulkGet(unique);
  const out = new Map<number, ProjectRecord>();
  rows.forEach((p, i) => {
    if (!p) throw new Error(`Proyecto ${unique[i]} inexistente`);
    out.set(unique[i]!, p);
  });
  return out;
});

/** Investments by id, for the given ids. */
export const investmentsById = held(async function investmentsById(
  db: StoreDb,
  ids: readonly number[],
): Promise<Map<number, InvestmentRecord>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.investments.bulkGet(unique);
  const out = new Map<number, InvestmentRecord>();
  rows.forEach((inv, i) => {
    if (!inv) throw new Error(`Inversión ${unique[i]} inexistente`);
    out.set(unique[i]!, inv);
  });
  return out;
});

/** Whether an investment is on the market now: an offer of it is open and has not ended. */
export const isOffered = held(async function isOffered(
  db: StoreDb,
  investmentId: number,
  now: number,
): Promise<boolean> {
  const offers = await db.offers.where('investmentId').equals(investmentId).toArray();
  return offers.some((o) => isOfferOpen(o, now));
});

/** The client's sold investments, the latest sale first. */
export const soldInvestmentsOf = held(async function soldInvestmentsOf(
  db: StoreDb,
  clientId: number,
): Promise<InvestmentRecord[]> {
  const rows = await db.investments.where('[clientId+status]').equals([clientId, 'sold']).toArray();
  return rows.sort((a, b) => (b.soldAt ?? 0) - (a.soldAt ?? 0) || b.id - a.id);
});

/** Offer type names by id (a handful of rows). */
export const offerTypeNames = held(async function offerTypeNames(db: StoreDb): Promise<Map<number, string>> {
  return new Map((await db.offerTypes.toArray()).map((t) => [t.id, t.tipo]));
});

export interface MarketRow {
  offer: OfferRecord;
  investment: InvestmentRecord;
  project: ProjectRecord;
}

export interface MarketPage {
  rows: MarketRow[];
  total: number;
  window: PageWindow;
}

/**
 * SRV-26, SRV-04, SRV-50: one page of the secondary market for a caller, newest offer first: the open
 * offers of other clients of the caller's world. Call settleExpiredOffers first (every 'open' record is then
 * on the market). Only keys are read before the page's ten rows, and the fixed part of each open offer
 * (offerKeys: its seller's world, and what a filter needs), read from the store once per connection.
 */
export const readMarketPage = held(async function readMarketPage(
  db: StoreDb,
  callerId: number,
  world: World,
  filter: MarketFilter,
  requestedPage: number,
  now: number,
): Promise<MarketPage> {
  let ids = await marketIdsFor(db, callerId, world);
  if (hasMarketFilter(filter)) ids = await filterMarket(db, [...ids], filter, now);
  const window = pageWindow(ids.length, requestedPage);
  const rows = await rowsOf(db, ids.slice(window.skip, window.skip + window.size));
  return { rows, total: ids.length, window };
});

/**
 * Each caller's market and own open offers, kept per caller under the offers' version: a new offer (the
 * caller's or not) and every change of status give it a new one.
 */
const keptMarketIds = keptUnderVersion<number, readonly number[]>('offers');
const keptOwnOpenIds = keptUnderVersion<number, readonly number[]>('offers');

/** The ids on a caller's market, newest first: the open offers less the caller's own, of the caller's world. */
const marketIdsFor = (db: StoreDb, callerId: number, world: World) =>
  keptMarketIds(
    db,
    callerId,
    held(async () => {
      const own = new Set((await db.offers.where('sellerId').equals(callerId).primaryKeys()) as number[]);
      const open = (await openOfferIds(db)).filter((id) => !own.has(id)).reverse();
      const known = await offerKeys(db, open);
      return open.filter((id) => known.keys.get(id)!.world === world);
    }),
  );

/** The ids of the caller's own open offers, newest first. */
const ownOpenIdsFor = (db: StoreDb, callerId: number) =>
  keptOwnOpenIds(
    db,
    callerId,
    held(async () => {
      const own = (await db.offers.where('sellerId').equals(callerId).primaryKeys()) as number[];
      const open = new Set(await openOfferIds(db));
      return own.filter((id) => open.has(id)).sort((a, b) => b - a);
    }),
  );

/**
 * The fixed part of the given offers (see OfferKey), read from the store once per connection and kept; the
 * projects' filter fields with them.
 */
const offerKeys = held(async function offerKeys(db: StoreDb, ids: readonly number[]): Promise<KnownOffers> {
  const memo = memoOf(db);
  const out = new Map<number, OfferKey>();
  const missing: number[] = [];
  for (const id of ids) {
    const key = memo.offers.get(id);
    if (key) out.set(id, key);
    else missing.push(id);
  }
  if (missing.length === 0) return { keys: out, project: (id) => memo.projects.get(id)! };
  const offers = (await db.offers.bulkGet(missing)) as OfferRecord[];
  const investments = await investmentsById(
    db,
    offers.map((o) => o.investmentId),
  );
  const sellerIds = [...new Set(offers.map((o) => o.sellerId))];
  const sellers = await db.clients.bulkGet(sellerIds);
  const worlds = new Map(
    sellerIds.map((id, i) => {
      const seller = sellers[i];
      if (!seller) throw new Error(`Cliente ${id} inexistente`);
      return [id, worldOf(seller)];
    }),
  );
  const projectIds = [...new Set(offers.map((o) => o.projectId))].filter((id) => !memo.projects.has(id));
  const projects = (projectIds.length > 0 ? await db.projects.bulkGet(projectIds) : []) as ProjectRecord[];
  const learnt = new Map<number, MarketProject & { porcentajeDiario: string }>();
  for (const p of projects)
    learnt.set(p.id, { ...marketProjectOf(p), porcentajeDiario: p.porcentaje_diario });
  const fresh: OfferKey[] = offers.map((o) => {
    const inv = investments.get(o.investmentId)!;
    return {
      id: o.id,
      sellerId: o.sellerId,
      world: worlds.get(o.sellerId)!,
      projectId: o.projectId,
      investmentId: o.investmentId,
      amountMicro: inv.amountMicro,
      startAt: inv.startAt,
      endAt: inv.endAt,
      porcentajeDiario: (memo.projects.get(o.projectId) ?? learnt.get(o.projectId)!).porcentajeDiario,
    };
  });
  for (const key of fresh) out.set(key.id, key);
  afterCommit(() => {
    for (const key of fresh) memo.offers.set(key.id, key);
    for (const [id, p] of learnt) memo.projects.set(id, p);
  });
  return {
    keys: out,
    project: (id) => memo.projects.get(id) ?? learnt.get(id)!,
  };
});

interface KnownOffers {
  keys: Map<number, OfferKey>;
  /** The filter fields of a project of one of these offers. */
  project(id: number): MarketProject;
}

/** The offers among `ids` that pass the filter, in the same order (SRV-41). */
const filterMarket = held(async function filterMarket(
  db: StoreDb,
  ids: number[],
  filter: MarketFilter,
  now: number,
): Promise<number[]> {
  const known = await offerKeys(db, ids);
  return ids.filter((id) => {
    const key = known.keys.get(id)!;
    return matchesMarket(filter, known.project(key.projectId), key.amountMicro, now);
  });
});

export interface OwnOffers {
  /** Every open offer of the client that passes the list query, newest first. */
  keys: readonly OfferKey[];
  /** ENT-10: the totals of all of them at the request's day. */
  totals: ListTotals;
  /** The records of the requested page. */
  page: MarketRow[];
  window: PageWindow;
}

/**
 * Each client's filtered offers and their totals, kept under the offers' version per platform day: the
 * query (vencimiento counts whole days) and the yields (whole days earned) change only with the day, and a
 * client with hundreds of offers would otherwise work out every one's yield on every page.
 */
const keptOwnLists = keptUnderVersion<string, Pick<OwnOffers, 'keys' | 'totals'>>('offers');

/**
 * API-32, SRV-25: the client's offers on the market now that pass the list query, newest first: their
 * keys (by sellerId, then the open ones) with their totals, and the records of one page.
 */
export const readOwnOffers = held(async function readOwnOffers(
  db: StoreDb,
  clientId: number,
  filter: ListFilter,
  requestedPage: number,
  now: number,
): Promise<OwnOffers> {
  const day = startOfDay(now);
  const { keys, totals } = await keptOwnLists(
    db,
    JSON.stringify([clientId, day, filter.proyecto, filter.vencimiento, filter.monto]),
    held(async () => {
      const ids = await ownOpenIdsFor(db, clientId);
      const all = (await offerKeys(db, ids)).keys;
      const matching = ids
        .map((id) => all.get(id)!)
        .filter((k) =>
          matchesList(filter, { projectId: k.projectId, endAt: k.endAt, amountMicro: k.amountMicro }, day),
        );
      return { keys: matching, totals: listTotals(matching.map((k) => ownOfferFigures(k, day))) };
    }),
  );
  const window = pageWindow(keys.length, requestedPage);
  const page = await rowsOf(
    db,
    keys.slice(window.skip, window.skip + window.size).map((k) => k.id),
  );
  return { keys, totals, page, window };
});

/** The offers of the given ids with their investments and projects, in that order. */
const rowsOf = held(async function rowsOf(db: StoreDb, ids: readonly number[]): Promise<MarketRow[]> {
  if (ids.length === 0) return [];
  const offers = (await db.offers.bulkGet([...ids])) as OfferRecord[];
  const investments = await investmentsById(
    db,
    offers.map((o) => o.investmentId),
  );
  const projects = await projectsById(
    db,
    offers.map((o) => o.projectId),
  );
  return offers.map((offer) => ({
    offer,
    investment: investments.get(offer.investmentId)!,
    project: projects.get(offer.projectId)!,
  }));
});

/** SRV-24: puts an investment on the market: the offer, and mercado_secundario 1 on the investment. */
export const openOffer = held(async function openOffer(
  db: StoreDb,
  offer: NewRecord<OfferRecord>,
): Promise<number> {
  const id = await db.offers.add(offer);
  await db.investments.update(offer.investmentId, { mercado_secundario: 1 });
  return id;
});

/**
 * SRV-45: an investment that matures leaves the market. An offer of it still 'open' closes as expired: at
 * its own end if that came first (SRV-25, not swept yet), otherwise at the maturity. Returns how many.
 */
export const closeOffersAtMaturity = held(async function closeOffersAtMaturity(
  db: StoreDb,
  investmentId: number,
  at: number,
): Promise<number> {
  const offers = await db.offers.where('investmentId').equals(investmentId).toArray();
  const open = offers.filter((o) => o.status === 'open');
  if (open.length === 0) return 0;
  await db.offers.bulkPut(
    open.map((o) => ({
      ...o,
      status: 'expired' as const,
      closedAt: o.endsAt !== null && o.endsAt < at ? o.endsAt : at,
    })),
  );
  return open.length;
});

/** SRV-28: takes an own offer off the market; the investment is offerable again. */
export const cancelOffer = held(async function cancelOffer(
  db: StoreDb,
  offer: OfferRecord,
  now: number,
): Promise<void> {
  await db.offers.update(offer.id, { status: 'cancelled', closedAt: now });
  await db.investments.update(offer.investmentId, { mercado_secundario: 0 });
});

/**
 * SRV-27, SRV-39: a secondary purchase, all in the caller's transaction: the ledger transfer (see
 * purchaseTransfer), the offer sold, the seller's investment sold (date_sold, monto_venta), the buyer's new
 * active investment (same principal and end date, earning from now) and a statement line for each side.
 * Returns the buyer's investment id.
 */
export const recordPurchase = held(async function recordPurchase(
  db: StoreDb,
  offer: OfferRecord,
  sold: InvestmentRecord,
  project: ProjectRecord,
  buyerId: number,
  now: number,
): Promise<number> {
  await postTransfer(db, purchaseTransfer(offer, buyerId, sold.amountMicro, now));
  await db.offers.update(offer.id, { status: 'sold', buyerId, closedAt: now });
  // SRV-45: the seller's payments stop at the sale; the buyer's investment is paid from its own start.
  await db.investments.update(sold.id, {
    status: 'sold',
    mercado_secundario: 0,
    soldAt: now,
    saleMicro: offer.precioVentaMicro,
    nextPaymentAt: null,
  });
  const bought = { amountMicro: sold.amountMicro, startAt: now, endAt: sold.endAt };
  const boughtId = await db.investments.add({
    clientId: buyerId,
    projectId: sold.projectId,
    status: 'active',
    ...bought,
    mercado_secundario: 0,
    soldAt: null,
    saleMicro: null,
    originOfferId: offer.id,
    ...unpaidSchedule(paymentTermsOf(bought, project)),
  });
  await recordMovement(db, {
    clientId: buyerId,
    balanceMicro: -offer.precioVentaMicro,
    description: `Compra en mercado secundario: ${project.name}`,
    type: MOVEMENT_TYPES.purchase,
    code: investmentCode(boughtId),
    at: now,
  });
  await recordMovement(db, {
    clientId: offer.sellerId,
    balanceMicro: offer.precioVentaMicro,
    description: `Venta de inversión: ${project.name}`,
    type: MOVEMENT_TYPES.sale,
    code: investmentCode(sold.id),
    at: now,
  });
  // NEWS-01: the buyer's news and the seller's, with their e-mails, in the purchase's transaction.
  const bothNews = { proyecto: project.name, montoMicro: offer.precioVentaMicro };
  await recordNovedad(db, buyerId, { tipo: 'compra', ...bothNews }, now);
  await recordNovedad(db, offer.sellerId, { tipo: 'venta', ...bothNews }, now);
  return boughtId;
});
