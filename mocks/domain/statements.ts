/**
 * The account statement and the yearly tax summary, pure part (STMT-01..STMT-12): the period's checks, the
 * totals of a period's movements by kind, and a year's secondary-market results. Plain values in, a result or
 * a Refusal out.
 */
import { PLATFORM_UTC_OFFSET_MS } from '@/contract/platform-time';
import type { StatementTotals } from '@/contract/schemas/statements';
import { DAY_MS, formatDate, parseDate } from './dates';
import { MOVEMENT_TYPES } from './ledger';
import { formatMicro } from './money';
import { invalid } from './refusal';

/** STMT-02: the longest period a statement covers. */
export const MAX_STATEMENT_YEARS = 10;
/** STMT-11: the first year a tax summary covers. */
export const FIRST_TAX_YEAR = 2000;

export const statementMessages = {
  badDesde: 'El campo desde no es válido',
  badHasta: 'El campo hasta no es válido',
  reversed: 'La fecha desde no puede ser posterior a la fecha hasta',
  tooLong: `El periodo no puede superar los ${MAX_STATEMENT_YEARS} años`,
  future: 'El periodo no puede comenzar después de hoy',
  badYear: 'El campo año no es válido',
  futureYear: 'El año no puede ser posterior al año en curso',
} as const;

/** A checked period: from the first instant of desde to the first instant after hasta (platform days). */
export interface Period {
  desde: string;
  hasta: string;
  fromMs: number;
  /** Exclusive. */
  toMs: number;
}

/** The same calendar day `years` later (29 February falls to 1 March), as a platform day's midnight. */
function yearsLater(dayMs: number, years: number): number {
  const d = new Date(dayMs + PLATFORM_UTC_OFFSET_MS);
  return Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()) - PLATFORM_UTC_OFFSET_MS;
}

/**
 * STMT-02: desde and hasta are real days, desde is not after hasta, the period lasts at most ten years (hasta
 * before the same day ten years after desde) and does not start after today.
 */
export function checkPeriod(desde: string, hasta: string, now: number): Period {
  const fromMs = parseDate(desde);
  if (fromMs === null) throw invalid(statementMessages.badDesde);
  const lastDayMs = parseDate(hasta);
  if (lastDayMs === null) throw invalid(statementMessages.badHasta);
  if (fromMs > lastDayMs) throw invalid(statementMessages.reversed);
  if (lastDayMs >= yearsLater(fromMs, MAX_STATEMENT_YEARS)) throw invalid(statementMessages.tooLong);
  if (desde > formatDate(now)) throw invalid(statementMessages.future);
  return { desde, hasta, fromMs, toMs: lastDayMs + DAY_MS };
}

/** STMT-11: a year from FIRST_TAX_YEAR to the platform's current year, with its first and next instants. */
export function checkTaxYear(anio: number, now: number): { anio: number; fromMs: number; toMs: number } {
  if (!Number.isInteger(anio) || anio < FIRST_TAX_YEAR) throw invalid(statementMessages.badYear);
  if (anio > Number(formatDate(now).slice(0, 4))) throw invalid(statementMessages.futureYear);
  return { anio, fromMs: parseDate(`${anio}-01-01`)!, toMs: parseDate(`${anio + 1}-01-01`)! };
}

type TotalKey = Exclude<keyof StatementTotals, 'comisiones'>;

/** STMT-05: which total each movement type adds to; a type the statement does not know goes to 'otros'. */
const TOTAL_OF_TYPE: Record<string, TotalKey> = {
  [MOVEMENT_TYPES.deposit]: 'depositos',
  [MOVEMENT_TYPES.withdrawal]: 'retiros',
  [MOVEMENT_TYPES.investment]: 'inversiones',
  [MOVEMENT_TYPES.purchase]: 'compras',
  [MOVEMENT_TYPES.sale]: 'ventas',
  [MOVEMENT_TYPES.interest]: 'intereses',
  [MOVEMENT_TYPES.maturity]: 'vencimientos',
  [MOVEMENT_TYPES.withdrawalRefund]: 'devoluciones',
  [MOVEMENT_TYPES.cardTransfer]: 'tarjetas',
};

export const totalKeyOf = (type: string): TotalKey => TOTAL_OF_TYPE[type] ?? 'otros';

/** STMT-05, STMT-06: the signed sum of each kind of movement, and the fees charged in the period. */
export function statementTotals(
  movements: readonly { type: string; balanceMicro: number }[],
  feesMicro: number,
): StatementTotals {
  const sums: Record<TotalKey, number> = {
    depositos: 0,
    retiros: 0,
    inversiones: 0,
    compras: 0,
    ventas: 0,
    intereses: 0,
    vencimientos: 0,
    devoluciones: 0,
    tarjetas: 0,
    otros: 0,
  };
  for (const m of movements) sums[totalKeyOf(m.type)] += m.balanceMicro;
  const formatted = Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, formatMicro(v)]));
  return { ...(formatted as Record<TotalKey, string>), comisiones: formatMicro(feesMicro) };
}

/** STMT-10: one sale's result: its price less what the seller had paid for the investment. */
export interface SaleResult {
  saleMicro: number;
  costMicro: number;
  resultMicro: number;
}

export const saleResult = (saleMicro: number, costMicro: number): SaleResult => ({
  saleMicro,
  costMicro,
  resultMicro: saleMicro - costMicro,
});

/** STMT-10: the gains (results above zero), the losses (below zero, negative) and their sum. */
export function secondaryResults(sales: readonly SaleResult[]) {
  let gainsMicro = 0;
  let lossesMicro = 0;
  for (const s of sales) {
    if (s.resultMicro > 0) gainsMicro += s.resultMicro;
    else lossesMicro += s.resultMicro;
  }
  return { gainsMicro, lossesMicro, netMicro: gainsMicro + lossesMicro };
}
