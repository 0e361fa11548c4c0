/**
 * The figures kept per client so that the dashboard (SRV-20), the active investments' totals (ENT-10), the
 * chart (SRV-43) and the investments' project filter (SRV-42) cost the same at any size: each record of
 * investments, deposits, withdrawals and offers contributes a fixed share to its client's figures, and the
 * store adds a record's share when it is written and takes its old share back when it is rewritten or deleted
 * (store/figures-middleware.ts), in the same transaction. The records stay the truth: balances.ts computes
 * the same figures from them, and the ledger property test compares both after every operation.
 *
 * The yields of active investments change with the platform day, not with writes. They are kept for one day
 * (yieldDay): a record's share is its yield on that day, and the first request of a later day recomputes them
 * for the new day (store/figures-repo.ts rollYields), once.
 */
import type { DepositRecord, InvestmentRecord, OfferRecord, WithdrawalRecord } from '../store/records';
import { formatDate } from './dates';
import { paidDays } from './payments';
import { investmentYield, yieldForDays, type YieldTerms } from './yield';

/** One client's kept figures, in micro-units. */
export interface ClientFiguresRecord {
  clientId: number;
  /** Active investments: how many, and their amounts (INVERTIDO). */
  activeCount: number;
  investedMicro: number;
  /** Sold investments with a sale price: price − amount (GANANCIAS) and price (RETORNO). */
  gainsMicro: number;
  returnsMicro: number;
  /** Deposits 'EN PROCESO' (DEPOSITO) and approved withdrawals (RETIRO). */
  pendingDepositMicro: number;
  approvedWithdrawalMicro: number;
  /** Sale prices of the offers whose record says 'open' (OFERTA before the ones past their end). */
  openOfferMicro: number;
  /** Start of the platform day the two yields are for; null until first computed. */
  yieldDay: number | null;
  /** Active investments' yield earned by yieldDay (the totals' rendimiento) and still to come (GANANCIASESPERADA). */
  earnedMicro: number;
  futureYieldMicro: number;
  /**
   * Active investments' interest paid so far (SRV-44: its payments add up to the yield of the days paid,
   * paidThroughAt), kept with the yields: with invested and earned, what the holdings are worth (RET-03).
   */
  paidMicro: number;
}

/** The amount a client invested on one platform day (SRV-43's chart, cumulated when read). */
export interface InvestedDayRecord {
  clientId: number;
  /** 'YYYY-MM-DD', platform date of the investments' start. */
  day: string;
  amountMicro: number;
}

/**
 * A project the client holds or held an investment in, active or sold: an option of the investments' project
 * filter (SRV-42), read as one range instead of every investment and its whole project.
 */
export interface HeldProjectRecord {
  clientId: number;
  projectId: number;
  /** The project's name, copied when it is first held (no call renames a project). */
  name: string;
  /** How many of the client's investments in it are active or sold; the row goes at zero. */
  count: number;
}

/** A change of a held project's count, before the name is known. */
export type HeldCount = Omit<HeldProjectRecord, 'name'>;

/** The counters of a figures row: everything but its key and its day. */
export type FigureCounters = Omit<ClientFiguresRecord, 'clientId' | 'yieldDay'>;

export const emptyCounters = (): FigureCounters => ({
  activeCount: 0,
  investedMicro: 0,
  gainsMicro: 0,
  returnsMicro: 0,
  pendingDepositMicro: 0,
  approvedWithdrawalMicro: 0,
  openOfferMicro: 0,
  earnedMicro: 0,
  futureYieldMicro: 0,
  paidMicro: 0,
});

export const emptyFigures = (clientId: number): ClientFiguresRecord => ({
  clientId,
  yieldDay: null,
  ...emptyCounters(),
});

/**
 * The tables the kept figures live in: derived from FIGURE_SOURCES (and returnDays from the statement,
 * returnPoints from both, net-return.ts), never copied, only kept or rebuilt.
 */
export const DERIVED_TABLES: ReadonlySet<string> = new Set([
  'clientFigures',
  'investedDays',
  'heldProjects',
  'returnDays',
  'returnPoints',
]);

/**
 * SRV-44: the interest an investment has paid, the yield of the days through paidThroughAt (each payment pays
 * the yield up to it less the yield already paid, so they add up to that).
 */
export function paidYieldMicro(inv: YieldTerms & Pick<InvestmentRecord, 'paidThroughAt'>): number {
  return yieldForDays(inv.amountMicro, inv.porcentajeDiario, paidDays(inv, inv.paidThroughAt));
}

/** The tables whose records have a share, and what the share goes to. */
export const FIGURE_SOURCES = ['investments', 'deposits', 'withdrawals', 'offers'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];

