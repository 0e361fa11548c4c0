/**
 * SRV-20: the balance summary of a client (ENT-02), computed from its ledger accounts and its records. Pure:
 * the store reads the sources (store/account-repo.ts), this module decides the figures, in integer
 * micro-units; the http adapter formats them.
 *
 *   DISPONIBLE        the wallet account (wallet:<id>)
 *   INVERTIDO         the amounts of the active investments (offered ones included: still the client's)
 *   GANANCIASESPERADA their future yields (SRV-21 rendimientofuturo)
 *   GANANCIAS         realised gains of sold investments: sale price − amount
 *   RETORNO           sale proceeds of sold investments
 *   DEPOSITO          deposits 'EN PROCESO'
 *   RETENCION         withdrawals 'EN PROCESO': the hold account (hold:<id>)
 *   RETIRO            approved withdrawals
 *   OFERTA            sale values (precioventa) of the open offers
 *   VALORCUENTA       DISPONIBLE + INVERTIDO + RETENCION
 */
import type { ApprovalStatus, OfferStatus } from '../store/records';
import { formatDate } from './dates';
import type { ClientFiguresRecord } from './figures';
import { formatMicro } from './money';
import { investmentYield, type YieldTerms } from './yield';

export const BALANCE_KEYS = [
  'DISPONIBLE',
  'INVERTIDO',
  'GANANCIAS',
  'GANANCIASESPERADA',
  'RETORNO',
  'RETIRO',
  'DEPOSITO',
  'OFERTA',
  'VALORCUENTA',
  'RETENCION',
] as const;
export type BalanceKey = (typeof BALANCE_KEYS)[number];

/** The summary in micro-units. */
export type BalanceFigures = Record<BalanceKey, number>;

export interface OfferState {
  status: OfferStatus;
  /** End of the offer; null for 'Sin vencimiento' (SRV-25). */
  endsAt: number | null;
}

export interface BalanceSources {
  walletMicro: number;
  holdMicro: number;
  activeInvestments: readonly YieldTerms[];
  soldInvestments: readonly { amountMicro: number; saleMicro: number | null }[];
  deposits: readonly { status: ApprovalStatus; amountMicro: number }[];
  withdrawals: readonly { status: ApprovalStatus; amountMicro: number }[];
  offers: readonly (OfferState & { precioVentaMicro: number })[];
}

/**
 * An offer is on the market while it is 'open' and its end has not passed (SRV-25): an 'open' offer whose
 * endsAt is behind the clock already counts as expired, even before anything rewrites its record.
 */
export function isOfferOpen(offer: OfferState, now: number): boolean {
  return offer.status === 'open' && (offer.endsAt === null || now <= offer.endsAt);
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) =>
  items.reduce((total, item) => total + pick(item), 0);

/** SRV-20: every figure of the summary at `now`. */
export function balanceFigures(sources: BalanceSources, now: number): BalanceFigures {
  const DISPONIBLE = sources.walletMicro;
  const RETENCION = sources.holdMicro;
  const INVERTIDO = sum(sources.activeInvestments, (i) => i.amountMicro);
  const GANANCIASESPERADA = sum(
    sources.activeInvestments,
    (i) => investmentYield(i, now).rendimientoFuturoMicro,
  );
  const sold = sources.soldInvestments.filter((i) => i.saleMicro !== null);
  return {
    DISPONIBLE,
    INVERTIDO,
    GANANCIAS: sum(sold, (i) => i.saleMicro! - i.amountMicro),
    GANANCIASESPERADA,
    RETORNO: sum(sold, (i) => i.saleMicro!),
    RETIRO: sum(
      sources.withdrawals.filter((w) => w.status === 'APROBADO'),
      (w) => w.amountMicro,
    ),
    DEPOSITO: sum(
      sources.deposits.filter((d) => d.status === 'EN PROCESO'),
      (d) => d.amountMicro,
    ),
    OFERTA: sum(
      sources.offers.filter((o) => isOfferOpen(o, now)),
      (o) => o.precioVentaMicro,
    ),
    VALORCUENTA: DISPONIBLE + INVERTIDO + RETENCION,
    RETENCION,
  };
}

/**
 * SRV-20 from the kept figures (figures.ts, yields kept for `now`'s day) and the two ledger balances: the
 * same summary balanceFigures computes from the records. `endedOpenOfferMicro` is the sale value of offers
 * still 'open' on record whose end has passed: no longer on the market.
 */
export function balancesOfFigures(
  figures: ClientFiguresRecord,
  walletMicro: number,
  holdMicro: number,
  endedOpenOfferMicro: number,
): BalanceFigures {
  return {
    DISPONIBLE: walletMicro,
    INVERTIDO: figures.investedMicro,
    GANANCIAS: figures.gainsMicro,
    GANANCIASESPERADA: figures.futureYieldMicro,
    RETORNO: figures.returnsMicro,
    RETIRO: figures.approvedWithdrawalMicro,
    DEPOSITO: figures.pendingDepositMicro,
    OFERTA: figures.openOfferMicro - endedOpenOfferMicro,
    VALORCUENTA: walletMicro + figures.investedMicro + holdMicro,
    RETENCION: holdMicro,
  };
}

/** The summary as the server answers it: 2-decimal strings (ENT-02). */
export function formatBalances(figures: BalanceFigures): Record<BalanceKey, string> {
  const out = {} as Record<BalanceKey, string>;
  for (const key of BALANCE_KEYS) out[key] = formatMicro(figures[key]);
  return out;
}

export interface ChartPoint {
  /** The platform date 'YYYY-MM-DD'. */
  fecha: string;
  /** The amount invested up to and including that date. */
  amountMicro: number;
}

/**
 * SRV-43: the cumulative invested amount per investment date, oldest first: one point per platform date on
 * which the client invested, holding the sum of every investment made up to the end of that date.
 */
export function cumulativeInvested(
  investments: readonly { startAt: number; amountMicro: number }[],
): ChartPoint[] {
  const points: ChartPoint[] = [];
  let total = 0;
  for (const inv of [...investments].sort((a, b) => a.startAt - b.startAt)) {
    total += inv.amountMicro;
    const fecha = formatDate(inv.startAt);
    const last = points[points.length - 1];
    if (last && last.fecha === fecha) last.amountMicro = total;
    else points.push({ fecha, amountMicro: total });
  }
  return points;
}

/**
 * SRV-43 from the kept amounts per day (figures.ts), oldest first: the same points cumulativeInvested gives
 * from the investments themselves.
 */
export function cumulativeOfDays(days: readonly { day: string; amountMicro: number }[]): ChartPoint[] {
  let total = 0;
  return [...days]
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .map((d) => ({ fecha: d.day, amountMicro: (total += d.amountMicro) }));
}
