import { describe, expect, it } from 'vitest';
import { microOf } from './money';
import {
  flowsAt,
  holdingsValueAt,
  monthEndsBetween,
  netReturn,
  rateText,
  returnDaysOf,
  returnFlows,
  returnHistoryOf,
  SERIES_POINTS,
  type HeldInvestment,
  type ReturnMovement,
} from './net-return';

/** Noon of a platform (Bogotá, UTC-5) day, and that day's midnight. */
const noon = (iso: string) => Date.parse(`${iso}T12:00:00-05:00`);
const midnight = (iso: string) => Date.parse(`${iso}T00:00:00-05:00`);
const line = (type: string, iso: string, amount: number, code: string | null = '000001'): ReturnMovement => ({
  type,
  balanceMicro: microOf(amount),
  at: noon(iso),
  code,
});
const held = (over: Partial<HeldInvestment> = {}): HeldInvestment => ({
  code: '000001',
  amountMicro: microOf(1_000),
  startAt: noon('2025-01-01'),
  endAt: noon('2026-01-01'),
  status: 'active',
  soldAt: null,
  porcentajeDiario: '0.03',
  ...over,
});
/** The rate in percent, within 0.01 percentage points of the reference. */
const expectPercent = (text: string | null, reference: number) =>
  expect(Math.abs(Number(text) - reference)).toBeLessThanOrEqual(0.01);

