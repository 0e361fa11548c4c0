import { DAY_MS, daysBetween, endOfDay, startOfDay } from '../domain/dates';
import { MOVEMENT_TYPES, buildTransfer, investedAccount, transfer, walletAccount } from '../domain/ledger';
import { applyPercent, microOf, roundToCents } from '../domain/money';
import type { World } from '../domain/worlds';
import type { InvestmentRecord, OfferRecord, ProjectRecord } from '../store/records';
import { persona } from './personas';
import { IdSequence, type SeedPlan, type Timeline, type WithId, codeOf } from './plan';
import { LOW_AVAILABLE_PROJECT_ID, PROJECT_COUNT, availableMicro } from './projects';
import type { SeedRandom } from './seed-random';

/** SRV-21: yield of an investment from its start to `at`, in whole cents. */
export function accruedMicro(investment: InvestmentRecord, project: ProjectRecord, at: number): number {
  const days = Math.max(0, daysBetween(investment.startAt, at));
  return roundToCents(applyPercent(investment.amountMicro, project.porcentaje_diario, days));
}

/** SRV-24: sale price = amount_percentage × (amount + current yield) / 100, in whole cents. */
export function salePriceMicro(amountMicro: number, yieldMicro: number, amountPercentage: string): number {
  return roundToCents(applyPercent(amountMicro + yieldMicro, amountPercentage));
}

interface OfferTerms {
  dateType: 1 | 2 | 3;
  createdAt: number;
  /** For 'Definido' (2): the platform day the offer ends on (SRV-25). */
  endDay?: number;
  amountPercentage: string;
}

/** The primary and secondary markets of the seed: investments, offers and sales, all through the ledger. */
export class MarketBuilder {
  readonly investments: WithId<InvestmentRecord>[] = [];
  readonly offers: WithId<OfferRecord>[] = [];
  private readonly investmentIds = new IdSequence();
  private readonly offerIds = new IdSequence();
  private readonly investorsByProject = new Map<number, Set<number>>();
  /** Which investment each offer sells and which offer each bought investment came from. */
  private readonly offered = new Map<OfferRecord, WithId<InvestmentRecord>>();
  private readonly origin = new Map<InvestmentRecord, OfferRecord>();
  /** Timeline events, added once the final ids are known (they appear in txIds and codes). */
  private readonly deferred: (() => void)[] = [];
  /**
   * SRV-50: each project's figures from investors outside the demo, before any seeded client invests; while
   * the market is built invertidoMicro and total_inversores count every seeded client, and finish() splits
   * them per world.
   */
  private readonly outside = new Map<number, { invertidoMicro: number; total_inversores: number }>();
  private readonly byWorld = new Map<number, Record<World, { micro: number; investors: Set<number> }>>();

  constructor(
    private readonly projects: WithId<ProjectRecord>[],
    private readonly timeline: Timeline,
    /** SRV-50: the world of a seeded client. */
    private readonly worldOf: (clientId: number) => World,
  ) {
    for (const p of projects)
      this.outside.set(p.id, { invertidoMicro: p.invertidoMicro, total_inversores: p.total_inversores });
  }

  project(id: number): WithId<ProjectRecord> {
    const project = this.projects[id - 1];
    if (!project || project.id !== id) throw new Error(`Proyecto ${id} inexistente en la semilla`);
    return project;
  }

