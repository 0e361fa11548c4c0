/**
 * PAY-01..PAY-03, SRV-67: the payments the client's active investments will make over the next 12 months,
 * pure. The forecast runs the very schedule the clock pays by (payments.ts, SRV-44): for each investment,
 * from the date it is paid up to and its next payment date, every payment of `paymentsDue` falling due before
 * the window's end. Nothing here computes a date or an amount of its own.
 *
 * The window is 12 calendar months of the platform's time zone: the current month (from now on) and the 11
 * after it, so every bar of the monthly chart is a whole month but the first, which holds only what is still
 * to come. Every payment due by now has already been paid (the request settles it before reading), so what
 * the schedule yields from the next payment date on is exactly what is still to come.
 */
import { PLATFORM_UTC_OFFSET_MS } from '@/contract/platform-time';
import { formatDate } from './dates';
import { paymentsDue, type PaymentTerms } from './payments';

export const FORECAST_MONTHS = 12;
/** PAY-01: payments per page of the answer (a large portfolio expects thousands a year). */
export const FORECAST_PAGE_SIZE = 50;

/** An active investment of the client, as the forecast reads it. */
export interface ForecastInvestment {
  id: number;
  projectId: number;
  projectName: string;
  terms: PaymentTerms;
  paidThroughAt: number;
  nextPaymentAt: number | null;
}

/** One payment the forecast expects: interest, principal or both (the last payment of a contract). */
export interface ExpectedPayment {
  investmentId: number;
  projectId: number;
  projectName: string;
  dueAt: number;
  interestMicro: number;
  principalMicro: number;
}

export interface MonthTotal {
  /** 'YYYY-MM' in the platform's time zone. */
  month: string;
  interestMicro: number;
  principalMicro: number;
}

export interface ForecastWindow {
  fromMs: number;
  /** The first moment after the window: midnight of the first day of the 13th month. */
  toMs: number;
  months: string[];
}

/** Midnight (platform time) of the first day of the month `offset` months after the one holding `ms`. */
function monthStart(ms: number, offset: number): number {
  const local = new Date(ms + PLATFORM_UTC_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, 1) - PLATFORM_UTC_OFFSET_MS;
}

const monthOf = (ms: number) => formatDate(ms).slice(0, 7);

/** SRV-67: the current month from `now` on and the 11 months after it. */
export function forecastWindow(now: number): ForecastWindow {
  return {
    fromMs: now,
    toMs: monthStart(now, FORECAST_MONTHS),
    months: Array.from({ length: FORECAST_MONTHS }, (_, i) => monthOf(monthStart(now, i))),
  };
}

/**
 * PAY-01: every payment of the investments falling due after `now` and before the window's end, by date
 * (then by investment), each with its interest and, on the last payment of a contract, its principal. A last
 * payment without interest (a contract without days) still returns the principal; a payment of nothing is
 * no payment, as the clock books none.
 */
export function expectedPayments(
  investments: readonly ForecastInvestment[],
  window: ForecastWindow,
): ExpectedPayment[] {
  return investments
    .flatMap((inv) =>
      paymentsDue(inv.terms, inv.paidThroughAt, inv.nextPaymentAt, window.toMs - 1)
        .filter((p) => p.dueAt > window.fromMs)
        .map((p) => ({
          investmentId: inv.id,
          projectId: inv.projectId,
          projectName: inv.projectName,
          dueAt: p.dueAt,
          interestMicro: p.interestMicro,
          principalMicro: p.final ? inv.terms.amountMicro : 0,
        })),
    )
    .filter((p) => p.interestMicro > 0 || p.principalMicro > 0)
    .sort((a, b) => a.dueAt - b.dueAt || a.investmentId - b.investmentId);
}

/** PAY-02: the interest and principal of each month of the window, a month without payments at zero. */
export function monthlyTotals(payments: readonly ExpectedPayment[], window: ForecastWindow): MonthTotal[] {
  const totals = new Map(
    window.months.map((month) => [month, { month, interestMicro: 0, principalMicro: 0 }]),
  );
  for (const p of payments) {
    const row = totals.get(monthOf(p.dueAt));
    if (!row) throw new Error(`Pago fuera de la ventana: ${formatDate(p.dueAt)}`);
    row.interestMicro += p.interestMicro;
    row.principalMicro += p.principalMicro;
  }
  return [...totals.values()];
}