describe('RET net annual return, pure', () => {
  it('RET-02 counts investments, purchases, interest, repayments and sales, dated by their platform day, and no deposit, withdrawal, refund or card transfer', () => {
    const flows = returnFlows(
      returnDaysOf([
        line('DEPOSITO', '2025-01-01', 5_000, null),
        line('INVERSION', '2025-01-02', -1_000),
        line('COMPRA', '2025-02-01', -520, '000002'),
        line('INTERES', '2025-03-01', 30),
        line('VENTA', '2025-04-01', 540, '000002'),
        line('VENCIMIENTO', '2025-05-01', 1_000),
        line('RETIRO', '2025-06-01', -200, null),
        line('DEVOLUCION', '2025-06-02', 200, null),
        line('TARJETA', '2025-06-03', -100, null),
      ]),
    );
    expect(flows).toEqual([
      { at: midnight('2025-01-02'), amountMicro: -1_000_000_000 },
      { at: midnight('2025-02-01'), amountMicro: -520_000_000 },
      { at: midnight('2025-03-01'), amountMicro: 30_000_000 },
      { at: midnight('2025-04-01'), amountMicro: 540_000_000 },
      { at: midnight('2025-05-01'), amountMicro: 1_000_000_000 },
    ]);
  });

  it('RET-03 values a held investment at its principal plus the yield of the days elapsed, less the interest it has paid', () => {
    // 1000 at 0.03 % a day: 100 days earn 30.00; 20.00 of it paid already.
    const at = noon('2025-04-11');
    expect(holdingsValueAt([held()], [], at)).toBe(microOf(1_030));
    expect(holdingsValueAt([held()], [line('INTERES', '2025-03-01', 20)], at)).toBe(microOf(1_010));
    // Another investment's interest, or interest paid after the day valued, is not this one's.
    expect(holdingsValueAt([held()], [line('INTERES', '2025-03-01', 20, '000009')], at)).toBe(microOf(1_030));
    expect(holdingsValueAt([held()], [line('INTERES', '2025-05-01', 20)], at)).toBe(microOf(1_030));
  });

  it('RET-03 values nothing for an investment not yet made, sold or matured by the day valued', () => {
    const at = noon('2025-04-11');
    expect(holdingsValueAt([held({ startAt: noon('2025-05-01') })], [], at)).toBe(0);
    expect(holdingsValueAt([held({ status: 'sold', soldAt: noon('2025-04-01') })], [], at)).toBe(0);
    expect(holdingsValueAt([held({ status: 'sold', soldAt: noon('2025-05-01') })], [], at)).toBe(
      microOf(1_030),
    );
    expect(holdingsValueAt([held({ status: 'finished', endAt: noon('2025-04-10') })], [], at)).toBe(0);
  });

  it('RET-01 matches the closed form of two flows: 1000 in, valued at 1030 after 100 days', () => {
    const now = noon('2025-04-11');
    const movements = [line('INVERSION', '2025-01-01', -1_000)];
    expect(flowsAt([held()], returnHistoryOf(movements), now)).toEqual([
      { at: midnight('2025-01-01'), amountMicro: -1_000_000_000 },
      { at: midnight('2025-04-11'), amountMicro: 1_030_000_000 },
    ]);
    const answer = netReturn([held()], returnHistoryOf(movements), now);
    expectPercent(answer.tasa, (Math.pow(1.03, 365 / 100) - 1) * 100);
    expect(answer).toMatchObject({ fecha: '2025-04-11', flujos: 2 });
  });

  it('RET-01 matches the closed form of a matured investment and of a series paid back yearly', () => {
    // 1000 in on 2025-01-01, 100 interest and the principal back a year (365 days) later: 10 %.
    const matured = held({ status: 'finished', endAt: noon('2026-01-01') });
    const flows = [
      line('INVERSION', '2025-01-01', -1_000),
      line('INTERES', '2026-01-01', 100),
      line('VENCIMIENTO', '2026-01-01', 1_000),
    ];
    expectPercent(netReturn([matured], returnHistoryOf(flows), noon('2026-03-01')).tasa, 10);
    // Worth 500 today each at 10 % a year: 550 in a year (365 days) and 605 in two (730 days).
    const twoYears = held({ status: 'finished', endAt: noon('2027-01-01') });
    const paidBack = [
      line('INVERSION', '2025-01-01', -1_000),
      line('INTERES', '2026-01-01', 550),
      line('INTERES', '2027-01-01', 105),
      line('VENCIMIENTO', '2027-01-01', 500),
    ];
    expectPercent(netReturn([twoYears], returnHistoryOf(paidBack), noon('2027-02-01')).tasa, 10);
  });

  it("RET-01 matches the spreadsheet's XIRR of Excel's documented example (37.34 %)", () => {
    // Interest three times, then the position sold for the last flow: nothing held any more.
    const flows = [
      line('INVERSION', '2008-01-01', -10_000),
      line('INTERES', '2008-03-01', 2_750),
      line('INTERES', '2008-10-30', 4_250),
      line('INTERES', '2009-02-15', 3_250),
      line('VENTA', '2009-04-01', 2_750),
    ];
    const sold = held({
      amountMicro: microOf(10_000),
      startAt: noon('2008-01-01'),
      endAt: noon('2010-01-01'),
      status: 'sold',
      soldAt: noon('2009-04-01'),
    });
    const answer = netReturn([sold], returnHistoryOf(flows), noon('2009-06-01'));
    expectPercent(answer.tasa, 37.336_253_5);
    expect(answer.flujos).toBe(5);
  });

  it('RET-04 has no rate without flows, with flows of one day only, or with money only put in', () => {
    expect(netReturn([], returnHistoryOf([]), noon('2025-04-11'))).toEqual({
      tasa: null,
      fecha: '2025-04-11',
      flujos: 0,
      serie: [],
    });
    // Invested today: put in and valued the same day.
    const today = netReturn(
      [held({ startAt: noon('2025-04-11') })],
      returnHistoryOf([line('INVERSION', '2025-04-11', -1_000)]),
      noon('2025-04-11'),
    );
    expect(today.tasa).toBeNull();
    // Everything lost: money out only.
    const lost = netReturn(
      [],
      returnHistoryOf([line('INVERSION', '2025-01-01', -1_000)]),
      noon('2025-04-11'),
    );
    expect(lost.tasa).toBeNull();
    expect(rateText(Number.NaN)).toBeNull();
    expect(rateText(-0.000_01)).toBe('0.00');
    expect(rateText(0.123_449)).toBe('12.34');
  });

  it('RET-05 gives the rate at each month end since the first flow, with the flows until then and the holdings valued then, and today last', () => {
    const movements = [line('INVERSION', '2025-01-01', -1_000)];
    const answer = netReturn([held()], returnHistoryOf(movements), noon('2025-04-11'));
    expect(answer.serie.map((p) => p.fecha)).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-11',
    ]);
    // On 2025-01-31, 30 days on: worth 1009.
    expectPercent(answer.serie[0]!.tasa, (Math.pow(1.009, 365 / 30) - 1) * 100);
    // On 2025-03-31, 89 days on: worth 1026.70.
    expectPercent(answer.serie[2]!.tasa, (Math.pow(1.0267, 365 / 89) - 1) * 100);
    expect(answer.serie.at(-1)).toEqual({ fecha: '2025-04-11', tasa: answer.tasa });
  });

  it('RET-05 keeps the last 24 points of a long history, month ends in the platform time zone', () => {
    const movements = [line('INVERSION', '2022-01-15', -1_000)];
    const long = held({ startAt: noon('2022-01-15'), endAt: noon('2030-01-01') });
    const answer = netReturn([long], returnHistoryOf(movements), noon('2025-04-11'));
    expect(answer.serie).toHaveLength(SERIES_POINTS);
    expect(answer.serie[0]!.fecha).toBe('2023-05-31');
    expect(answer.serie.at(-2)!.fecha).toBe('2025-03-31');
    // A month end is its platform day's last instant, whatever the UTC date then.
    expect(monthEndsBetween(noon('2025-01-20'), midnight('2025-03-01'))).toEqual([
      midnight('2025-02-01') - 1,
      midnight('2025-03-01') - 1,
    ]);
  });
});
