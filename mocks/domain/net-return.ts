/**
 * RET-01..RET-06: the client's net annual return ('Rentabilidad neta anual'), pure. The XIRR (xirr.ts) of the
 * dated flows between the client's wallet and its investments:
 *
 *   out  INVERSION (a primary investment) and COMPRA (a secondary purchase), as booked
 *   in   INTERES (interest paid), VENCIMIENTO (principal repaid at the end) and VENTA (a secondary sale)
 *
 * plus, as the last inflow dated the valuation day, the value of the investments still held then: principal
 * plus the interest earned by that day (SRV-21) and not yet paid (SRV-44). Deposits, withdrawals, refunds and
 * card transfers move money between the client and the outside world, not into or out of investments, so they
 * are no flows of the return. A fee for investing or selling would be booked in these movements' amounts and
 * so reduce the return ('neta'); the platform charges none today.
 *
 * Flows are dated by their platform day (dates.ts), so the rate is the spreadsheet's XIRR over those dates.
 */
import { DAY_MS, formatDate, startOfDay } from './dates';
import { MOVEMENT_TYPES } from './ledger';
import { xirr, type CashFlow } from './xirr';
import { elapsedDays, yieldForDays } from './yield';

/** The statement lines whose amounts are flows of the return (RET-02). */
export const RETURN_FLOW_TYPES: ReadonlySet<string> = new Set([
  MOVEMENT_TYPES.investment,
  MOVEMENT_TYPES.purchase,
  MOVEMENT_TYPES.interest,
  MOVEMENT_TYPES.maturity,
  MOVEMENT_TYPES.sale,
]);

/** How many points the series has at most: the last 23 month ends and the valuation day (RET-05). */
export const SERIES_POINTS = 24;

/** A statement line as the return reads it. */
export interface ReturnMovement {
  type: string;
  /** Signed micro-units: negative out of the wallet, positive into it. */
  balanceMicro: number;
  at: number;
  /** The investment's code the line carries (investing-view.ts investmentCode), null for others. */
  code: string | null;
}

/** An investment the client holds or held, with its project's daily rate. */
export interface HeldInvestment {
  /** The code its statement lines carry. */
  code: string;
  amountMicro: number;
  startAt: number;
  endAt: number;
  status: 'active' | 'sold' | 'finished';
  soldAt: number | null;
  /** The project's porcentaje_diario (SRV-21). */
  porcentajeDiario: string;
}

/**
 * RET-02 per platform day: what the return's flows of one client's day add up to, in and out apart (so a day
 * with money both ways still says so to the XIRR), and how many statement lines they are. The XIRR of a day's
 * flows summed is the XIRR of the flows themselves: they share one date. Kept per client and day by every write
 * to the statement (store/figures-middleware.ts, schema version 12), so the return reads days, not lines.
 */
export interface ReturnDay {
  /** The platform day's first instant. */
  day: number;
  /** The day's flows into the wallet (0 or more) and out of it (0 or less), micro-units. */
  inMicro: number;
  outMicro: number;
  /** How many statement lines they are. */
  count: number;
}

export interface ReturnDayRecord extends ReturnDay {
  clientId: number;
}

/** A statement line's share of its client's day, or null for a line that is no flow of the return. */
export function returnDayShare(
  line: Pick<ReturnMovement, 'type' | 'balanceMicro' | 'at'> & { clientId: number },
): ReturnDayRecord | null {
  if (!RETURN_FLOW_TYPES.has(line.type) || line.balanceMicro === 0) return null;
  return {
    clientId: line.clientId,
    day: startOfDay(line.at),
    inMicro: Math.max(line.balanceMicro, 0),
    outMicro: Math.min(line.balanceMicro, 0),
    count: 1,
  };
}

