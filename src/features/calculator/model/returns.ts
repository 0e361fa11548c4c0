import { MIN_INVESTMENT } from '@/shared/constants';
import { divRound, formatCents, pow10, toMinorUnits, type Amount } from '@/shared/format/money';

/** CONST-02: the daily rate, about 0.0333 % a day (roughly 12 % a year), kept as exact decimal text. */
export const DAILY_RATE = '0.000333';
export const DAYS_PER_MONTH = 30;

/** CALC-05, CALC-06: the terms offered, in months, and the default. */
export const TERM_MONTHS = [3, 6, 12] as const;
export type TermMonths = (typeof TERM_MONTHS)[number];
export const DEFAULT_TERM: TermMonths = 6;

/** CALC-14: 1 to 12 whole months; anything else counts as 1 month. */
export function effectiveMonths(months: number): number {
  return Number.isInteger(months) && months >= 1 && months <= 12 ? months : 1;
}

/** CALC-02: an amount the calculator accepts (a finite number of at least MIN_INVESTMENT). */
export function meetsMinimum(amount: Amount | null | undefined): boolean {
  if (amount === null || amount === undefined || amount === '') return false;
  try {
    return toMinorUnits(amount, 2) >= toMinorUnits(MIN_INVESTMENT, 2);
  } catch {
    return false;
  }
}

export interface Returns {
  months: number;
  amountCents: bigint;
  profitCents: bigint;
  totalCents: bigint;
  /** Formatted for display: '59.94'. */
  profit: string;
  /** Formatted for display: '1,059.94'. */
  total: string;
}

// Exact maths: the amount in micro-units times the rate in micro-units is in units of 10^-12; one cent is
// 10^10 of those.
const AMOUNT_DECIMALS = 6;
const RATE_DECIMALS = 6;
const TO_CENTS = pow10(AMOUNT_DECIMALS + RATE_DECIMALS - 2);

/**
 * CALC-11..CALC-14: profit = amount × 0.000333 × 30 × months, total = amount + profit, both in integer
 * cents. The profit is rounded to the cent (halves away from zero) and the total is the amount plus that
 * rounded profit, so the two figures shown always add up.
 */
export function calculateReturns(amount: Amount, months: number): Returns {
  const m = effectiveMonths(months);
  const amountMicro = toMinorUnits(amount, AMOUNT_DECIMALS);
  const rate = toMinorUnits(DAILY_RATE, RATE_DECIMALS);
  const profitCents = divRound(amountMicro * rate * BigInt(DAYS_PER_MONTH) * BigInt(m), TO_CENTS);
  const amountCents = divRound(amountMicro, pow10(AMOUNT_DECIMALS - 2));
  const totalCents = amountCents + profitCents;
  return {
    months: m,
    amountCents,
    profitCents,
    totalCents,
    profit: formatCents(profitCents),
    total: formatCents(totalCents),
  };
}
