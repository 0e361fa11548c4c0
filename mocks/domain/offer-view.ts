/**
 * The market's records as the server answers them (ENT-06, ENT-07, ENT-09, ENT-10, ENT-11), pure: the store
 * supplies the offer, its investment and its project. Yields follow SRV-21 (yield.ts) on the investment.
 */
import type { World } from './worlds';
import type { Investment, ListTotals } from '@/contract/schemas/investments';
import type { Offer } from '@/contract/schemas/offers';
import type { SecondaryOfferDetail } from '@/contract/schemas/projects';
import type { InvestmentRecord, OfferRecord, ProjectRecord } from '../store/records';
import { daysBetween, formatDateTime } from './dates';
import { formatMicro } from './money';
import { percentForDays, presentProject } from './project-view';
import { investmentYield, type InvestmentYield, type YieldTerms } from './yield';

export function yieldOf(investment: InvestmentRecord, project: ProjectRecord, at: number): InvestmentYield {
  return investmentYield(
    {
      amountMicro: investment.amountMicro,
      startAt: investment.startAt,
      endAt: investment.endAt,
      porcentajeDiario: project.porcentaje_diario,
    },
    at,
  );
}

/** What a totals row adds up, per row. */
export interface TotalsRow {
  amountMicro: number;
  rendimientoMicro: number;
  saldoMicro: number;
}

/** ENT-10: the totals of every row of a list (all pages), as the server answers them. */
export function listTotals(rows: readonly TotalsRow[]): ListTotals {
  let monto = 0;
  let rendimiento = 0;
  let saldo = 0;
  for (const r of rows) {
    monto += r.amountMicro;
    rendimiento += r.rendimientoMicro;
    saldo += r.saldoMicro;
  }
  return {
    cantidad: rows.length,
    total_monto: formatMicro(monto),
    total_rendimiento: formatMicro(rendimiento),
    total_saldo: formatMicro(saldo),
  };
}

/** An own open offer's row and totals figures: its investment's yield now (it keeps earning while offered). */
export function ownOfferFigures(terms: YieldTerms, now: number): TotalsRow {
  const y = investmentYield(terms, now);
  return { amountMicro: terms.amountMicro, rendimientoMicro: y.rendimientoMicro, saldoMicro: y.saldoMicro };
}

/** ENT-11: a row of 'Mis ofertas'. offers_amount and valorventa are the sale price; fecha_fin null = never. */
export function presentOwnOffer(
  offer: OfferRecord,
  investment: InvestmentRecord,
  project: ProjectRecord,
  now: number,
): Offer {
  const f = ownOfferFigures(
    {
      amountMicro: investment.amountMicro,
      startAt: investment.startAt,
      endAt: investment.endAt,
      porcentajeDiario: project.porcentaje_diario,
    },
    now,
  );
  return {
    id: offer.id,
    name: project.name,
    fecha_inicio: formatDateTime(offer.createdAt),
    fecha_fin: offer.endsAt === null ? null : formatDateTime(offer.endsAt),
    offers_amount: formatMicro(offer.precioVentaMicro),
    amount: formatMicro(f.amountMicro),
    rendimiento: formatMicro(f.rendimientoMicro),
    saldo: formatMicro(f.saldoMicro),
    valorventa: formatMicro(offer.precioVentaMicro),
    vender: 1,
    date_investment: formatDateTime(investment.startAt),
    end_date: formatDateTime(investment.endAt),
  };
}

export interface MarketViewContext {
  now: number;
  /** The name of the project's offer type. */
  tipo: string;
  /** The caller's DISPONIBLE (disponiblewallet). */
  walletMicro: number;
  /** SRV-50: the caller's world, whose figures of the project it sees. */
  world: World;
}

