/**
 * SRV-21: the yield of an investment, in integer micro-units. An investment earns porcentaje_diario percent
 * of its amount for every whole platform day between its start and its end:
 *
 *   rendimiento       = amount × elapsed days   × porcentaje_diario / 100   (earned so far)
 *   rendimientofuturo = amount × remaining days × porcentaje_diario / 100   (still to come)
 *   saldo             = amount + rendimiento
 *
 * Days are whole platform days (dates.ts daysBetween), clamped to the contract: before the start nothing is
 * earned, after the end nothing remains. Each figure is computed exactly (BigInt inside applyPercent) and
 * rounded once to whole cents, half away from zero, so a list's rows add up to its totals. The markets reuse
 * these functions for investments, offers and the secondary market.
 */
import { daysBetween } from './dates';
import { applyPercent, roundToCents } from './money';

export interface YieldTerms {
  amountMicro: number;
  startAt: number;
  endAt: number;
  /** The project's daily percentage as decimal text ('0.032877'). */
  porcentajeDiario: string;
}

export interface InvestmentYield {
  /** Whole days from the start to the end of the contract. */
  contractDays: number;
  elapsedDays: number;
  remainingDays: number;
  rendimientoMicro: number;
  rendimientoFuturoMicro: number;
  saldoMicro: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Whole platform days from the start to the end of an investment (0 when the end is not after the start). */
export function contractDays(startAt: number, endAt: number): number {
  return Math.max(0, daysBetween(startAt, endAt));
}

/** Days earned by `at`: 0 before the start, the whole contract after the end. */
export function elapsedDays(startAt: number, endAt: number, at: number): number {
  return clamp(daysBetween(startAt, at), 0, contractDays(startAt, endAt));
}

/** Days still to earn at `at`: the whole contract before the start, 0 from the end day on. */
export function remainingDays(startAt: number, endAt: number, at: number): number {
  return clamp(daysBetween(at, endAt), 0, contractDays(startAt, endAt));
}

/** amount × days × porcentaje_diario / 100, in whole cents. */
export function yieldForDays(amountMicro: number, porcentajeDiario: string, days: number): number {
  return roundToCents(applyPercent(amountMicro, porcentajeDiario, days));
}

/** SRV-21: every yield figure of an investment at `at`. */
export function investmentYield(terms: YieldTerms, at: number): InvestmentYield {
  const elapsed = elapsedDays(terms.startAt, terms.endAt, at);
  const remaining = remainingDays(terms.startAt, terms.endAt, at);
  const rendimientoMicro = yieldForDays(terms.amountMicro, terms.porcentajeDiario, elapsed);
  return {
    contractDays: contractDays(terms.startAt, terms.endAt),
    elapsedDays: elapsed,
    remainingDays: remaining,
    rendimientoMicro,
    rendimientoFuturoMicro: yieldForDays(terms.amountMicro, terms.porcentajeDiario, remaining),
    saldoMicro: terms.amountMicro + rendimientoMicro,
  };
}