  /** A primary investment (SRV-23): wallet -> invested, raises amount_invertido and total_inversores. */
  invest(clientId: number, projectId: number, amountMicro: number, at: number): WithId<InvestmentRecord> {
    const project = this.project(projectId);
    if (projectId === LOW_AVAILABLE_PROJECT_ID)
      throw new Error('El proyecto de disponible bajo no recibe inversiones');
    if (amountMicro > availableMicro(project)) throw new Error(`Sin disponible en el proyecto ${projectId}`);
    if (at <= project.startAt || at >= project.endAt)
      throw new Error(`Fecha fuera del proyecto ${projectId}`);
    const investment: WithId<InvestmentRecord> = {
      id: this.investmentIds.next(),
      clientId,
      projectId,
      status: 'active',
      amountMicro,
      startAt: at,
      endAt: project.endAt,
      mercado_secundario: 0,
      soldAt: null,
      saleMicro: null,
      originOfferId: null,
      // Paid up to its start; seed/payments.ts sets its first payment (SRV-46).
      paidThroughAt: at,
      nextPaymentAt: null,
    };
    this.investments.push(investment);
    project.invertidoMicro += amountMicro;
    const split = this.byWorld.get(projectId) ?? {
      demo: { micro: 0, investors: new Set<number>() },
      real: { micro: 0, investors: new Set<number>() },
    };
    split[this.worldOf(clientId)].micro += amountMicro;
    split[this.worldOf(clientId)].investors.add(clientId);
    this.byWorld.set(projectId, split);
    const investors = this.investorsByProject.get(projectId) ?? new Set<number>();
    if (!investors.has(clientId)) project.total_inversores += 1;
    investors.add(clientId);
    this.investorsByProject.set(projectId, investors);
    this.deferred.push(() =>
      this.timeline.add(
        at,
        transfer(
          `seed:investment:${investment.id}`,
          at,
          walletAccount(clientId),
          investedAccount(clientId),
          amountMicro,
        ),
        {
          clientId,
          balanceMicro: -amountMicro,
          description: `Inversión en ${project.name}`,
          type: MOVEMENT_TYPES.investment,
          code: codeOf(investment.id),
          at,
        },
      ),
    );
    return investment;
  }

  /** Offers an active investment on the secondary market (SRV-24, SRV-25). */
  offer(investment: WithId<InvestmentRecord>, terms: OfferTerms): WithId<OfferRecord> {
    if (investment.status !== 'active' || investment.mercado_secundario !== 0) {
      throw new Error(`La inversión ${investment.id} no se puede ofertar`);
    }
    const project = this.project(investment.projectId);
    if (terms.createdAt <= investment.startAt)
      throw new Error(`Oferta anterior a la inversión ${investment.id}`);
    const endsAt =
      terms.dateType === 1
        ? endOfDay(terms.createdAt)
        : terms.dateType === 2
          ? endOfDay(Math.min(terms.endDay!, project.endAt))
          : null;
    const yieldMicro = accruedMicro(investment, project, terms.createdAt);
    const offer: WithId<OfferRecord> = {
      id: this.offerIds.next(),
      sellerId: investment.clientId,
      investmentId: investment.id,
      projectId: project.id,
      status: 'open',
      dateType: terms.dateType,
      createdAt: terms.createdAt,
      endsAt,
      precioOriginalMicro: investment.amountMicro,
      rendimientoMicro: yieldMicro,
      amountPercentage: terms.amountPercentage,
      precioVentaMicro: salePriceMicro(investment.amountMicro, yieldMicro, terms.amountPercentage),
      buyerId: null,
      closedAt: null,
    };
    this.offers.push(offer);
    this.offered.set(offer, investment);
    investment.mercado_secundario = 1;
    return offer;
  }