/** Adds `share` (or takes it off, sign -1) to the days of `days`, keyed by client and day. */
export function tallyReturnDay(
  days: Map<string, ReturnDayRecord>,
  share: ReturnDayRecord,
  sign: 1 | -1,
): void {
  const key = `${share.clientId}:${share.day}`;
  const day = days.get(key) ?? {
    clientId: share.clientId,
    day: share.day,
    inMicro: 0,
    outMicro: 0,
    count: 0,
  };
  day.inMicro += sign * share.inMicro;
  day.outMicro += sign * share.outMicro;
  day.count += sign * share.count;
  days.set(key, day);
}

/** One client's days of flows among its statement lines, oldest first. */
export function returnDaysOf(movements: readonly ReturnMovement[]): ReturnDay[] {
  const days = new Map<string, ReturnDayRecord>();
  for (const m of movements) {
    const share = returnDayShare({ ...m, clientId: 0 });
    if (share) tallyReturnDay(days, share, 1);
  }
  return [...days.values()]
    .sort((a, b) => a.day - b.day)
    .map(({ day, inMicro, outMicro, count }) => ({ day, inMicro, outMicro, count }));
}

/**
 * RET-05: the rate at a month end gone by. It depends only on what happened until then, so it is computed once
 * (store/net-return-repo.ts) and kept; a write dated before it (a backdated line or investment) takes it away
 * (store/figures-middleware.ts), to be computed again.
 */
export interface ReturnPointRecord {
  clientId: number;
  /** The month's last instant (monthEndsBetween). */
  monthEnd: number;
  tasa: string | null;
}

/** What the return is computed from: the client's days of flows and its interest lines (RET-03 needs their codes). */
export interface ReturnHistory {
  days: readonly ReturnDay[];
  interest: readonly ReturnMovement[];
}

/** The history of a client's statement lines, as the kept days and the interest lines give it. */
export function returnHistoryOf(movements: readonly ReturnMovement[]): ReturnHistory {
  return {
    days: returnDaysOf(movements),
    interest: movements.filter((m) => m.type === MOVEMENT_TYPES.interest),
  };
}

/** The return's flows of the days up to `until`, each dated by its platform day (RET-02). */
export function returnFlows(days: readonly ReturnDay[], until = Number.POSITIVE_INFINITY): CashFlow[] {
  const flows: CashFlow[] = [];
  for (const d of days) {
    if (d.day > until) continue;
    if (d.outMicro !== 0) flows.push({ at: d.day, amountMicro: d.outMicro });
    if (d.inMicro !== 0) flows.push({ at: d.day, amountMicro: d.inMicro });
  }
  return flows;
}

/** Whether the client still held an investment at `at`: started, neither sold nor matured by then. */
export function heldAt(inv: HeldInvestment, at: number): boolean {
  if (inv.startAt > at) return false;
  if (inv.status === 'sold') return inv.soldAt === null || inv.soldAt > at;
  if (inv.status === 'finished') return inv.endAt > at;
  return true;
}

/**
 * RET-03: what the investments held at `at` are worth then: each one's principal plus its SRV-21 yield of the
 * days elapsed by `at`, less the interest it had paid by `at` (its INTERES lines, told apart by code).
 * Micro-units, whole cents.
 */
export function holdingsValueAt(
  investments: readonly HeldInvestment[],
  movements: readonly ReturnMovement[],
  at: number,
): number {
  const paid = new Map<string, number>();
  for (const m of movements) {
    if (m.type !== MOVEMENT_TYPES.interest || m.code === null || m.at > at) continue;
    paid.set(m.code, (paid.get(m.code) ?? 0) + m.balanceMicro);
  }
  let value = 0;
  for (const inv of investments) {
    if (!heldAt(inv, at)) continue;
    const earned = yieldForDays(
      inv.amountMicro,
      inv.porcentajeDiario,
      elapsedDays(inv.startAt, inv.endAt, at),
    );
    value += inv.amountMicro + earned - (paid.get(inv.code) ?? 0);
  }
  return value;
}

/** The return's flows up to `at`, with the holdings' value as the last inflow dated `at`'s day (RET-01). */
export function flowsAt(
  investments: readonly HeldInvestment[],
  history: ReturnHistory,
  at: number,
): CashFlow[] {
  const flows = returnFlows(history.days, at);
  const held = holdingsValueAt(investments, history.interest, at);
  if (held !== 0) flows.push({ at: startOfDay(at), amountMicro: held });
  return flows;
}

