/**
 * SRV-44: what an investment pays and when, pure. Each active investment pays the interest of
 * SRV-21 by its project's frequency_payment and repays its principal at its end date:
 *
 *   'Mensual'        a payment every 30 platform days from the investment's start day
 *   'Trimestral'     a payment every 90 platform days from the investment's start day
 *   'Al vencimiento' (and any other value) one payment at the end
 *
 * A periodic payment falls due at 00:00 of its platform day; the last period, usually shorter, is paid at
 * the end date (endAt) together with the principal. Payment k pays the SRV-21 yield of the days up to it
 * minus the yield of the days already paid, each rounded to whole cents half away from zero, so every
 * payment is whole cents and the payments of a contract add up to exactly its SRV-21 yield.
 *
 * The investment keeps the date up to which it has been paid (paidThroughAt: its start until the first
 * payment, the end once matured) and when its next payment falls due (nextPaymentAt, null once it pays no
 * more), which the store indexes so only what is due is read. A payment pays every day since
 * paidThroughAt; the next one falls due on the next date of the schedule.
 */
import type { InvestmentRecord, ProjectRecord } from '../store/records';
import { DAY_MS, startOfDay } from './dates';
import { contractDays, elapsedDays, yieldForDays, type YieldTerms } from './yield';

export const PAYMENT_FREQUENCIES = {
  atMaturity: 'Al vencimiento',
  monthly: 'Mensual',
  quarterly: 'Trimestral',
} as const;

/** Days between two payments of a frequency; null when it pays everything at the end. */
export function periodDays(frequency: string): number | null {
  if (frequency === PAYMENT_FREQUENCIES.monthly) return 30;
  if (frequency === PAYMENT_FREQUENCIES.quarterly) return 90;
  return null;
}

export interface PaymentTerms extends YieldTerms {
  /** The project's frequency_payment. */
  frequency: string;
}

export interface Payment {
  /** When it falls due: its platform day's midnight, or the end date for the last one. */
  dueAt: number;
  /** Whole contract days paid once it is made. */
  throughDays: number;
  /** Interest of the days since the previous payment, whole cents (0 for a contract without days). */
  interestMicro: number;
  /** The last payment: the principal is repaid with it and the investment ends. */
  final: boolean;
}

/** Whole contract days paid by `paidThroughAt` (the start, a payment's due date or the end). */
export function paidDays(terms: Pick<YieldTerms, 'startAt' | 'endAt'>, paidThroughAt: number): number {
  return elapsedDays(terms.startAt, terms.endAt, paidThroughAt);
}

/** The first payment date of the schedule strictly after `at`; null from the end date on. */
export function paymentDateAfter(terms: PaymentTerms, at: number): number | null {
  if (at >= terms.endAt) return null;
  const period = periodDays(terms.frequency);
  if (period === null) return terms.endAt;
  const firstDay = startOfDay(terms.startAt);
  const k = Math.max(1, Math.floor((at - firstDay) / (period * DAY_MS)) + 1);
  return k * period >= contractDays(terms.startAt, terms.endAt)
    ? terms.endAt
    : firstDay + k * period * DAY_MS;
}

/** The payment falling due at `dueAt` (a date of the schedule) for an investment paid up to `paidThroughAt`. */
export function paymentAt(terms: PaymentTerms, paidThroughAt: number, dueAt: number): Payment {
  const final = dueAt >= terms.endAt;
  const throughDays = final ? contractDays(terms.startAt, terms.endAt) : paidDays(terms, dueAt);
  return {
    dueAt,
    throughDays,
    interestMicro:
      yieldForDays(terms.amountMicro, terms.porcentajeDiario, throughDays) -
      yieldForDays(terms.amountMicro, terms.porcentajeDiario, paidDays(terms, paidThroughAt)),
    final,
  };
}

/** The payment after `paidThroughAt` on the schedule, or null when it has paid everything (it has matured). */
export function nextPayment(terms: PaymentTerms, paidThroughAt: number): Payment | null {
  const dueAt = paymentDateAfter(terms, paidThroughAt);
  return dueAt === null ? null : paymentAt(terms, paidThroughAt, dueAt);
}

/**
 * Every payment fallen due by `now`, oldest first, for an investment paid up to `paidThroughAt` whose next
 * payment falls due at `nextPaymentAt` (null: none). The first one pays every day since `paidThroughAt`,
 * the others follow the schedule.
 */
export function paymentsDue(
  terms: PaymentTerms,
  paidThroughAt: number,
  nextPaymentAt: number | null,
  now: number,
): Payment[] {
  const due: Payment[] = [];
  let through = paidThroughAt;
  for (let at = nextPaymentAt; at !== null && at <= now; at = paymentDateAfter(terms, through)) {
    const payment = paymentAt(terms, through, at);
    due.push(payment);
    if (payment.final) break;
    through = at;
  }
  return due;
}

/** The whole schedule of a contract from its start: what SRV-44 pays over its life. */
export function paymentSchedule(terms: PaymentTerms): Payment[] {
  return paymentsDue(terms, terms.startAt, paymentDateAfter(terms, terms.startAt), Number.MAX_SAFE_INTEGER);
}

/** The terms an investment pays by: its principal and dates, its project's rate and frequency. */
export function paymentTermsOf(
  inv: Pick<InvestmentRecord, 'amountMicro' | 'startAt' | 'endAt'>,
  project: Pick<ProjectRecord, 'porcentaje_diario' | 'frequency_payment'>,
): PaymentTerms {
  return {
    amountMicro: inv.amountMicro,
    startAt: inv.startAt,
    endAt: inv.endAt,
    porcentajeDiario: project.porcentaje_diario,
    frequency: project.frequency_payment,
  };
}

/**
 * The payment fields of an investment paid nothing since its start whose first payment falls due on the
 * first date of the schedule after `from`: a new investment (from its start), or a seeded one (from the
 * seed's time, SRV-46: that payment then pays every day since the start).
 */
export function unpaidSchedule(
  terms: PaymentTerms,
  from: number = terms.startAt,
): { paidThroughAt: number; nextPaymentAt: number | null } {
  return { paidThroughAt: terms.startAt, nextPaymentAt: paymentDateAfter(terms, from) };
}

/** The statement descriptions of SRV-44's movements. */
export const paymentDescriptions = {
  interest: (project: string) => `Pago de intereses — ${project}`,
  maturity: (project: string) => `Devolución de capital — ${project}`,
} as const;

/** Deterministic ids: a payment's transfer can be posted once only (the ledger refuses a repeated txId). */
export const interestTxId = (investmentId: number, throughDays: number) =>
  `interest:${investmentId}:${throughDays}`;
export const maturityTxId = (investmentId: number) => `maturity:${investmentId}`;