  /**
   * A secondary purchase (SRV-27): the buyer pays precioventa to the seller; the position (its principal)
   * moves from the seller's invested account to the buyer's, whose new investment keeps the end date.
   */
  sell(offer: WithId<OfferRecord>, buyerId: number, at: number): WithId<InvestmentRecord> {
    const sold = this.offered.get(offer)!;
    const project = this.project(offer.projectId);
    if (offer.status !== 'open' || buyerId === offer.sellerId)
      throw new Error(`Oferta ${offer.id} no vendible`);
    if (this.worldOf(buyerId) !== this.worldOf(offer.sellerId))
      throw new Error(`La oferta ${offer.id} es de otro mundo que el comprador ${buyerId} (SRV-50)`);
    if (at <= offer.createdAt || (offer.endsAt !== null && at > offer.endsAt)) {
      throw new Error(`Fecha de venta fuera de la oferta ${offer.id}`);
    }
    offer.status = 'sold';
    offer.buyerId = buyerId;
    offer.closedAt = at;
    sold.status = 'sold';
    sold.mercado_secundario = 0;
    sold.soldAt = at;
    sold.saleMicro = offer.precioVentaMicro;
    const bought: WithId<InvestmentRecord> = {
      id: this.investmentIds.next(),
      clientId: buyerId,
      projectId: project.id,
      status: 'active',
      amountMicro: sold.amountMicro,
      startAt: at,
      endAt: sold.endAt,
      mercado_secundario: 0,
      soldAt: null,
      saleMicro: null,
      originOfferId: offer.id,
      paidThroughAt: at,
      nextPaymentAt: null,
    };
    this.investments.push(bought);
    this.origin.set(bought, offer);
    const price = offer.precioVentaMicro;
    this.deferred.push(() =>
      this.timeline.add(
        at,
        buildTransfer(`seed:offer:${offer.id}:sale`, at, [
          { accountId: walletAccount(buyerId), amountMicro: -price },
          { accountId: walletAccount(offer.sellerId), amountMicro: price },
          { accountId: investedAccount(offer.sellerId), amountMicro: -sold.amountMicro },
          { accountId: investedAccount(buyerId), amountMicro: sold.amountMicro },
        ]),
        {
          clientId: buyerId,
          balanceMicro: -price,
          description: `Compra en mercado secundario: ${project.name}`,
          type: MOVEMENT_TYPES.purchase,
          code: codeOf(bought.id),
          at,
        },
        {
          clientId: offer.sellerId,
          balanceMicro: price,
          description: `Venta de inversión: ${project.name}`,
          type: MOVEMENT_TYPES.sale,
          code: codeOf(sold.id),
          at,
        },
      ),
    );
    return bought;
  }

  /**
   * Numbers investments and offers in the order they happened (lists read them by id), fixes the links
   * between them, then writes the timeline events with the final ids.
   */
  finish(): Pick<SeedPlan, 'investments' | 'offers'> {
    this.investments
      .sort((a, b) => a.startAt - b.startAt || a.id - b.id)
      .forEach((inv, i) => (inv.id = i + 1));
    this.offers
      .sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)
      .forEach((offer, i) => (offer.id = i + 1));
    for (const [offer, investment] of this.offered) offer.investmentId = investment.id!;
    for (const [investment, offer] of this.origin) investment.originOfferId = offer.id!;
    for (const add of this.deferred) add();
    for (const project of this.projects) {
      const outside = this.outside.get(project.id)!;
      const split = this.byWorld.get(project.id);
      const of = (w: World) => ({
        micro: outside.invertidoMicro + (split?.[w].micro ?? 0),
        investors: outside.total_inversores + (split?.[w].investors.size ?? 0),
      });
      project.invertidoMicro = of('real').micro;
      project.total_inversores = of('real').investors;
      project.demoInvertidoMicro = of('demo').micro;
      project.demoInversores = of('demo').investors;
    }
    return { investments: this.investments, offers: this.offers };
  }
}

