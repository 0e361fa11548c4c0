import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApprovalStatus, OfferStatus } from '../store/records';
import {
  BALANCE_KEYS,
  balanceFigures,
  cumulativeInvested,
  formatBalances,
  isOfferOpen,
  type BalanceSources,
} from './balances';
import { DAY_MS, startOfDay } from './dates';
import { microOf } from './money';

const NOW = Date.UTC(2026, 10, 22, 12); // 07:00 in Bogotá
const day = (n: number, hour = 10) => startOfDay(NOW) + n * DAY_MS + hour * 3_600_000;

const sources = (over: Partial<BalanceSources> = {}): BalanceSources => ({
  walletMicro: microOf(1_000),
  holdMicro: microOf(200),
  activeInvestments: [
    // 30 days left at 0.1 % a day: 3 % of 500 = 15.
    { amountMicro: microOf(500), startAt: day(-10), endAt: day(30), porcentajeDiario: '0.1' },
    // 10 days left at 0.05 %: 0.5 % of 2,000 = 10.
    { amountMicro: microOf(2_000), startAt: day(-40), endAt: day(10), porcentajeDiario: '0.05' },
  ],
  soldInvestments: [
    { amountMicro: microOf(800), saleMicro: microOf(850, 25) },
    { amountMicro: microOf(400), saleMicro: microOf(390) },
  ],
  deposits: [
    { status: 'EN PROCESO', amountMicro: microOf(300) },
    { status: 'APROBADO', amountMicro: microOf(5_000) },
    { status: 'RECHAZADO', amountMicro: microOf(70) },
  ],
  withdrawals: [
    { status: 'APROBADO', amountMicro: microOf(120) },
    { status: 'APROBADO', amountMicro: microOf(30, 50) },
    { status: 'EN PROCESO', amountMicro: microOf(200) },
    { status: 'RECHAZADO', amountMicro: microOf(999) },
  ],
  offers: [
    { status: 'open', endsAt: null, precioVentaMicro: microOf(600) },
    { status: 'open', endsAt: NOW, precioVentaMicro: microOf(50) },
    { status: 'open', endsAt: NOW - 1, precioVentaMicro: microOf(7_000) },
    { status: 'sold', endsAt: null, precioVentaMicro: microOf(8_000) },
    { status: 'cancelled', endsAt: null, precioVentaMicro: microOf(9_000) },
  ],
  ...over,
});

