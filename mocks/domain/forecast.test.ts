import { describe, expect, it } from 'vitest';
import { PLATFORM_UTC_OFFSET_MS } from '@/contract/platform-time';
import { DAY_MS } from './dates';
import { expectedPayments, forecastWindow, monthlyTotals } from './forecast';
import { paymentSchedule, unpaidSchedule, type PaymentTerms } from './payments';

/** Epoch ms of a Bogotá wall-clock time. */
const bogota = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) - PLATFORM_UTC_OFFSET_MS;

describe('SRV-67 the forecast window', () => {
  it('SRV-67 is the current Bogotá month from now on and the 11 after it, across a year end', () => {
    const now = bogota(2026, 12, 31, 23);
    const w = forecastWindow(now);
    expect(w.fromMs).toBe(now);
    expect(w.toMs).toBe(bogota(2027, 12, 1));
    expect(w.months[0]).toBe('2026-12');
    expect(w.months.at(-1)).toBe('2027-11');
    expect(w.months).toHaveLength(12);
  });

  it('PAY-01 SRV-44 takes the schedule itself: the payments after now and before the window ends, principal on the last', () => {
    const terms: PaymentTerms = {
      amountMicro: 1_000_000_000,
      startAt: bogota(2026, 10, 1, 10),
      endAt: bogota(2027, 4, 15, 10),
      porcentajeDiario: '0.05',
      frequency: 'Mensual',
    };
    const now = bogota(2026, 11, 10, 9);
    const schedule = paymentSchedule(terms);
    // Paid up to the first date, as the clock leaves it once that payment is made.
    const first = schedule[0]!;
    const payments = expectedPayments(
      [
        {
          id: 7,
          projectId: 3,
          projectName: 'Proyecto',
          terms,
          paidThroughAt: first.dueAt,
          nextPaymentAt: schedule[1]!.dueAt,
        },
      ],
      forecastWindow(now),
    );
    expect(payments.map((p) => p.dueAt)).toEqual(schedule.slice(1).map((p) => p.dueAt));
    expect(payments.map((p) => p.interestMicro)).toEqual(schedule.slice(1).map((p) => p.interestMicro));
    expect(payments.map((p) => p.principalMicro)).toEqual([
      ...schedule.slice(2).map(() => 0),
      terms.amountMicro,
    ]);
    const months = monthlyTotals(payments, forecastWindow(now));
    expect(months.reduce((s, m) => s + m.interestMicro, 0)).toBe(
      payments.reduce((s, p) => s + p.interestMicro, 0),
    );
    expect(months.slice(6).every((m) => m.interestMicro === 0 && m.principalMicro === 0)).toBe(true);
  });

  it('SRV-67 a payment due at the first moment after the window is left for the next forecast', () => {
    const now = bogota(2026, 11, 22, 12);
    const w = forecastWindow(now);
    const terms: PaymentTerms = {
      amountMicro: 500_000_000,
      startAt: now - 10 * DAY_MS,
      endAt: w.toMs,
      porcentajeDiario: '0.04',
      frequency: 'Al vencimiento',
    };
    const inv = { id: 1, projectId: 1, projectName: 'P', terms, ...unpaidSchedule(terms) };
    expect(expectedPayments([inv], w)).toEqual([]);
    expect(expectedPayments([inv], forecastWindow(now + DAY_MS * 40))).toHaveLength(1);
  });
});
