/**
 * The secondary market's rules, pure: sale price (SRV-24), offer expiry (SRV-25), who may offer, buy and
 * cancel (SRV-24, SRV-26, SRV-28) and the ledger transfer of a purchase (SRV-27). The store reads the records,
 * these functions decide, the http adapter answers. Money is integer micro-units.
 */
import { MAX_SALE_PERCENT } from '@/contract/limits';
import type { InvestmentRecord, OfferRecord } from '../store/records';
import { isOfferOpen } from './balances';
import { endOfDay, formatDate, parseDate, startOfDay } from './dates';
import { buildTransfer, investedAccount, walletAccount, type Transfer } from './ledger';
import { applyPercent, parseScaled, roundToCents } from './money';
import { conflict, fieldMessages, invalid, notFound, pathId } from './refusal';

export { isOfferOpen };

/** Every Spanish text the market's calls answer with (SRV-03). */
export const OFFER_MESSAGES = {
  created: 'Su inversión fue ofertada en el mercado secundario.',
  cancelled: 'La oferta fue cancelada: su inversión ya no está en el mercado secundario.',
  purchased: 'Compra realizada con éxito: la inversión ya está en sus inversiones activas.',
  investmentNotFound: 'La inversión no existe.',
  investmentSold: 'La inversión ya fue vendida.',
  alreadyOffered: 'La inversión ya está ofertada en el mercado secundario.',
  investmentEnded: 'La inversión ya venció y no se puede ofertar.',
  badPercentage: 'El porcentaje de venta debe ser un número mayor que 0, con hasta 2 decimales.',
  percentageTooHigh: `El porcentaje de venta no puede ser mayor que ${MAX_SALE_PERCENT}.`,
  priceZero: 'El precio final de venta debe ser mayor que 0.',
  datePast: 'La fecha de vencimiento no puede ser anterior a hoy.',
  dateAfterEnd: (end: string) =>
    `La fecha de vencimiento no puede ser posterior al vencimiento de la inversión (${end}).`,
  offerNotFound: 'La oferta no existe.',
  offerClosed: 'La oferta ya no está disponible en el mercado secundario.',
  ownOffer: 'No puede comprar su propia oferta.',
  insufficientFunds: 'Saldo insuficiente: el precio de la oferta supera su saldo disponible.',
  offerInvestmentEnded: 'La inversión de esta oferta ya venció y no se puede comprar.',
  cancelClosed: 'La oferta ya no está abierta y no se puede cancelar.',
  badOfferId: 'El identificador de la oferta no es válido.',
} as const;

/** The offer id of a path, a positive integer, or the refusal (422). */
export const offerIdOf = (text: string) => pathId(text, OFFER_MESSAGES.badOfferId);

/**
 * The sale percentage as the server keeps it ('98', '99.5', '110'), or the refusal (422): a positive decimal
 * with at most 2 decimals, at most MAX_SALE_PERCENT. Leading zeros and a trailing '.0' are dropped.
 */