/** A rate as the call answers it: percent a year with 2 decimals ('12.34'); null stays null (RET-04). */
export function rateText(rate: number | null): string | null {
  if (rate === null || !Number.isFinite(rate)) return null;
  const text = (rate * 100).toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** The last instant (…23:59:59.999) of each platform month from `from`'s to the one before `to`'s. */
export function monthEndsBetween(from: number, to: number): number[] {
  const ends: number[] = [];
  const [year, month] = formatDate(from).split('-').map(Number) as [number, number];
  // Month m (0-based) of year y ends where month m + 1 starts, at the platform's midnight.
  for (let i = 0; ; i += 1) {
    const nextStart = startOfDay(Date.UTC(year, month + i, 1) + DAY_MS / 2);
    if (nextStart > startOfDay(to)) break;
    ends.push(nextStart - 1);
  }
  return ends;
}

export interface NetReturn {
  /** The rate at `now`, percent a year with 2 decimals, or null (RET-04). */
  tasa: string | null;
  /** The valuation day, 'YYYY-MM-DD'. */
  fecha: string;
  /** How many flows the rate at `now` is computed from, the holdings' value included. */
  flujos: number;
  /** RET-05: the rate at each month end since the first flow, then at `now`; the last SERIES_POINTS. */
  serie: { fecha: string; tasa: string | null }[];
}

/** RET-05: the month ends the series has a point at, besides today: the last 23 since the first flow's month. */
export function seriesMonthEnds(days: readonly ReturnDay[], now: number): number[] {
  const first = days.find((d) => d.day <= now);
  return first === undefined ? [] : monthEndsBetween(first.day, now).slice(-(SERIES_POINTS - 1));
}

/** The rate at `at` (a month end, or now): the flows until then and the holdings valued then (RET-01, RET-03). */
export function rateAt(
  investments: readonly HeldInvestment[],
  history: ReturnHistory,
  at: number,
): string | null {
  return rateText(xirr(flowsAt(investments, history, at)));
}

/**
 * RET-01..RET-05 from their parts: the client's days of flows (oldest first), what its holdings are worth at
 * `now` and the rate at each month end of seriesMonthEnds. The store keeps all three (net-return-repo.ts);
 * netReturn below computes them from the investments and the interest lines.
 */
export function netReturnOf(
  days: readonly ReturnDay[],
  heldNowMicro: number,
  monthEndRates: ReadonlyMap<number, string | null>,
  now: number,
): NetReturn {
  const flows = returnFlows(days, now);
  if (heldNowMicro !== 0) flows.push({ at: startOfDay(now), amountMicro: heldNowMicro });
  const today = { fecha: formatDate(now), tasa: rateText(xirr(flows)) };
  // RET-04: the statement lines counted, and the holdings' value when there is one.
  const flujos = days.reduce((n, d) => (d.day <= now ? n + d.count : n), 0) + (heldNowMicro !== 0 ? 1 : 0);
  const serie = seriesMonthEnds(days, now).map((end) => {
    const tasa = monthEndRates.get(end);
    if (tasa === undefined) throw new Error(`Sin tasa al cierre de ${formatDate(end)}`);
    return { fecha: formatDate(end), tasa };
  });
  if (flows.length > 0) serie.push(today);
  return { tasa: today.tasa, fecha: today.fecha, flujos, serie };
}

/** RET-01..RET-05: the client's net annual return at `now` and its monthly series, from its records. */
export function netReturn(
  investments: readonly HeldInvestment[],
  history: ReturnHistory,
  now: number,
): NetReturn {
  const ends = seriesMonthEnds(history.days, now);
  return netReturnOf(
    history.days,
    holdingsValueAt(investments, history.interest, now),
    new Map(ends.map((end) => [end, rateAt(investments, history, end)])),
    now,
  );
}
