import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from './dates';
import { microOf } from './money';
import { xirr, type CashFlow } from './xirr';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const flow = (iso: string, amount: number): CashFlow => ({ at: day(iso), amountMicro: microOf(amount) });
/** Within 0.01 percentage points. */
const expectRate = (rate: number | null, expected: number) =>
  expect(rate! * 100).toBeCloseTo(expected * 100, 2);

describe('XIRR, the net annual return of cash flows', () => {
  it('matches the spreadsheet reference and cases known in closed form', () => {
    // Excel's documented example: 0.373362535.
    expectRate(
      xirr([
        flow('2008-01-01', -10_000),
        flow('2008-03-01', 2_750),
        flow('2008-10-30', 4_250),
        flow('2009-02-15', 3_250),
        flow('2009-04-01', 2_750),
      ]),
      0.373362535,
    );
    // Closed forms: 1000 grown at 10 % for two years (1.1² = 1.21), and paid back in two yearly parts each
    // worth 500 today at 10 % (550 / 1.1 and 605 / 1.21).
    expectRate(xirr([flow('2025-01-01', -1_000), flow('2027-01-01', 1_210)]), 0.1);
    expectRate(xirr([flow('2025-01-01', -1_000), flow('2026-01-01', 550), flow('2027-01-01', 605)]), 0.1);
  });

  it('gives the plain rate of a single year, a loss and nothing gained', () => {
    expectRate(xirr([flow('2025-01-01', -1_000), flow('2026-01-01', 1_100)]), 0.1);
    expectRate(xirr([flow('2025-01-01', -1_000), flow('2026-01-01', 500)]), -0.5);
    expectRate(xirr([flow('2024-01-01', -1_000), flow('2025-12-31', 1_000)]), 0);
    // Flows given out of order are the same flows.
    expectRate(xirr([flow('2026-01-01', 1_100), flow('2025-01-01', -1_000)]), 0.1);
  });

  it('has none for fewer than two flows or money moving one way only', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([flow('2025-01-01', -1_000)])).toBeNull();
    expect(xirr([flow('2025-01-01', -1_000), flow('2025-06-01', -500)])).toBeNull();
    expect(xirr([flow('2025-01-01', 1_000), flow('2025-06-01', 500)])).toBeNull();
  });

  it('answers a rate at which the flows are worth nothing today, for any series put in then paid back', () => {
    const runs = Number(process.env.PROPERTY_RUNS ?? 100);
    const series = fc.record({
      invested: fc.array(
        fc.record({ day: fc.integer({ min: 0, max: 700 }), amount: fc.integer({ min: 50, max: 50_000 }) }),
        { minLength: 1, maxLength: 6 },
      ),
      // Days after the last investment: one change of sign in time, so the rate is the only one there is (a
      // series that changes sign more often may have several, and which one a solver finds is a convention).
      received: fc.array(
        fc.record({ after: fc.integer({ min: 1, max: 800 }), amount: fc.integer({ min: 1, max: 60_000 }) }),
        { minLength: 1, maxLength: 8 },
      ),
    });
    fc.assert(
      fc.property(series, ({ invested, received }) => {
        const start = day('2024-01-01');
        const flows: CashFlow[] = [
          ...invested.map((f) => ({ at: start + f.day * DAY_MS, amountMicro: -microOf(f.amount) })),
          ...received.map((f) => ({
            at: start + (Math.max(...invested.map((i) => i.day)) + f.after) * DAY_MS,
            amountMicro: microOf(f.amount),
          })),
        ];
        const rate = xirr(flows);
        if (rate === null) return;
        const first = Math.min(...flows.map((f) => f.at));
        const today = flows.map(
          (f) => f.amountMicro / 1e6 / Math.pow(1 + rate, (f.at - first) / DAY_MS / 365),
        );
        const worth = today.reduce((sum, v) => sum + v, 0);
        // Measured against the flows' own worth today: near a total loss (1 + rate close to 0) the late flows'
        // worth is huge and a residual relative to their face value says nothing about the rate's precision.
        const scale = today.reduce((sum, v) => sum + Math.abs(v), 0);
        expect(Math.abs(worth) / scale).toBeLessThan(1e-6);
      }),
      { numRuns: runs },
    );
  });
});