export function buildMarket(
  f: SeedRandom,
  now: number,
  projects: WithId<ProjectRecord>[],
  investorIds: number[],
  timeline: Timeline,
  worldOf: (clientId: number) => World,
  /** More market history (the personas' earlier months), added before the records are numbered. */
  more?: (m: MarketBuilder) => void,
): Pick<SeedPlan, 'investments' | 'offers'> {
  const m = new MarketBuilder(projects, timeline, worldOf);
  const ago = (days: number, hours = 10) => startOfDay(now - days * DAY_MS) + hours * 3_600_000;
  const inDays = (days: number) => now + days * DAY_MS;
  // 'Hoy' offers are created earlier on the current platform day (never before its midnight).
  const today = Math.max(startOfDay(now), now - 2 * 3_600_000);
  const demo = persona('demo').id;
  const inversor = persona('inversor').id;
  const [g1, g2, g3, g4, g5, g6] = investorIds as [number, number, number, number, number, number];

  // Valentina (demo): active, offered (one of each end type) and sold investments.
  m.invest(demo, 9, microOf(2_000), ago(120));
  m.invest(demo, 14, microOf(1_500), ago(90));
  m.invest(demo, 16, microOf(3_250, 50), ago(60));
  m.invest(demo, 38, microOf(700), ago(40));
  m.invest(demo, 3, microOf(600), ago(30));
  m.invest(demo, 2, microOf(400), ago(20));
  m.offer(m.invest(demo, 21, microOf(1_000), ago(75)), {
    dateType: 2,
    createdAt: ago(2),
    endDay: inDays(10),
    amountPercentage: '98',
  });
  m.offer(m.invest(demo, 25, microOf(2_500), ago(50)), {
    dateType: 1,
    createdAt: today,
    amountPercentage: '100',
  });
  m.offer(m.invest(demo, 31, microOf(1_800), ago(100)), {
    dateType: 3,
    createdAt: ago(6),
    amountPercentage: '105',
  });
  const demoSold1 = m.offer(m.invest(demo, 18, microOf(1_200), ago(150)), {
    dateType: 3,
    createdAt: ago(40),
    amountPercentage: '102',
  });
  const demoSold2 = m.offer(m.invest(demo, 27, microOf(800), ago(130)), {
    dateType: 2,
    createdAt: ago(25),
    endDay: ago(15),
    amountPercentage: '99.50',
  });

  // Andrés (no demo mode): active, offered, sold and one secondary purchase.
  m.invest(inversor, 11, microOf(4_000), ago(110));
  m.invest(inversor, 23, microOf(2_750, 25), ago(80));
  m.invest(inversor, 6, microOf(900), ago(35));
  m.offer(m.invest(inversor, 29, microOf(1_500), ago(45)), {
    dateType: 2,
    createdAt: ago(1),
    endDay: inDays(30),
    amountPercentage: '97.25',
  });
  const inversorSold = m.offer(m.invest(inversor, 33, microOf(2_200), ago(140)), {
    dateType: 3,
    createdAt: ago(30),
    amountPercentage: '103',
  });

  // The generated investors: their own investments and most open offers of the secondary market.
  const pool = Array.from({ length: PROJECT_COUNT }, (_, i) => i + 1).filter(
    (id) => id >= 6 && id !== LOW_AVAILABLE_PROJECT_ID,
  );
  const randomInvestment = (clientId: number) =>
    m.invest(
      clientId,
      f.helpers.arrayElement(pool),
      microOf(f.number.int({ min: 5, max: 40 }) * 100),
      ago(f.number.int({ min: 20, max: 150 }), f.number.int({ min: 8, max: 18 })),
    );
  const percentages = ['100', '98', '95.50', '102', '105', '110', '97.25'];
  const openOffer = (clientId: number, dateType: 1 | 2 | 3) => {
    const investment = randomInvestment(clientId);
    return m.offer(investment, {
      dateType,
      createdAt: dateType === 1 ? today : ago(f.number.int({ min: 1, max: 10 }), 12),
      ...(dateType === 2 ? { endDay: inDays(f.number.int({ min: 5, max: 60 })) } : {}),
      amountPercentage: f.helpers.arrayElement(percentages),
    });
  };

  openOffer(g1, 1);
  randomInvestment(g1);
  openOffer(g2, 2);
  randomInvestment(g2);
  openOffer(g3, 3);
  openOffer(g3, 1);
  openOffer(g4, 2);
  const g4Sold = m.offer(m.invest(g4, 13, microOf(1_600), ago(100)), {
    dateType: 3,
    createdAt: ago(18),
    amountPercentage: '101',
  });
  openOffer(g5, 3);
  m.offer(m.invest(g5, 37, microOf(2_000), ago(90)), {
    dateType: 2,
    createdAt: ago(3),
    endDay: inDays(20),
    amountPercentage: '96',
  });
  openOffer(g6, 1);
  openOffer(g6, 3);
  randomInvestment(g6);

  // Sales between them, in the past.
  m.sell(demoSold1, g1, ago(35, 15));
  m.sell(demoSold2, g2, ago(20, 11));
  m.sell(inversorSold, g3, ago(25, 16));
  m.sell(g4Sold, inversor, ago(15, 9));

  more?.(m);
  return m.finish();
}