export function parseSalePercentage(input: string): string {
  const scaled = parseScaled(input, 2);
  if (scaled === null || scaled === 0n) throw invalid(OFFER_MESSAGES.badPercentage);
  if (scaled > BigInt(MAX_SALE_PERCENT * 100)) throw invalid(OFFER_MESSAGES.percentageTooHigh);
  const whole = scaled / 100n;
  const cents = (scaled % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : `${whole}`;
}

/** SRV-24: precioventa = amount_percentage × (amount + current rendimiento) / 100, in whole cents. */
export function salePriceMicro(amountMicro: number, rendimientoMicro: number, percent: string): number {
  return roundToCents(applyPercent(amountMicro + rendimientoMicro, percent));
}

/** SRV-24: the price of a new offer, or the refusal (422) of one that rounds to nothing. */
export function offerPriceMicro(amountMicro: number, rendimientoMicro: number, percent: string): number {
  const price = salePriceMicro(amountMicro, rendimientoMicro, percent);
  if (price <= 0) throw invalid(OFFER_MESSAGES.priceZero);
  return price;
}

/**
 * SRV-25: when an offer created at `now` ends. 'Hoy' (1) at 23:59:59 of the creation day, 'Definido' (2) at
 * 23:59:59 of date_value (not before today, not after the investment's end day), 'Sin vencimiento' (3) never.
 */
export function offerEndsAt(
  dateType: 1 | 2 | 3,
  dateValue: string,
  now: number,
  investmentEndAt: number,
): number | null {
  if (dateType === 3) return null;
  if (dateType === 1) return endOfDay(now);
  const day = parseDate(dateValue);
  if (day === null) throw invalid(fieldMessages.notValid('fecha de vencimiento'));
  if (day < startOfDay(now)) throw invalid(OFFER_MESSAGES.datePast);
  if (day > startOfDay(investmentEndAt))
    throw invalid(OFFER_MESSAGES.dateAfterEnd(formatDate(investmentEndAt)));
  return endOfDay(day);
}

/**
 * SRV-24: the investment the caller may offer, or the refusal: 404 when it is unknown or another client's
 * (the owner comes from the session), 409 when it is sold, already offered (`offered`: it has an open,
 * unexpired offer) or ended.
 */
export function checkOfferCreate<I extends InvestmentRecord>(
  investment: I | undefined,
  clientId: number,
  offered: boolean,
  now: number,
): I {
  if (!investment || investment.clientId !== clientId) throw notFound(OFFER_MESSAGES.investmentNotFound);
  if (investment.status !== 'active') throw conflict(OFFER_MESSAGES.investmentSold);
  if (offered) throw conflict(OFFER_MESSAGES.alreadyOffered);
  if (now >= investment.endAt) throw conflict(OFFER_MESSAGES.investmentEnded);
  return investment;
}

/**
 * SRV-26: the offer the caller may buy and the investment it sells, or the refusal: 404 unknown, 409 closed,
 * ended or above DISPONIBLE, 422 the caller's own.
 */
export function checkPurchase<O extends OfferRecord, I extends InvestmentRecord>(
  offer: O | undefined,
  investment: I | undefined,
  buyerId: number,
  walletMicro: number,
  now: number,
): { offer: O; investment: I } {
  if (!offer) throw notFound(OFFER_MESSAGES.offerNotFound);
  if (!isOfferOpen(offer, now)) throw conflict(OFFER_MESSAGES.offerClosed);
  if (offer.sellerId === buyerId) throw invalid(OFFER_MESSAGES.ownOffer);
  if (!investment || investment.status !== 'active' || investment.clientId !== offer.sellerId) {
    throw conflict(OFFER_MESSAGES.offerClosed);
  }
  if (now >= investment.endAt) throw conflict(OFFER_MESSAGES.offerInvestmentEnded);
  if (offer.precioVentaMicro > walletMicro) throw conflict(OFFER_MESSAGES.insufficientFunds);
  return { offer, investment };
}

/**
 * SRV-28: the offer the caller may cancel, or the refusal: 404 when unknown or another client's, 409 when it
 * is no longer open.
 */
export function checkCancel<O extends OfferRecord>(offer: O | undefined, clientId: number, now: number): O {
  if (!offer || offer.sellerId !== clientId) throw notFound(OFFER_MESSAGES.offerNotFound);
  if (!isOfferOpen(offer, now)) throw conflict(OFFER_MESSAGES.cancelClosed);
  return offer;
}

/**
 * SRV-27: the one transfer of a secondary purchase. The buyer pays the price to the seller, wallet to
 * wallet; the position itself, its principal (the investment amount, not the price), moves from the
 * seller's invested account to the buyer's, so each INVERTIDO stays the sum of its owner's active
 * investments. The seller's gain (price − principal) is already in the wallet legs; four legs, sum zero.
 *
 *   wallet:<buyer>     −price        invested:<seller>  −principal
 *   wallet:<seller>    +price        invested:<buyer>   +principal
 */
export function purchaseTransfer(
  offer: OfferRecord & { id: number },
  buyerId: number,
  principalMicro: number,
  at: number,
): Transfer {
  return buildTransfer(`offer:${offer.id}:sale`, at, [
    { accountId: walletAccount(buyerId), amountMicro: -offer.precioVentaMicro },
    { accountId: walletAccount(offer.sellerId), amountMicro: offer.precioVentaMicro },
    { accountId: investedAccount(offer.sellerId), amountMicro: -principalMicro },
    { accountId: investedAccount(buyerId), amountMicro: principalMicro },
  ]);
}

/** The code a statement line carries for an investment (the seed writes the same). */
export const investmentCode = (id: number) => String(id).padStart(6, '0');