/**
 * A record's share: the client it counts for, its counters and (investments) its day on the chart and the
 * project it makes held.
 */
export interface Share {
  clientId: number;
  counters: Partial<FigureCounters>;
  investedDay?: { day: string; amountMicro: number };
  heldProjectId?: number;
}

/**
 * The share of an investment whose yields are counted on `yieldDay` with the project's daily percentage
 * (pass yieldDay null, or no percentage, to leave the yields out).
 */
export function investmentShare(
  inv: Pick<
    InvestmentRecord,
    'clientId' | 'projectId' | 'status' | 'amountMicro' | 'startAt' | 'endAt' | 'saleMicro' | 'paidThroughAt'
  >,
  yieldDay: number | null,
  porcentajeDiario: string | undefined,
): Share {
  const counters: Partial<FigureCounters> = {};
  if (inv.status === 'active') {
    counters.activeCount = 1;
    counters.investedMicro = inv.amountMicro;
    if (yieldDay !== null && porcentajeDiario !== undefined) {
      const y = investmentYield({ ...inv, porcentajeDiario }, yieldDay);
      counters.earnedMicro = y.rendimientoMicro;
      counters.futureYieldMicro = y.rendimientoFuturoMicro;
      counters.paidMicro = paidYieldMicro({ ...inv, porcentajeDiario });
    }
  } else if (inv.status === 'sold' && inv.saleMicro !== null) {
    counters.gainsMicro = inv.saleMicro - inv.amountMicro;
    counters.returnsMicro = inv.saleMicro;
  }
  return {
    clientId: inv.clientId,
    counters,
    investedDay: { day: formatDate(inv.startAt), amountMicro: inv.amountMicro },
    ...(inv.status === 'active' || inv.status === 'sold' ? { heldProjectId: inv.projectId } : {}),
  };
}

export function depositShare(d: Pick<DepositRecord, 'clientId' | 'status' | 'amountMicro'>): Share {
  return {
    clientId: d.clientId,
    counters: d.status === 'EN PROCESO' ? { pendingDepositMicro: d.amountMicro } : {},
  };
}

export function withdrawalShare(w: Pick<WithdrawalRecord, 'clientId' | 'status' | 'amountMicro'>): Share {
  return {
    clientId: w.clientId,
    counters: w.status === 'APROBADO' ? { approvedWithdrawalMicro: w.amountMicro } : {},
  };
}

export function offerShare(o: Pick<OfferRecord, 'sellerId' | 'status' | 'precioVentaMicro'>): Share {
  return {
    clientId: o.sellerId,
    counters: o.status === 'open' ? { openOfferMicro: o.precioVentaMicro } : {},
  };
}

/** Adds `sign` × the counters to a row, in place. */
export function applyCounters(row: FigureCounters, counters: Partial<FigureCounters>, sign: 1 | -1): void {
  for (const [key, value] of Object.entries(counters) as [keyof FigureCounters, number][]) {
    row[key] += sign * value;
  }
}

/** Figures, chart days and held projects changed together: by a write's shares, or all by a rebuild. */
export interface FigureTally {
  figures: Map<number, ClientFiguresRecord>;
  /** Changes of invested amount by `${clientId}|${day}`. */
  days: Map<string, InvestedDayRecord>;
  /** Changes of held projects' counts by `${clientId}|${projectId}`. */
  held: Map<string, HeldCount>;
}

export const emptyTally = (figures = new Map<number, ClientFiguresRecord>()): FigureTally => ({
  figures,
  days: new Map(),
  held: new Map(),
});

/** Adds `sign` × a share to the tally; a client missing from it starts at zero. */
export function tallyShare(tally: FigureTally, share: Share, sign: 1 | -1): ClientFiguresRecord {
  const row = tally.figures.get(share.clientId) ?? emptyFigures(share.clientId);
  tally.figures.set(share.clientId, row);
  applyCounters(row, share.counters, sign);
  if (share.investedDay) {
    const key = `${share.clientId}|${share.investedDay.day}`;
    const day = tally.days.get(key) ?? {
      clientId: share.clientId,
      day: share.investedDay.day,
      amountMicro: 0,
    };
    day.amountMicro += sign * share.investedDay.amountMicro;
    tally.days.set(key, day);
  }
  if (share.heldProjectId !== undefined) {
    const key = `${share.clientId}|${share.heldProjectId}`;
    const held = tally.held.get(key) ?? {
      clientId: share.clientId,
      projectId: share.heldProjectId,
      count: 0,
    };
    held.count += sign;
    tally.held.set(key, held);
  }
  return row;
}