/**
 * ENT-06 and ENT-07: an offer of the secondary market with its detail. precio_original and rendimiento are
 * the principal and the yield the price was computed from (so at 100 % precioventa = precio_original +
 * rendimiento, SEC-04); precio_original_2 is their sum; rendimiento_2 the yield earned by now;
 * rendimientofuturo, tiemporemanente and ganancia what is still to come for the buyer. The project's
 * figures (disponible, percentages, media) read as on the primary market.
 */
export function presentMarketOffer(
  offer: OfferRecord,
  investment: InvestmentRecord,
  project: ProjectRecord,
  ctx: MarketViewContext,
): SecondaryOfferDetail {
  const p = presentProject(project, {
    now: ctx.now,
    tipo: ctx.tipo,
    parcels: [],
    walletMicro: ctx.walletMicro,
    world: ctx.world,
  });
  const y = yieldOf(investment, project, ctx.now);
  return {
    offer_id: offer.id,
    issuer: p.issuer,
    code: p.code,
    name: p.name,
    country_iso: p.country_iso,
    tipo: p.tipo,
    category: p.category,
    risk: p.risk,
    warranty: p.warranty,
    fee_total_contract: p.fee_total_contract,
    fecha_fin: offer.endsAt === null ? null : formatDateTime(offer.endsAt),
    dias_pendientes: offer.endsAt === null ? null : Math.max(0, daysBetween(ctx.now, offer.endsAt)),
    precioventa: formatMicro(offer.precioVentaMicro),
    ganancia: percentForDays(project.porcentaje_diario, y.remainingDays),
    amount_proyecto: p.amount_proyecto,
    end_date: formatDateTime(investment.endAt),
    tax_referential_client: p.tax_referential_client,
    monto: formatMicro(offer.precioOriginalMicro),
    precio_original: formatMicro(offer.precioOriginalMicro),
    precio_original_2: formatMicro(offer.precioOriginalMicro + offer.rendimientoMicro),
    rendimiento: formatMicro(offer.rendimientoMicro),
    rendimiento_2: formatMicro(y.rendimientoMicro),
    rendimientofuturo: formatMicro(y.rendimientoFuturoMicro),
    porcentaje_costo: offer.amountPercentage,
    porcentaje_diario: p.porcentaje_diario,
    description: p.description,
    imagen: p.imagen,
    disponible: p.disponible,
    disponiblewallet: p.disponiblewallet,
    percentage_investment: p.percentage_investment,
    percentage_enable: p.percentage_enable,
    tiemporemanente: y.remainingDays,
  };
}

/** A sold investment's figures: its yield up to the sale; nothing is still to come for the seller. */
export function soldFigures(investment: InvestmentRecord, project: ProjectRecord): TotalsRow {
  const y = yieldOf(investment, project, investment.soldAt ?? investment.startAt);
  return {
    amountMicro: investment.amountMicro,
    rendimientoMicro: y.rendimientoMicro,
    saldoMicro: y.saldoMicro,
  };
}

/** ENT-09: a row of 'Inversiones vendidas' (monto_venta and date_sold from the sale, SRV-27). */
export function presentSoldInvestment(investment: InvestmentRecord, project: ProjectRecord): Investment {
  const f = soldFigures(investment, project);
  return {
    id: investment.id,
    name: project.name,
    date_investment: formatDateTime(investment.startAt),
    end_date: formatDateTime(investment.endAt),
    investment_amount: formatMicro(investment.amountMicro),
    monto_venta: investment.saleMicro === null ? null : formatMicro(investment.saleMicro),
    fee_total_contract: project.fee_total_contract,
    tax_referential_client: project.tax_referential_client,
    rendimiento: formatMicro(f.rendimientoMicro),
    rendimientofuturo: formatMicro(0),
    saldo: formatMicro(f.saldoMicro),
    mercado_secundario: 0,
    vender: 0,
    date_sold: investment.soldAt === null ? null : formatDateTime(investment.soldAt),
    imagen: project.imagen,
    description: project.description,
    project: investment.projectId,
  };
}
