import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accruedMicro } from '../seed/market';
import type { InvestmentRecord, ProjectRecord } from '../store/records';
import { DAY_MS, startOfDay } from './dates';
import { microOf } from './money';
import { investmentYield, yieldForDays } from './yield';

const START = startOfDay(Date.UTC(2026, 0, 10, 15)) + 10 * 3_600_000; // 10:00 in Bogotá
const at = (days: number, hours = 0) => START + days * DAY_MS + hours * 3_600_000;

describe('investment yields', () => {
  it('SRV-21 earns amount × elapsed days × porcentaje_diario / 100 and keeps the rest as future yield', () => {
    const y = investmentYield(
      { amountMicro: microOf(1_000), startAt: START, endAt: at(100), porcentajeDiario: '0.05' },
      at(30, 5),
    );
    expect(y).toEqual({
      contractDays: 100,
      elapsedDays: 30,
      remainingDays: 70,
      rendimientoMicro: microOf(15),
      rendimientoFuturoMicro: microOf(35),
      saldoMicro: microOf(1_015),
    });
  });

  it('SRV-21 rounds each figure once to whole cents, half away from zero', () => {
    // 333.33 × 7 × 0.032877 / 100 = 0.76711...; 333.33 × 3 × 0.005 / 100 = 0.0499995
    expect(yieldForDays(microOf(333, 33), '0.032877', 7)).toBe(770_000);
    expect(yieldForDays(microOf(333, 33), '0.005', 3)).toBe(50_000);
    expect(yieldForDays(microOf(1), '0.0001', 1)).toBe(0);
  });

  it('SRV-21 earns nothing before the start and nothing remains after the end', () => {
    const terms = { amountMicro: microOf(2_000), startAt: START, endAt: at(60), porcentajeDiario: '0.1' };
    expect(investmentYield(terms, at(-3))).toMatchObject({
      elapsedDays: 0,
      remainingDays: 60,
      rendimientoMicro: 0,
      rendimientoFuturoMicro: microOf(120),
    });
    expect(investmentYield(terms, at(400))).toMatchObject({
      elapsedDays: 60,
      remainingDays: 0,
      rendimientoMicro: microOf(120),
      rendimientoFuturoMicro: 0,
      saldoMicro: microOf(2_120),
    });
  });

  it('SRV-21 splits the contract into elapsed and remaining days that add up, with yields that grow with time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents * 10_000),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: -50, max: 900 }),
        fc.integer({ min: 1, max: 99_999 }).map((n) => `0.${String(n).padStart(6, '0')}`),
        (amountMicro, days, when, pd) => {
          const terms = { amountMicro, startAt: START, endAt: at(days, 13), porcentajeDiario: pd };
          const y = investmentYield(terms, at(when, 2));
          // 10:00 on day 0 to 23:00 on day `days`; asked at 12:00 on day `when`: whole platform days.
          expect(y.contractDays).toBe(days);
          expect(y.elapsedDays).toBe(Math.min(Math.max(when, 0), days));
          expect(y.remainingDays).toBe(Math.min(Math.max(days - when, 0), days));
          expect(y.elapsedDays + y.remainingDays).toBe(y.contractDays);
          for (const v of [y.rendimientoMicro, y.rendimientoFuturoMicro, y.saldoMicro]) {
            expect(Number.isSafeInteger(v)).toBe(true);
            expect(v % 10_000).toBe(0);
          }
          expect(y.saldoMicro).toBe(amountMicro + y.rendimientoMicro);
          const later = investmentYield(terms, at(when + 1, 2));
          expect(later.rendimientoMicro).toBeGreaterThanOrEqual(y.rendimientoMicro);
          expect(later.rendimientoFuturoMicro).toBeLessThanOrEqual(y.rendimientoFuturoMicro);
          // Rounded separately, the two parts stay within a cent of the whole contract's yield.
          // amount × days × porcentaje_diario / 100 to the nearest cent, worked out here in whole numbers:
          // porcentaje_diario is n millionths of a percent, so the cents are amount × days × n / 10^12.
          const exact = BigInt(amountMicro) * BigInt(days) * BigInt(pd.slice(2));
          const whole = Number((exact + 500_000_000_000n) / 1_000_000_000_000n) * 10_000;
          expect(Math.abs(y.rendimientoMicro + y.rendimientoFuturoMicro - whole)).toBeLessThanOrEqual(10_000);
        },
      ),
    );
  });

  it('SRV-21 agrees with the yield the seed priced its offers with, up to the end of the contract', () => {
    const investment = { amountMicro: microOf(1_000), startAt: START, endAt: at(90) } as InvestmentRecord;
    const project = { porcentaje_diario: '0.032877' } as ProjectRecord;
    // 1,000.00 × 30 days × 0.032877 % = 9.8631 -> 9.86
    expect(accruedMicro(investment, project, at(30, 3))).toBe(9_860_000);
    expect(investmentYield({ ...investment, porcentajeDiario: '0.032877' }, at(30, 3)).rendimientoMicro).toBe(
      9_860_000,
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }).map((units) => units * 1_000_000),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (amountMicro, days, when) => {
          fc.pre(when <= days);
          const investment = { amountMicro, startAt: START, endAt: at(days) } as InvestmentRecord;
          const project = { porcentaje_diario: '0.032877' } as ProjectRecord;
          const ours = investmentYield(
            { amountMicro, startAt: START, endAt: at(days), porcentajeDiario: '0.032877' },
            at(when, 3),
          );
          expect(ours.rendimientoMicro).toBe(accruedMicro(investment, project, at(when, 3)));
        },
      ),
    );
  });
});
