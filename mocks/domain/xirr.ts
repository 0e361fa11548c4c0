/**
 * The net annual return of a series of cash flows (XIRR, as spreadsheets define it): the yearly rate r at which
 * the flows' present value is zero,
 *
 *   Σ amountᵢ / (1 + r)^((dayᵢ − day₀) / 365) = 0
 *
 * with amounts signed from the investor's side (money put in negative, money received positive) and day₀ the
 * first flow's day. Rates are a ratio (0.1234 is 12.34 % a year); they are floating-point by nature, unlike
 * money: the amounts go in as integer micro-units and only the rate is a float.
 */
import { DAY_MS } from './dates';

export interface CashFlow {
  /** When it happened (ms since the epoch). */
  at: number;
  /** Micro-units, negative for money the investor put in, positive for money received. */
  amountMicro: number;
}

/**
 * The answer is exact to well under 0.0001 percentage points: the flows' present value is under this share of
 * their worth, or a step moves 1 + r by less than this share of it (near a total loss, 1 + r is tiny, and a step
 * that is small against 1 is not small against it).
 */
const TOLERANCE = 1e-10;
const MAX_STEPS = 200;
/** The lowest rate there is (all money lost at once); the highest any real series needs. */
const LOWEST = -0.999_999_999;
const HIGHEST = 1e6;

/**
 * The present value of the flows at rate r, its derivative, and the flows' worth (the sum of their present
 * values' sizes), with years counted from the first flow.
 */
function presentValue(flows: readonly { years: number; amount: number }[], rate: number) {
  let value = 0;
  let slope = 0;
  let worth = 0;
  for (const { years, amount } of flows) {
    const discount = Math.pow(1 + rate, years);
    value += amount / discount;
    worth += Math.abs(amount / discount);
    slope -= (years * amount) / (discount * (1 + rate));
  }
  return { value, slope, worth };
}

/**
 * The XIRR of the flows, or null where there is none: fewer than two flows, or money only in or only out.
 * Newton's method from 10 %, kept inside a bracket where the present value changes sign, and bisection
 * whenever a Newton step would leave the bracket, so it always ends.
 */
export function xirr(flows: readonly CashFlow[]): number | null {
  if (flows.length < 2) return null;
  if (!flows.some((f) => f.amountMicro > 0) || !flows.some((f) => f.amountMicro < 0)) return null;
  const start = Math.min(...flows.map((f) => f.at));
  const scaled = flows.map((f) => ({ years: (f.at - start) / DAY_MS / 365, amount: f.amountMicro / 1e6 }));

  let low = LOWEST;
  let high = HIGHEST;
  const lowValue = presentValue(scaled, low).value;
  if (Math.sign(lowValue) === Math.sign(presentValue(scaled, high).value)) return null;

  let rate = 0.1;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const { value, slope, worth } = presentValue(scaled, rate);
    if (Math.abs(value) < TOLERANCE * worth) return rate;
    // Narrow the bracket on the side whose sign the value shares.
    if (Math.sign(value) === Math.sign(lowValue)) low = rate;
    else high = rate;
    const newton = slope === 0 ? Number.NaN : rate - value / slope;
    const next = newton > low && newton < high ? newton : (low + high) / 2;
    if (Math.abs(next - rate) < TOLERANCE * (1 + Math.min(next, rate))) return next;
    rate = next;
  }
  return rate;
}
