import { secondaryPurchase, soldInvestments } from '@/contract/schemas/investments';
import { offerCancel, offerCreate, offersList } from '@/contract/schemas/offers';
import { secondaryProjects } from '@/contract/schemas/projects';
import { walletAccount } from '../domain/ledger';
import { matchesList } from '../domain/offer-filters';
import {
  OFFER_MESSAGES,
  checkCancel,
  checkOfferCreate,
  checkPurchase,
  offerEndsAt,
  offerIdOf,
  offerPriceMicro,
  parseSalePercentage,
} from '../domain/offer-rules';
import {
  listTotals,
  presentMarketOffer,
  presentOwnOffer,
  presentSoldInvestment,
  soldFigures,
  yieldOf,
} from '../domain/offer-view';
import { pageWindow } from '../domain/paging';
import { worldOf } from '../domain/worlds';
import { balanceOf } from '../store/ledger-repo';
import {
  cancelOffer,
  getInvestment,
  getOffer,
  getOfferInWorld,
  getProject,
  isOffered,
  offerTypeNames,
  openOffer,
  readOwnOffers,
  projectsById,
  readMarketPage,
  recordPurchase,
  settleExpiredOffers,
  soldInvestmentsOf,
} from '../store/offer-repo';
import { readRoute, route, type Route } from './route';

/**
 * Calls of the secondary market: offers, their expiry, purchases and sold investments. Each request first
 * settles the offers whose end has passed (SRV-25), so every list and rule in it sees the same market.
 */
export const offersRoutes: readonly Route[] = [
  // API-22, SRV-26, SRV-04, SRV-50: one page of the open offers of other clients of the caller's world. A
  // writing call: the offers that ended are closed first (SRV-25).
  route(secondaryProjects, async ({ db, client, body, now }) => {
    await settleExpiredOffers(db, now);
    const world = worldOf(client);
    const { rows, total, window } = await readMarketPage(db, client.id, world, body, body.page, now);
    const [tipos, walletMicro] = await Promise.all([
      offerTypeNames(db),
      balanceOf(db, walletAccount(client.id)),
    ]);
    const data = rows.map((r) =>
      presentMarketOffer(r.offer, r.investment, r.project, {
        now,
        tipo: tipos.get(r.project.tipoId) ?? '',
        walletMicro,
        world,
      }),
    );
    return { data, cantidad: total, page: window.page, total_pages: window.totalPages };
  }),

  // API-33, SRV-24, SRV-25: offers one of the caller's active investments at a price from the clock's yield.
  route(offerCreate, async ({ db, client, body, now }) => {
    await settleExpiredOffers(db, now);
    const found = await getInvestment(db, body.investment_id);
    const offered = found ? await isOffered(db, found.id, now) : false;
    const investment = checkOfferCreate(found, client.id, offered, now);
    const percent = parseSalePercentage(body.amount_percentage);
    const endsAt = offerEndsAt(body.date_type, body.date_value, now, investment.endAt);
    const project = await getProject(db, investment.projectId);
    // The yield comes from the clock, whatever rendimiento the client sent (the contract accepts it as is).
    const rendimientoMicro = yieldOf(investment, project, now).rendimientoMicro;
    const precioVentaMicro = offerPriceMicro(investment.amountMicro, rendimientoMicro, percent);
    await openOffer(db, {
      sellerId: client.id,
      investmentId: investment.id,
      projectId: investment.projectId,
      status: 'open',
      dateType: body.date_type,
      createdAt: now,
      endsAt,
      precioOriginalMicro: investment.amountMicro,
      rendimientoMicro,
      amountPercentage: percent,
      precioVentaMicro,
      buyerId: null,
      closedAt: null,
    });
    return { message: OFFER_MESSAGES.created };
  }),

  // API-34, SRV-28: only the caller's own open offer; another client's reads as missing.
  route(offerCancel, async ({ db, client, params, now }) => {
    const id = offerIdOf(params.id ?? '');
    await settleExpiredOffers(db, now);
    const offer = checkCancel(await getOffer(db, id), client.id, now);
    await cancelOffer(db, offer, now);
    return { message: OFFER_MESSAGES.cancelled };
  }),

  // API-28, SRV-26, SRV-27, SRV-50: buys another client's open offer of the caller's world (another
  // world's offer reads as missing). Purchases of one offer are serialised by the request's read-write
  // transaction: the second one finds it sold.
  route(secondaryPurchase, async ({ db, client, body, now }) => {
    await settleExpiredOffers(db, now);
    const found = await getOfferInWorld(db, body.offer_id, worldOf(client));
    const investment = found ? await getInvestment(db, found.investmentId) : undefined;
    const walletMicro = await balanceOf(db, walletAccount(client.id));
    const { offer, investment: sold } = checkPurchase(found, investment, client.id, walletMicro, now);
    const project = await getProject(db, offer.projectId);
    await recordPurchase(db, offer, sold, project, client.id, now);
    return { message: OFFER_MESSAGES.purchased };
  }),

  // API-32, SRV-04, SRV-25: the caller's offers on the market now, filtered, with totals over every page. A
  // writing call, for the same reason.
  route(offersList, async ({ db, client, body, now }) => {
    await settleExpiredOffers(db, now);
    const { totals, page, window } = await readOwnOffers(db, client.id, body, body.page, now);
    return {
      data: {
        datos: page.map((r) => presentOwnOffer(r.offer, r.investment, r.project, now)),
        totales: totals,
        page: window.page,
        total_pages: window.totalPages,
      },
    };
  }),

  // API-30, SRV-04, SRV-27: the caller's sold investments, the latest sale first, with totals.
  readRoute(soldInvestments, [], async ({ db, client, body, now }) => {
    const sold = await soldInvestmentsOf(db, client.id);
    const projects = await projectsById(
      db,
      sold.map((i) => i.projectId),
    );
    const matching = sold.filter((i) =>
      matchesList(body, { projectId: i.projectId, endAt: i.endAt, amountMicro: i.amountMicro }, now),
    );
    const window = pageWindow(matching.length, body.page);
    const totals = listTotals(matching.map((i) => soldFigures(i, projects.get(i.projectId)!)));
    const datos = matching
      .slice(window.skip, window.skip + window.size)
      .map((i) => presentSoldInvestment(i, projects.get(i.projectId)!));
    return { data: { datos, totales: totals, page: window.page, total_pages: window.totalPages } };
  }),
];