describe('balance summary', () => {
  it('SRV-20 derives every figure from the accounts and the records', () => {
    expect(formatBalances(balanceFigures(sources(), NOW))).toEqual({
      DISPONIBLE: '1000.00',
      INVERTIDO: '2500.00',
      GANANCIAS: '40.25',
      GANANCIASESPERADA: '25.00',
      RETORNO: '1240.25',
      RETIRO: '150.50',
      DEPOSITO: '300.00',
      OFERTA: '650.00',
      VALORCUENTA: '3700.00',
      RETENCION: '200.00',
    });
  });

  it('SRV-20 answers zeros without accounts or records, and keeps the ten keys of ENT-02', () => {
    const empty = balanceFigures(
      {
        walletMicro: 0,
        holdMicro: 0,
        activeInvestments: [],
        soldInvestments: [],
        deposits: [],
        withdrawals: [],
        offers: [],
      },
      NOW,
    );
    expect(Object.keys(empty).sort().join(' ')).toBe(
      'DEPOSITO DISPONIBLE GANANCIAS GANANCIASESPERADA INVERTIDO OFERTA RETENCION RETIRO RETORNO VALORCUENTA',
    );
    expect(Object.values(formatBalances(empty))).toEqual(Array(10).fill('0.00'));
  });

  it('SRV-20 counts an offer in OFERTA until the end of its last second, and never once closed', () => {
    expect(isOfferOpen({ status: 'open', endsAt: null }, NOW)).toBe(true);
    expect(isOfferOpen({ status: 'open', endsAt: NOW }, NOW)).toBe(true);
    expect(isOfferOpen({ status: 'open', endsAt: NOW - 1 }, NOW)).toBe(false);
    for (const status of ['sold', 'cancelled', 'expired'] as const) {
      expect(isOfferOpen({ status, endsAt: null }, NOW)).toBe(false);
    }
  });

  it('SRV-20 keeps VALORCUENTA = DISPONIBLE + INVERTIDO + RETENCION and every figure a whole micro amount', () => {
    const micro = fc.integer({ min: 0, max: 1e12 });
    const status = fc.constantFrom<ApprovalStatus>('EN PROCESO', 'APROBADO', 'RECHAZADO');
    fc.assert(
      fc.property(
        fc.record({
          walletMicro: micro,
          holdMicro: micro,
          activeInvestments: fc.array(
            fc.record({
              amountMicro: micro,
              startAt: fc.integer({ min: -400, max: 0 }).map((d) => day(d)),
              endAt: fc.integer({ min: 0, max: 400 }).map((d) => day(d, 23)),
              porcentajeDiario: fc.constantFrom('0.032877', '0.05', '0.1', '0'),
            }),
            { maxLength: 5 },
          ),
          soldInvestments: fc.array(
            fc.record({ amountMicro: micro, saleMicro: fc.option(micro, { nil: null }) }),
            { maxLength: 5 },
          ),
          deposits: fc.array(fc.record({ status, amountMicro: micro }), { maxLength: 5 }),
          withdrawals: fc.array(fc.record({ status, amountMicro: micro }), { maxLength: 5 }),
          offers: fc.array(
            fc.record({
              status: fc.constantFrom<OfferStatus>('open', 'sold', 'cancelled', 'expired'),
              endsAt: fc.option(fc.integer({ min: NOW - DAY_MS, max: NOW + DAY_MS }), { nil: null }),
              precioVentaMicro: micro,
            }),
            { maxLength: 5 },
          ),
        }),
        (src) => {
          const f = balanceFigures(src, NOW);
          expect(f.VALORCUENTA).toBe(f.DISPONIBLE + f.INVERTIDO + f.RETENCION);
          expect(f.DISPONIBLE).toBe(src.walletMicro);
          expect(f.RETENCION).toBe(src.holdMicro);
          expect(f.RETORNO - f.GANANCIAS).toBe(
            src.soldInvestments.filter((i) => i.saleMicro !== null).reduce((s, i) => s + i.amountMicro, 0),
          );
          for (const key of BALANCE_KEYS) expect(Number.isSafeInteger(f[key]), key).toBe(true);
          expect(f.OFERTA).toBeLessThanOrEqual(src.offers.reduce((s, o) => s + o.precioVentaMicro, 0));
        },
      ),
    );
  });
});

describe('investments chart', () => {
  it('SRV-43 gives one cumulative point per investment date, oldest first, whatever the input order', () => {
    const points = cumulativeInvested([
      { startAt: day(-2, 9), amountMicro: microOf(300) },
      { startAt: day(-10, 11), amountMicro: microOf(100) },
      { startAt: day(-2, 16), amountMicro: microOf(50, 50) },
      { startAt: day(-5, 23), amountMicro: microOf(200) },
    ]);
    expect(points).toEqual([
      { fecha: '2026-11-12', amountMicro: microOf(100) },
      { fecha: '2026-11-17', amountMicro: microOf(300) },
      { fecha: '2026-11-20', amountMicro: microOf(650, 50) },
    ]);
    expect(cumulativeInvested([])).toEqual([]);
  });

  it('SRV-43 ends at the total invested, never decreases and never repeats a date', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            startAt: fc.integer({ min: NOW - 400 * DAY_MS, max: NOW }),
            amountMicro: fc.integer({ min: 1, max: 1e12 }),
          }),
          { maxLength: 30 },
        ),
        (investments) => {
          const points = cumulativeInvested(investments);
          const total = investments.reduce((s, i) => s + i.amountMicro, 0);
          expect(points.at(-1)?.amountMicro ?? 0).toBe(total);
          for (let i = 1; i < points.length; i += 1) {
            expect(points[i]!.fecha > points[i - 1]!.fecha).toBe(true);
            expect(points[i]!.amountMicro).toBeGreaterThan(points[i - 1]!.amountMicro);
          }
        },
      ),
    );
  });
});
