import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, endOfDay } from './dates';
import { microOf } from './money';
import {
  nextPayment,
  paymentDateAfter,
  paymentSchedule,
  paymentsDue,
  unpaidSchedule,
  type PaymentTerms,
} from './payments';
import { investmentYield } from './yield';

/** 2026-01-10 00:00 in Bogotá (UTC-5): the platform day the investments start on. */
const DAY0 = Date.UTC(2026, 0, 10, 5);
const START = DAY0 + 10 * 3_600_000; // 10:00 in Bogotá
/** The end of a 100-day contract: 2026-04-20 23:59:59 in Bogotá. */
const END_100 = Date.UTC(2026, 3, 21, 4, 59, 59);
/** Midnight (Bogotá) of the start day plus `days`. */
const day = (days: number) => DAY0 + days * DAY_MS;
/** A contract of `days` whole days, ending at 23:59:59 of its last day like the projects do. */
const terms = (frequency: string, days = 100, over: Partial<PaymentTerms> = {}): PaymentTerms => ({
  amountMicro: microOf(1_000),
  startAt: START,
  endAt: endOfDay(day(days)),
  porcentajeDiario: '0.05',
  frequency,
  ...over,
});

describe('the payment schedule', () => {
  it('SRV-44 pays a monthly investment every 30 platform days from its start day, the last partial period with the principal at the end', () => {
    const t = terms('Mensual');
    const schedule = paymentSchedule(t);
    expect(schedule.map((p) => [p.dueAt, p.throughDays, p.interestMicro, p.final])).toEqual([
      [day(30), 30, microOf(15), false],
      [day(60), 60, microOf(15), false],
      [day(90), 90, microOf(15), false],
      [t.endAt, 100, microOf(5), true],
    ]);
  });

  it('SRV-44 pays a quarterly investment every 90 days, and at maturity alone when the frequency says so', () => {
    expect(paymentSchedule(terms('Trimestral')).map((p) => [p.dueAt, p.throughDays])).toEqual([
      [day(90), 90],
      [END_100, 100],
    ]);
    const once = paymentSchedule(terms('Al vencimiento'));
    expect(once).toEqual([{ dueAt: END_100, throughDays: 100, interestMicro: microOf(50), final: true }]);
    // Any other value pays at maturity too: the money is never left unpaid.
    expect(paymentSchedule(terms('Semestral'))).toEqual(once);
  });

  it('SRV-44 folds a payment date that falls on the end day into the final payment', () => {
    const t = terms('Mensual', 60);
    expect(paymentSchedule(t).map((p) => [p.dueAt, p.throughDays, p.final])).toEqual([
      [day(30), 30, false],
      [t.endAt, 60, true],
    ]);
  });

  it('SRV-44 rounds each cumulative figure to cents half away from zero, so the periods add up to the total', () => {
    // 100 × 30 × 0.0005 / 100 = 0.015: 1.5 cents pays 2; 60 days earn exactly 3 cents, so the second pays 1.
    const t = terms('Mensual', 60, { amountMicro: microOf(100), porcentajeDiario: '0.0005' });
    expect(paymentSchedule(t).map((p) => p.interestMicro)).toEqual([20_000, 10_000]);
  });

  it('SRV-44 pays a contract without whole days only its principal', () => {
    const t = { ...terms('Mensual'), endAt: endOfDay(START) };
    expect(paymentSchedule(t)).toEqual([{ dueAt: t.endAt, throughDays: 0, interestMicro: 0, final: true }]);
  });

  it('SRV-44 pays over the contract exactly the SRV-21 yield, in whole cents, on increasing dates ending at the end date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents * 10_000),
        fc.integer({ min: 1, max: 999_999 }).map((n) => `0.${String(n).padStart(6, '0')}`),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom('Mensual', 'Trimestral', 'Al vencimiento'),
        (amountMicro, porcentajeDiario, days, hour, frequency) => {
          const startAt = DAY0 + hour * 3_600_000;
          const t: PaymentTerms = {
            amountMicro,
            startAt,
            endAt: endOfDay(day(days)),
            porcentajeDiario,
            frequency,
          };
          const schedule = paymentSchedule(t);
          const total = schedule.reduce((sum, p) => sum + p.interestMicro, 0);
          expect(total).toBe(investmentYield(t, t.endAt).rendimientoMicro);
          for (const p of schedule) {
            expect(p.interestMicro % 10_000).toBe(0);
            expect(p.interestMicro).toBeGreaterThanOrEqual(0);
          }
          schedule.slice(1).forEach((p, i) => expect(p.dueAt).toBeGreaterThan(schedule[i]!.dueAt));
          expect(schedule.at(-1)).toMatchObject({ dueAt: t.endAt, final: true });
          expect(schedule.filter((p) => p.final)).toHaveLength(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('payments that fall due', () => {
  it('SRV-44 pays only the dates that have passed, and nothing twice when asked again from what was paid', () => {
    const t = terms('Mensual');
    const first = unpaidSchedule(t);
    expect(first).toEqual({ paidThroughAt: START, nextPaymentAt: day(30) });
    expect(paymentsDue(t, first.paidThroughAt, first.nextPaymentAt, day(30) - 1)).toEqual([]);
    const due = paymentsDue(t, first.paidThroughAt, first.nextPaymentAt, day(65));
    expect(due.map((p) => p.dueAt)).toEqual([day(30), day(60)]);
    // The investment now says: paid up to day 60, next at day 90.
    const paidThroughAt = due.at(-1)!.dueAt;
    const next = paymentDateAfter(t, paidThroughAt);
    expect(next).toBe(day(90));
    expect(paymentsDue(t, paidThroughAt, next, day(65))).toEqual([]);
    const rest = paymentsDue(t, paidThroughAt, next, t.endAt + DAY_MS);
    expect(rest.map((p) => [p.throughDays, p.final])).toEqual([
      [90, false],
      [100, true],
    ]);
    expect(paymentDateAfter(t, t.endAt)).toBeNull();
    expect(nextPayment(t, t.endAt)).toBeNull();
  });

  it('SRV-46 a seeded investment pays every day since its start on the first date of its schedule after the seed', () => {
    const t = terms('Mensual');
    const seeded = unpaidSchedule(t, day(65) + 7 * 3_600_000);
    expect(seeded).toEqual({ paidThroughAt: START, nextPaymentAt: day(90) });
    expect(paymentsDue(t, seeded.paidThroughAt, seeded.nextPaymentAt, day(89))).toEqual([]);
    expect(paymentsDue(t, seeded.paidThroughAt, seeded.nextPaymentAt, day(90))).toEqual([
      { dueAt: day(90), throughDays: 90, interestMicro: microOf(45), final: false },
    ]);
    // Seeded after its last payment date, it pays everything at its end.
    const late = unpaidSchedule(t, day(95));
    expect(late.nextPaymentAt).toBe(t.endAt);
    expect(paymentsDue(t, late.paidThroughAt, late.nextPaymentAt, t.endAt)).toEqual([
      { dueAt: t.endAt, throughDays: 100, interestMicro: microOf(50), final: true },
    ]);
  });
});
