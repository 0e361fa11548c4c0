/**
 * The two invariant suites of quality.md 'Money and data', against the real handlers through msw/node and
 * fake-indexeddb:
 *
 *   a) a fast-check command model: runs of 50-100 random operations, each on a fresh copy of the seeded
 *      store, about a quarter of them invalid on purpose. After every operation:
 *        - the ledger holds: all balances sum to zero, each balance equals its entries, each transfer sums
 *          to zero, no client account below zero (auditLedger). A write counter (tests/inject-failure.ts)
 *          tells which tables took committed writes, so the audit runs again whenever the accounts or the
 *          entries changed; while they did not, the last audit still holds;
 *        - an invalid operation got a 4xx with a Spanish message in message and data.message, and the store
 *          did not change: no committed write at all.
 *      What the writes keep besides the ledger (the figures, the statement's numbering, the days of return
 *      flows) and what a client is answered from them (the dashboard, the net annual return) are compared
 *      with the records in every fifth run (a thorough run) after every operation, with the acting client's
 *      dashboard and return asked whenever the clock or a table they read has changed since its last check,
 *      and a refused call's store compared row by row (a snapshot, which cross-checks the counter); in the
 *      other runs, once when the run ends, for every client with a session. What they keep is cumulative, so
 *      a wrong update is still wrong at the end of its run; the thorough runs also catch one that a later
 *      operation happens to undo. (Reading whole tables after each of ~15,000 operations took two thirds of
 *      the suite's time.)
 *   b) atomicity: for each write call, a failure injected at each of its writes (tests/inject-failure.ts)
 *      answers 500 with the Spanish internal-error message and leaves the store exactly as before.
 *
 * Replaying a failure: fast-check prints the seed and the path of the failing run. The server clock is a
 * manual clock moved only by the model's commands and ids come from the store's auto-increment on a fresh
 * copy of the seed (session tokens are random, but nothing depends on their value), so
 *   PROPERTY_SEED=<seed> PROPERTY_PATH=<path> npx vitest run mocks/http/ledger-properties -t 'ledger properties'
 * replays that run alone; add PROPERTY_SHRINK=1 to shrink it. PROPERTY_RUNS sets the number of runs: 50 in a
 * plain `npx vitest run` (a quick check, about 25 s), 200 in `npm run test:unit` and so in CI (quality.md's
 * figure), 1,000 in `npm run test:properties`.
 *
 * The secondary market (SRV-24..SRV-28) is modelled too: the model knows every investment (owner, active or
 * sold, end) and every offer (seller, open or closed, end, price), loaded from the seed; an open offer is live
 * until its end at the model's clock. Commands invest on the primary market, offer an own investment (each
 * end type), buy a live offer of another client (the refused purchase above DISPONIBLE when the buyer cannot
 * pay any), cancel an own offer, read the market, 'Mis ofertas' and the sold list against the model, and try
 * the refused writes (own offer, another client's offer or investment, an offered or sold investment, bad
 * terms, a closed offer).
 *
 * Time that pays (SRV-44): every clock move matures in the model the investments whose end has passed (their
 * open offers close), and a command jumps the clock days to months so interest dates and maturities pass; after
 * the next signed-in call no ended investment is still active, none owes a payment yet, and each matured one
 * was paid exactly its SRV-21 yield and its principal.
 *
 * Two worlds (SRV-50): the clients are of both worlds (Andrés and the seeded investors without demo mode are
 * real; Valentina, the issuer, the other personas and every new registration are demo). The model lets a
 * client buy only its own world's offers and expects its market to list only them; buying another world's
 * live offer is one of the refused writes (404, as if it did not exist). After every operation that wrote to
 * the ledger, the two-worlds invariant is checked:
 *
 *     Σ balances of the real clients' accounts (wallet, hold, invested, cards) + platform + fees
 *       − Σ amounts of the real clients' approved deposits + Σ nets of their approved withdrawals
 *     is the same as right after the seed,
 *
 * i.e. the real world's money changes only by real deposits and withdrawals, whatever the demo clients do
 * (their purchases, sales, investments and interest never touch a real account). A transfer mixing the
 * worlds would also fail the ledger's own check and answer 500.
 *
 * Adding operations (markets, money flows): write a command with `op(...)` below and append it, with a
 * weight, to COMMANDS (keep about a quarter of the weight on invalid commands). `act` sends a call and checks
 * its outcome, `settle` checks the invariants once the model has been updated (pass it the acting client).
 * A table the dashboard starts to read must join DASHBOARD_INPUTS.
 */
import fc from 'fast-check';
import { getResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import {
  collectServerErrors,
  INJECTED_FAILURE_MESSAGE,
  INTERNAL_ERROR_MESSAGE,
  installFailureInjection,
  installWriteCounter,
  type WriteCounter,
} from '../../tests/inject-failure';
import { API, get, post, postForm, TEST_START, type CallResult } from '../../tests/simulator';
import { manualClock, type ManualClock } from '../domain/clock';
import { holdAccount, investedAccount, MOVEMENT_TYPES, walletAccount } from '../domain/ledger';
import { seededStore } from '../../tests/seeded-store';
import { uploadFile } from '../../tests/upload-files';
import { persona, personas } from '../seed/personas';
import { StoreDb } from '../store/db';
import { readBalanceSources } from '../store/account-repo';
import { balanceFigures, cumulativeInvested, cumulativeOfDays, formatBalances } from '../domain/balances';
import { emptyFigures, type ClientFiguresRecord } from '../domain/figures';
import { startOfDay } from '../domain/dates';
import { netReturn, returnHistoryOf, RETURN_FLOW_TYPES, type NetReturn } from '../domain/net-return';
import { investmentCode } from '../domain/investing-view';
import { heldInvestment } from '../store/net-return-repo';
import { investmentYield } from '../domain/yield';
import type { ProjectRecord } from '../store/records';
import { auditLedger, balanceOf } from '../store/ledger-repo';
import { readClockOffset } from '../store/ready';
import { createHandlers } from './handlers';
import type { ServerContext } from './server-context';

/** An amount of whole cents as the server writes it: 1,234.50 USDT is '1234.50'. */
const money = (micro: number) => (micro / 1_000_000).toFixed(2);

/* ============================================ the server ============================================= */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

interface Real {
  db: StoreDb;
  clock: ManualClock;
  handlers: HttpHandler[];
  /** Writes of committed transactions: unchanged across a call means the call changed nothing. */
  writes: WriteCounter;
  /**
   * A thorough run: every refused call's store compared row by row (a cross-check of the counter), and the
   * kept figures and the acting client's answers checked after every operation instead of at the end.
   */
  thorough: boolean;
  /** Ledger writes at the last audit (-1: never audited). */
  auditedAt: number;
  /** Writes to the statement lines at their last check (-1: never checked). */
  numberedAt: number;
  /** Writes to the kept figures' sources and tables at their last check (-1: never checked). */
  figuresAt: string;
}

/** The seeded store's rows, made once (the seed is deterministic): each run starts from a copy. */
/**
 * A fresh store holding exactly the seed (a copy of one filled once per worker: tests/seeded-store.ts), behind
 * the real handlers, with its own manual clock. The server finds it seeded (meta.seededAt).
 */
async function freshServer(thorough = true): Promise<Real> {
  const db = await seededStore(TEST_START);
  const writes = await installWriteCounter(db);
  const clock = manualClock(TEST_START);
  const ctx: ServerContext = { clock, delayMs: 0, validateResponses: true, store: async () => db };
  const handlers = createHandlers(ctx);
  server.resetHandlers(...handlers);
  return { db, clock, handlers, writes, thorough, auditedAt: -1, numberedAt: -1, figuresAt: '' };
}

/** Every row of every store, as one string: equal strings mean an unchanged store. */
async function stateOf(db: StoreDb): Promise<string> {
  return db.transaction('r', db.tables, async () => {
    const rows = await Promise.all(db.tables.map((t) => t.toArray()));
    return JSON.stringify(rows);
  });
}

type Body = {
  message?: string;
  data?: unknown;
  success?: unknown;
  [key: string]: unknown;
};

/* ============================================= the model ============================================= */

interface ClientModel {
  email: string;
  password: string;
  id: number | null;
  confirmed: boolean;
  /** The session the client would use, and when it started (server time). */
  token: string | null;
  tokenAt: number;
  /** Tokens revoked by a later login. */
  revoked: string[];
  /** The dashboard's inputs (writes to its tables, clock) when it was last checked against the ledger. */
  dashboardCheckedAt?: string;
  /** The same for the net annual return (RET-01..RET-05). */
  netReturnCheckedAt?: string;
  status: number;
}

interface BeneficiaryModel {
  owner: string;
  kind: 1 | 2 | 3;
}

interface Stats {
  valid: number;
  invalid: number;
  other: number;
  audits: number;
  dashboards: number;
  netReturns: number;
  byName: Map<string, number>;
}

/** An investment as the market commands see it (SRV-24, SRV-27). */
interface InvestmentModel {
  owner: number;
  /** 'finished' once its end date has passed (SRV-44): it has repaid its principal. */
  status: 'active' | 'sold' | 'finished';
  endAt: number;
  soldAt: number | null;
}

/** An offer: 'open' until sold or cancelled; an open one is live until its end (SRV-25). */
interface OfferModel {
  seller: number;
  investmentId: number;
  status: 'open' | 'closed';
  endsAt: number | null;
  priceMicro: number;
}

class Model {
  readonly clients: ClientModel[] = [];
  readonly beneficiaries = new Map<number, BeneficiaryModel>();
  readonly investments = new Map<number, InvestmentModel>();
  readonly offers = new Map<number, OfferModel>();
  /** SRV-50: the ids of the real world's clients (seeded without demo mode); every other client is demo. */
  readonly realIds = new Set<number>();
  /** SRV-50: the real world's money net of real deposits and withdrawals, right after the seed. */
  realConstant = 0;
  now = TEST_START;
  executed = 0;
  constructor(readonly stats: Stats) {}

  /** Moves the model's clock: every active investment whose end has passed matures (SRV-44). */
  advance(ms: number): void {
    this.now += ms;
    for (const [id, inv] of this.investments) {
      if (inv.status !== 'active' || inv.endAt > this.now) continue;
      inv.status = 'finished';
      // Its offer, if any still open, closes as expired at the maturity.
      for (const o of this.offers.values())
        if (o.investmentId === id && o.status === 'open') o.status = 'closed';
    }
  }
  isLive(o: OfferModel): boolean {
    return o.status === 'open' && (o.endsAt === null || this.now <= o.endsAt);
  }
  /** SRV-50: whether two clients are of the same world. */
  sameWorld(a: number | null, b: number | null): boolean {
    return this.realIds.has(a ?? -1) === this.realIds.has(b ?? -1);
  }
  /**
   * Offers on the market now, newest first; of one seller, or of everybody but one; with `worldOf`, only
   * those of that client's world (SRV-50).
   */
  liveOffers(filter: { seller?: number; notSeller?: number; worldOf?: number } = {}): number[] {
    return [...this.offers]
      .filter(([, o]) => this.isLive(o))
      .filter(([, o]) => filter.seller === undefined || o.seller === filter.seller)
      .filter(([, o]) => filter.notSeller === undefined || o.seller !== filter.notSeller)
      .filter(([, o]) => filter.worldOf === undefined || this.sameWorld(o.seller, filter.worldOf))
      .map(([id]) => id)
      .sort((a, b) => b - a);
  }
  /** Offers no longer on the market (sold, cancelled or past their end). */
  deadOffers(): number[] {
    return [...this.offers].filter(([, o]) => !this.isLive(o)).map(([id]) => id);
  }
  offeredInvestments(): Set<number> {
    return new Set(this.liveOffers().map((id) => this.offers.get(id)!.investmentId));
  }
  /** The client's active investments that may be offered now. */
  offerable(clientId: number | null): number[] {
    const offered = this.offeredInvestments();
    return [...this.investments]
      .filter(
        ([id, i]) => i.owner === clientId && i.status === 'active' && i.endAt > this.now && !offered.has(id),
      )
      .map(([id]) => id);
  }
  /** Live offers another client of the buyer's world may try to buy: their investment has not ended. */
  buyable(buyer: number | null): number[] {
    return this.liveOffers().filter((id) => {
      const o = this.offers.get(id)!;
      return (
        o.seller !== buyer &&
        this.sameWorld(o.seller, buyer) &&
        this.investments.get(o.investmentId)!.endAt > this.now
      );
    });
  }
  marketClients(): ClientModel[] {
    return this.withSession().filter((c) => c.id !== null);
  }

  hasSession(c: ClientModel): boolean {
    return c.token !== null && this.now - c.tokenAt < SESSION_LIFETIME_MS;
  }
  withSession(): ClientModel[] {
    return this.clients.filter((c) => this.hasSession(c));
  }
  expired(): ClientModel[] {
    return this.clients.filter((c) => c.token !== null && !this.hasSession(c));
  }
  beneficiariesOf(c: ClientModel, kind?: 1 | 2 | 3): number[] {
    return [...this.beneficiaries]
      .filter(([, b]) => b.owner === c.email && (kind === undefined || b.kind === kind))
      .map(([id]) => id)
      .sort((a, b) => a - b);
  }
  foreignBeneficiaries(c: ClientModel): number[] {
    return [...this.beneficiaries].filter(([, b]) => b.owner !== c.email).map(([id]) => id);
  }
}

const choose = <T>(items: readonly T[], pick: number): T => items[pick % items.length]!;

async function clientId(r: Real, c: ClientModel): Promise<number> {
  if (c.id === null) c.id = (await r.db.clients.where('email').equals(c.email).first())!.id!;
  return c.id;
}

async function loginAll(m: Model, keys: readonly (typeof personas)[number]['key'][]) {
  for (const key of keys) {
    const c = m.clients.find((x) => x.email === persona(key).email)!;
    const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
      email: c.email,
      password: c.password,
    });
    c.token = body.success.token;
    c.tokenAt = m.now;
  }
}

async function initialModel(r: Real, stats: Stats): Promise<Model> {
  const m = new Model(stats);
  for (const p of personas) {
    m.clients.push({
      email: p.email,
      password: p.password,
      id: p.id,
      confirmed: p.emailConfirmed,
      token: null,
      tokenAt: 0,
      revoked: [],
      status: p.status,
    });
  }
  const emails = new Map(m.clients.map((c) => [c.id, c.email]));
  for (const b of await r.db.beneficiaries.toArray()) {
    m.beneficiaries.set(b.id, { owner: emails.get(b.clientId)!, kind: b.bank_personal });
  }
  for (const i of await r.db.investments.toArray()) {
    m.investments.set(i.id, { owner: i.clientId, status: i.status, endAt: i.endAt, soldAt: i.soldAt });
  }
  for (const o of await r.db.offers.toArray()) {
    m.offers.set(o.id, {
      seller: o.sellerId,
      investmentId: o.investmentId,
      status: o.status === 'open' ? 'open' : 'closed',
      endsAt: o.endsAt,
      priceMicro: o.precioVentaMicro,
    });
  }
  for (const c of await r.db.clients.toArray()) if (c.demo_status !== 'active') m.realIds.add(c.id);
  m.realConstant = await realWorldNet(m, r);
  await loginAll(m, ['demo', 'inversor']);
  return m;
}

const REAL_PLATFORM_ACCOUNTS = ['platform', 'fees'];

/**
 * SRV-50: the real world's money (its clients' accounts and the real platform accounts) less what came in
 * by the real clients' approved deposits and plus what left by their approved withdrawals (the net: the
 * fee stays in 'fees'). Read from the tables, by the model's own list of real clients.
 */
async function realWorldNet(m: Model, r: Real): Promise<number> {
  return r.db.transaction('r', [r.db.accounts, r.db.deposits, r.db.withdrawals], async () => {
    const [accounts, deposits, withdrawals] = await Promise.all([
      r.db.accounts.toArray(),
      r.db.deposits.toArray(),
      r.db.withdrawals.toArray(),
    ]);
    const real = accounts
      .filter(
        (a) => (a.clientId !== null && m.realIds.has(a.clientId)) || REAL_PLATFORM_ACCOUNTS.includes(a.id),
      )
      .reduce((sum, a) => sum + a.balanceMicro, 0);
    const deposited = deposits
      .filter((d) => d.status === 'APROBADO' && m.realIds.has(d.clientId))
      .reduce((sum, d) => sum + d.amountMicro, 0);
    const withdrawn = withdrawals
      .filter((w) => w.status === 'APROBADO' && m.realIds.has(w.clientId))
      .reduce((sum, w) => sum + w.netMicro, 0);
    return real - deposited + withdrawn;
  });
}

/* ========================================= checks after a call ======================================== */

const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|es|su|un|una|campo|intente|nuevamente|solicitud|archivo|saldo|insuficiente|oferta)\b/i;

function expectSpanishRefusal(res: CallResult<Body>, label: string) {
  const message = res.body.message;
  expect(typeof message, label).toBe('string');
  expect(message, label).toMatch(SPANISH);
  expect(message, label).not.toMatch(/^(Invalid|Expected|Required|Unexpected)/);
  expect((res.body.data as { message?: string } | undefined)?.message, label).toBe(message);
}

interface Call {
  label: string;
  invalid: boolean;
  send: () => Promise<CallResult<Body>>;
  /** The status an invalid call must get (any 4xx when absent). */
  status?: number;
  /** Activation answers an unknown token with 200 and success 'false' (API-05), not with a 4xx. */
  refusal?: 'success-false';
  /** A valid call that must write (a check of the write counter itself). */
  writes?: boolean;
}

/**
 * Sends one call and checks its outcome: 200 for a valid call; for an invalid one a 4xx with a Spanish
 * message in message and data.message, no committed write, and (in the runs that compare every row) the
 * store exactly as before.
 */
async function act(m: Model, r: Real, call: Call): Promise<CallResult<Body>> {
  const writesBefore = r.writes.committed;
  const before = call.invalid && r.thorough ? await stateOf(r.db) : null;
  const res = await call.send();
  const label = `${call.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
  if (call.invalid) {
    if (call.refusal === 'success-false') {
      expect(res.status, label).toBe(200);
      expect(res.body.success, label).toBe('false');
    } else {
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      if (call.status) expect(res.status, label).toBe(call.status);
      expectSpanishRefusal(res, label);
    }
    expect(r.writes.committed, `${call.label} wrote to the store`).toBe(writesBefore);
    if (before !== null) expect(await stateOf(r.db), `${call.label} changed the store`).toBe(before);
    m.stats.invalid += 1;
  } else {
    expect(res.status, label).toBe(200);
    if (call.writes) expect(r.writes.committed, `${call.label} wrote nothing`).toBeGreaterThan(writesBefore);
    m.stats.valid += 1;
  }
  m.stats.byName.set(call.label, (m.stats.byName.get(call.label) ?? 0) + 1);
  return res;
}

/**
 * After every operation: the ledger's invariants (audited again whenever the accounts or entries took a
 * write; while they took none, the last audit still holds); in a thorough run also what the writes keep and
 * the acting client's dashboard and net return.
 */
async function settle(m: Model, r: Real, actor?: ClientModel): Promise<void> {
  const ledgerWrites = r.writes.committedTo('accounts') + r.writes.committedTo('entries');
  if (ledgerWrites !== r.auditedAt) {
    const audit = await auditLedger(r.db);
    expect(audit.totalMicro, 'all balances sum to zero').toBe(0);
    expect(audit.mismatches, 'each balance equals its entries').toEqual([]);
    expect(audit.negatives, 'no client account below zero').toEqual([]);
    expect(audit.unbalanced, 'each transfer sums to zero').toEqual([]);
    expect(
      await realWorldNet(m, r),
      'SRV-50 the real world changes only by real deposits and withdrawals',
    ).toBe(m.realConstant);
    r.auditedAt = ledgerWrites;
    m.stats.audits += 1;
  }
  if (r.thorough) await checkKept(m, r, actor ? [actor] : []);
}

/** At the end of a run: what the writes keep, and every client's answers from it, against the records. */
async function settleRun(m: Model, r: Real): Promise<void> {
  await checkKept(m, r, m.clients);
}

/**
 * What the writes keep (the statement's numbering, the days of return flows, the figures) against the records
 * (each again only when a table it follows has changed since its last check), and the dashboard and net return
 * of each of `clients` that has a session.
 */
async function checkKept(m: Model, r: Real, clients: readonly ClientModel[]): Promise<void> {
  const statementWrites = r.writes.committedTo('movements');
  if (statementWrites !== r.numberedAt) {
    expect(await misnumberedStatements(r.db), 'SRV-39 each statement numbered 1, 2, … in order').toEqual([]);
    expect(
      await keptReturnDayDifferences(r.db),
      'RET-02 each kept day of return flows equals the one computed from the statement',
    ).toEqual([]);
    r.numberedAt = statementWrites;
  }
  const figureWrites = FIGURE_INPUTS.map((t) => r.writes.committedTo(t)).join(',');
  if (figureWrites !== r.figuresAt) {
    expect(
      await keptFigureDifferences(r.db),
      'each kept figure equals the one computed from the records',
    ).toEqual([]);
    r.figuresAt = figureWrites;
  }
  for (const actor of clients.filter((c) => m.hasSession(c))) {
    // The dashboard is a function of the clock and of the tables it reads (the session only says whose):
    // with none of them changed since this client's last check, it would answer the same again.
    const key = `${DASHBOARD_INPUTS.map((t) => r.writes.committedTo(t)).join(',')}:${r.clock.now()}`;
    if (actor.dashboardCheckedAt !== key) {
      await checkDashboard(r, actor);
      actor.dashboardCheckedAt = key;
      m.stats.dashboards += 1;
    }
    const returnKey = `${NET_RETURN_INPUTS.map((t) => r.writes.committedTo(t)).join(',')}:${r.clock.now()}`;
    if (actor.netReturnCheckedAt !== returnKey) {
      await checkNetReturn(r, actor);
      actor.netReturnCheckedAt = returnKey;
      m.stats.netReturns += 1;
    }
  }
}

/**
 * The clients whose statement lines, in the order written, are not numbered 1, 2, … (the maintained seq
 * that pages the statement, recomputed from the lines themselves).
 */
async function misnumberedStatements(db: StoreDb): Promise<number[]> {
  const next = new Map<number, number>();
  const wrong = new Set<number>();
  await db.movements.orderBy('[clientId+id]').each((line) => {
    const expected = (next.get(line.clientId) ?? 0) + 1;
    next.set(line.clientId, expected);
    if (line.seq !== expected) wrong.add(line.clientId);
  });
  return [...wrong];
}

/**
 * The kept days of return flows (returnDays, schema version 12) that differ from the ones computed here from
 * the statement lines themselves: per client and platform day, the flows in, the flows out and their count.
 */
async function keptReturnDayDifferences(db: StoreDb): Promise<string[]> {
  return await db.transaction('r', [db.movements, db.returnDays], async () => {
    const [lines, kept] = await Promise.all([db.movements.toArray(), db.returnDays.toArray()]);
    const computed = new Map<string, { inMicro: number; outMicro: number; count: number }>();
    for (const line of lines) {
      if (!RETURN_FLOW_TYPES.has(line.type) || line.balanceMicro === 0) continue;
      const key = `${line.clientId} ${startOfDay(line.at)}`;
      const day = computed.get(key) ?? { inMicro: 0, outMicro: 0, count: 0 };
      if (line.balanceMicro > 0) day.inMicro += line.balanceMicro;
      else day.outMicro += line.balanceMicro;
      day.count += 1;
      computed.set(key, day);
    }
    const show = (key: string, d: { inMicro: number; outMicro: number; count: number }) =>
      `${key}: +${d.inMicro} ${d.outMicro} ×${d.count}`;
    const want = [...computed].map(([key, d]) => show(key, d)).sort();
    const have = kept.map((d) => show(`${d.clientId} ${d.day}`, d)).sort();
    return have.join('; ') === want.join('; ')
      ? []
      : [`kept ${have.join('; ')} ≠ computed ${want.join('; ')}`];
  });
}

/** What the kept figures (domain/figures.ts) follow, and the tables they are kept in. */
const FIGURE_INPUTS = [
  'investments',
  'deposits',
  'withdrawals',
  'offers',
  'clientFigures',
  'investedDays',
  'heldProjects',
];

/**
 * Every kept figure and chart day that differs from the one computed here from the records themselves, as
 * 'client: field kept ≠ computed'. Yields are compared for the day they are kept for.
 */
async function keptFigureDifferences(db: StoreDb): Promise<string[]> {
  return await db.transaction('r', db.tables, async () => {
    const [investments, deposits, withdrawals, offers, kept, days, held, projects, interest] =
      await Promise.all([
        db.investments.toArray(),
        db.deposits.toArray(),
        db.withdrawals.toArray(),
        db.offers.toArray(),
        db.clientFigures.toArray(),
        db.investedDays.toArray(),
        db.heldProjects.toArray(),
        db.projects.toArray(),
        db.movements.filter((line) => line.type === MOVEMENT_TYPES.interest).toArray(),
      ]);
    const rate = new Map(projects.map((p) => [p.id, p.porcentaje_diario]));
    // RET-03: what each investment has been paid, by the code its INTERES lines carry.
    const paidTo = new Map<string, number>();
    for (const line of interest) paidTo.set(line.code!, (paidTo.get(line.code!) ?? 0) + line.balanceMicro);
    const nameOf = new Map(projects.map((p) => [p.id, p.name]));
    const keptById = new Map(kept.map((k) => [k.clientId, k]));
    const ids = new Set([
      ...kept.map((k) => k.clientId),
      ...investments.map((i) => i.clientId),
      ...deposits.map((d) => d.clientId),
      ...withdrawals.map((w) => w.clientId),
      ...offers.map((o) => o.sellerId),
    ]);
    const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((t, row) => t + pick(row), 0);
    const out: string[] = [];
    for (const id of ids) {
      const k = keptById.get(id) ?? emptyFigures(id);
      const mine = investments.filter((i) => i.clientId === id);
      const active = mine.filter((i) => i.status === 'active');
      const sold = mine.filter((i) => i.status === 'sold' && i.saleMicro !== null);
      const computed: Partial<ClientFiguresRecord> = {
        activeCount: active.length,
        investedMicro: sum(active, (i) => i.amountMicro),
        gainsMicro: sum(sold, (i) => i.saleMicro! - i.amountMicro),
        returnsMicro: sum(sold, (i) => i.saleMicro!),
        pendingDepositMicro: sum(
          deposits.filter((d) => d.clientId === id && d.status === 'EN PROCESO'),
          (d) => d.amountMicro,
        ),
        approvedWithdrawalMicro: sum(
          withdrawals.filter((w) => w.clientId === id && w.status === 'APROBADO'),
          (w) => w.amountMicro,
        ),
        openOfferMicro: sum(
          offers.filter((o) => o.sellerId === id && o.status === 'open'),
          (o) => o.precioVentaMicro,
        ),
      };
      if (k.yieldDay !== null) {
        const yields = active.map((i) =>
          investmentYield({ ...i, porcentajeDiario: rate.get(i.projectId)! }, k.yieldDay!),
        );
        computed.earnedMicro = sum(yields, (y) => y.rendimientoMicro);
        computed.futureYieldMicro = sum(yields, (y) => y.rendimientoFuturoMicro);
        computed.paidMicro = sum(active, (i) => paidTo.get(investmentCode(i.id)) ?? 0);
      }
      for (const [field, value] of Object.entries(computed)) {
        const keptValue = k[field as keyof ClientFiguresRecord];
        if (keptValue !== value) out.push(`${id}: ${field} ${keptValue} ≠ ${value}`);
      }
      const chart = cumulativeInvested(mine).map((p) => `${p.fecha} ${p.amountMicro}`);
      const keptChart = cumulativeOfDays(days.filter((d) => d.clientId === id)).map(
        (p) => `${p.fecha} ${p.amountMicro}`,
      );
      if (keptChart.join() !== chart.join()) out.push(`${id}: chart ${keptChart.join()} ≠ ${chart.join()}`);
      // SRV-42: the held projects, as 'project name ×count', in project order.
      const counts = new Map<number, number>();
      for (const i of mine.filter((i) => i.status === 'active' || i.status === 'sold'))
        counts.set(i.projectId, (counts.get(i.projectId) ?? 0) + 1);
      const heldComputed = [...counts]
        .sort(([a], [b]) => a - b)
        .map(([projectId, count]) => `${projectId} ${nameOf.get(projectId)} ×${count}`);
      const heldKept = held
        .filter((h) => h.clientId === id)
        .map((h) => `${h.projectId} ${h.name} ×${h.count}`);
      if (heldKept.join() !== heldComputed.join())
        out.push(`${id}: held ${heldKept.join()} ≠ ${heldComputed.join()}`);
    }
    return out;
  });
}

/** The tables the dashboard reads besides the session (account-repo.ts readBalanceSources, the clock offset). */
const DASHBOARD_INPUTS = ['accounts', 'investments', 'projects', 'deposits', 'withdrawals', 'offers', 'meta'];

/**
 * SRV-20: the dashboard the client would get now agrees with its ledger accounts. Asked of the real
 * handlers directly (msw's getResponse, the same route and contract check as over msw/node), which spares
 * the interception of a second fetch per operation.
 */
async function checkDashboard(r: Real, actor: ClientModel): Promise<void> {
  const response = await getResponse(
    r.handlers,
    new Request(`${API}/api/client/dashboard`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${actor.token}` },
    }),
  );
  expect(response?.status).toBe(200);
  const body = (await response!.json()) as { data: { saldos: Record<string, string>[] } };
  const id = await clientId(r, actor);
  const s = body.data.saldos[0]!;
  const [wallet, invested, hold] = await Promise.all([
    balanceOf(r.db, walletAccount(id)),
    balanceOf(r.db, investedAccount(id)),
    balanceOf(r.db, holdAccount(id)),
  ]);
  expect(s.DISPONIBLE, `${actor.email} DISPONIBLE`).toBe(money(wallet));
  expect(s.INVERTIDO, `${actor.email} INVERTIDO`).toBe(money(invested));
  expect(s.RETENCION, `${actor.email} RETENCION`).toBe(money(hold));
  expect(s.VALORCUENTA).toBe(money(wallet + invested + hold));
  // SRV-20: every figure, kept by the writes, equals the one computed from the client's records now.
  const now = r.clock.now() + (await readClockOffset(r.db));
  const computed = formatBalances(balanceFigures(await readBalanceSources(r.db, id), now));
  expect(s, `${actor.email} dashboard from the kept figures`).toEqual(computed);
}

/** What the net annual return is defined on (the records), and what the store keeps of it. */
const NET_RETURN_INPUTS = [
  'investments',
  'movements',
  'projects',
  'meta',
  'clientFigures',
  'returnDays',
  'returnPoints',
];

/**
 * RET-01..RET-05: the net annual return the client would get now, answered from what the writes keep (today's
 * holdings from the figures, the month ends' rates kept once computed), equals the one computed here from its
 * records: its statement lines, its investments and their projects' rates.
 */
async function checkNetReturn(r: Real, actor: ClientModel): Promise<void> {
  const response = await getResponse(
    r.handlers,
    new Request(`${API}/api/client/investments/rentabilidad`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${actor.token}` },
    }),
  );
  expect(response?.status).toBe(200);
  const { data } = (await response!.json()) as { data: NetReturn };
  const id = await clientId(r, actor);
  const now = r.clock.now() + (await readClockOffset(r.db));
  const [lines, investments, projects] = await Promise.all([
    r.db.movements.filter((line) => line.clientId === id).toArray(),
    r.db.investments.filter((inv) => inv.clientId === id).toArray(),
    r.db.projects.toArray(),
  ]);
  const rate = new Map(projects.map((p) => [p.id, p.porcentaje_diario]));
  const computed = netReturn(
    investments.map((i) => heldInvestment(i, rate.get(i.projectId)!)),
    returnHistoryOf(lines),
    now,
  );
  expect(data, `${actor.email} net annual return from what the writes keep`).toEqual(computed);
}

/* ============================================== commands ============================================= */

type Command = fc.AsyncCommand<Model, Real>;

/** A command: its name and arguments (printed on failure), when it applies, and what it does. */
function op<A>(
  name: string,
  args: A,
  check: (m: Model) => boolean,
  run: (m: Model, r: Real) => Promise<void>,
): Command {
  return {
    check,
    run: async (m, r) => {
      m.executed += 1;
      await run(m, r);
    },
    toString: () => `${name}(${JSON.stringify(args)})`,
  };
}

const HTML = '<img src=x onerror=alert(1)>';
const png = (bytes = 16, type = 'image/png') => uploadFile(type, 'foto.png', bytes);
const kycFiles = () => ({ file_id_front: png(), file_id_reverse: png(), file_selfie: png() });
const GARBAGE_TOKEN = 'f'.repeat(64);
const NEW_EMAILS = ['ana', 'luis', 'eva', 'juan', 'sara', 'pedro', 'marta', 'tomas'].map(
  (n) => `${n}.prop@correo.test`,
);

const nationalPayload = (name: string) => ({
  bank_personal: '1',
  bank_type: 'AHORRO',
  bank_name: 'Banco Popular',
  bank_client: name,
  bank_account: '0012345678',
  country_id: 82,
});
const goodBeneficiaries = [
  nationalPayload('Ana Pérez'),
  nationalPayload(HTML),
  {
    bank_personal: '2',
    bank_type: 'CORRIENTE',
    bank_name: 'Bank of America',
    bank_client: 'Ana Pérez',
    bank_account: '987654321',
    bank_swift: 'BOFAUS3N',
    bank_aba: '026009593',
    country_id: 55,
  },
  {
    bank_personal: '3',
    bank_client: 'Rosa',
    bank_apellidos: 'Gómez <b>Salazar</b>',
    tipo_identificacion: 'Cedula/DNI',
    identificacion: '1712345678',
    country_id: 28,
    provincia: 'Madrid',
    ciudad: 'Madrid',
    direccion_cliente: 'Calle Mayor 1',
    telefono: '+34 600 555 111',
  },
  {
    bank_personal: '3',
    bank_client: 'Ana',
    bank_apellidos: 'Pérez',
    network: 'Ethereum (ERC-20)',
    address_cripto: `0x${'0aF9'.repeat(10)}`,
  },
  {
    bank_personal: '3',
    bank_client: 'Ana',
    bank_apellidos: 'Pérez',
    network: 'TRON (TRC-20)',
    address_cripto: `T${'Vx9kPqR2m'.repeat(3)}abcdef`,
  },
] as const;
const badBeneficiaries: unknown[] = [
  {},
  [],
  { ...nationalPayload('Ana'), bank_personal: '9' },
  { ...nationalPayload('Ana'), bank_type: 'PLAZO' },
  { ...nationalPayload(''), bank_client: '' },
  { ...nationalPayload('Ana'), bank_account: 12345 },
  { ...nationalPayload('Ana'), country_id: 'Colombia' },
  { ...nationalPayload('Ana'), country_id: 99_999 },
  { ...nationalPayload('Ana'), bank_name: 'B'.repeat(151) },
  { ...goodBeneficiaries[2], country_id: '' },
  { ...goodBeneficiaries[3], telefono: '' },
  { ...goodBeneficiaries[3], tipo_identificacion: 'Carnet' },
  { ...goodBeneficiaries[4], network: 'Bitcoin' },
  { ...goodBeneficiaries[4], address_cripto: '0x1234' },
  { ...goodBeneficiaries[5], address_cripto: HTML },
  { ...goodBeneficiaries[3], network: 'TRON (TRC-20)' },
];

/** A write (or read) call made with a token that must not work. */
const sessionCalls = [
  (_m: Model, token?: string) => post<Body>('/api/client/beneficiario_create', goodBeneficiaries[0], token),
  (m: Model, token?: string) =>
    post<Body>(`/api/client/beneficiario_delete/${[...m.beneficiaries.keys()][0] ?? 1}`, {}, token),
  (_m: Model, token?: string) => post<Body>('/api/client/update', { datos: { name: 'Intruso' } }, token),
  (_m: Model, token?: string) =>
    post<Body>(
      '/api/client/changepassword',
      { current_password: 'x', new_password: 'nueva123', confirm_password: 'nueva123' },
      token,
    ),
  (_m: Model, token?: string) => postForm<Body>('/api/client/kyc', kycFiles(), token),
  (_m: Model, token?: string) => post<Body>('/api/client/dashboard', {}, token),
  (_m: Model, token?: string) => post<Body>('/api/client/balance/list', { page: 1 }, token),
  (_m: Model, token?: string) => post<Body>('/api/client/projects/secundario', { page: 1 }, token),
  (m: Model, token?: string) =>
    post<Body>('/api/client/investments/create_secundary', { offer_id: m.liveOffers()[0] ?? 1 }, token),
  (m: Model, token?: string) => post<Body>(`/api/client/offers/cancel/${m.liveOffers()[0] ?? 1}`, {}, token),
  (m: Model, token?: string) =>
    post<Body>(
      '/api/client/offers/create',
      { investment_id: [...m.investments.keys()][0] ?? 1, date_type: 3, amount_percentage: '100' },
      token,
    ),
];

/* ---- identity ---- */

const registerOk = (slot: number) =>
  op(
    'registerOk',
    { slot },
    (m) => !m.clients.some((c) => c.email === NEW_EMAILS[slot]),
    async (m, r) => {
      const email = NEW_EMAILS[slot]!;
      await act(m, r, {
        label: 'register',
        invalid: false,
        writes: true,
        send: () =>
          post('/api/client/register', {
            referido: '',
            name: slot === 0 ? HTML : `Cliente ${slot}`,
            email,
            password: 'clave123',
            origen: 'Google',
          }),
      });
      m.clients.push({
        email,
        password: 'clave123',
        id: null,
        confirmed: false,
        token: null,
        tokenAt: 0,
        revoked: [],
        status: 1,
      });
      await settle(m, r);
    },
  );

const registerBad = (variant: number, pick: number) =>
  op(
    'registerBad',
    { variant, pick },
    () => true,
    async (m, r) => {
      const base = {
        referido: '',
        name: 'Ana',
        email: 'otra.prop@correo.test',
        password: 'clave123',
        origen: 'Google',
      };
      const taken = choose(m.clients, pick).email.toUpperCase();
      const bodies: [unknown, number][] = [
        [{ ...base, email: taken }, 409],
        [{ ...base, name: '  ' }, 422],
        [{ ...base, email: 'no-es-correo' }, 422],
        [{ ...base, password: '123' }, 422],
        [{ ...base, origen: 5 }, 422],
        [{}, 422],
      ];
      const [body, status] = choose(bodies, variant);
      await act(m, r, {
        label: 'register (bad)',
        invalid: true,
        status,
        send: () => post('/api/client/register', body),
      });
      await settle(m, r);
    },
  );

const activateOk = (pick: number) =>
  op(
    'activateOk',
    { pick },
    (m) => m.clients.some((c) => !c.confirmed),
    async (m, r) => {
      const c = choose(
        m.clients.filter((x) => !x.confirmed),
        pick,
      );
      const mail = await post<{ data: { link: string | null }[] }>('/api/simulador/correo', {
        email: c.email,
      });
      const link = mail.body.data.find((x) => x.link?.startsWith('/activation/'))!.link!;
      const res = await act(m, r, {
        label: 'activation',
        invalid: false,
        writes: true,
        send: () => get(`/api/client${link}`),
      });
      expect(res.body.success).toBe('true');
      c.confirmed = true;
      await settle(m, r);
    },
  );

const activateBad = (variant: number) =>
  op(
    'activateBad',
    { variant },
    () => true,
    async (m, r) => {
      const token = choose(['desconocido', '0'.repeat(64), encodeURIComponent(HTML)], variant);
      await act(m, r, {
        label: 'activation (unknown token)',
        invalid: true,
        refusal: 'success-false',
        send: () => get(`/api/client/activation/${token}`),
      });
      await settle(m, r);
    },
  );

async function signIn(m: Model, r: Real, c: ClientModel): Promise<void> {
  const res = await act(m, r, {
    label: 'authenticate',
    invalid: false,
    writes: true,
    send: () => post('/api/client/authenticate', { email: c.email, password: c.password }),
  });
  if (c.token) c.revoked.push(c.token);
  c.token = (res.body.success as { token: string }).token;
  c.tokenAt = m.now;
  await settle(m, r, c);
}

const authenticateOk = (pick: number) =>
  op(
    'authenticateOk',
    { pick },
    (m) => m.clients.some((c) => c.confirmed),
    (m, r) =>
      signIn(
        m,
        r,
        choose(
          m.clients.filter((x) => x.confirmed),
          pick,
        ),
      ),
  );

const authenticateBad = (variant: number, pick: number) =>
  op(
    'authenticateBad',
    { variant, pick },
    () => true,
    async (m, r) => {
      const c = choose(m.clients, pick);
      const cases: [Record<string, unknown>, number][] = [
        [{ email: c.email, password: `${c.password}x` }, 401],
        [{ email: 'nadie.prop@correo.test', password: 'clave123' }, 401],
        [{ email: c.email, password: '' }, 422],
        [{ email: 'correo', password: 'clave123' }, 422],
      ];
      const unconfirmed = m.clients.find((x) => !x.confirmed);
      if (unconfirmed) cases.push([{ email: unconfirmed.email, password: unconfirmed.password }, 403]);
      const [body, status] = choose(cases, variant);
      await act(m, r, {
        label: 'authenticate (bad)',
        invalid: true,
        status,
        send: () => post('/api/client/authenticate', body),
      });
      await settle(m, r);
    },
  );

const forgotOrResend = (variant: number, pick: number) =>
  op(
    'forgotOrResend',
    { variant, pick },
    () => true,
    async (m, r) => {
      const email = pick % 4 === 0 ? 'nadie.prop@correo.test' : choose(m.clients, pick).email;
      const path = variant % 2 === 0 ? '/api/client/forgotpassword' : '/api/cliente/resend_email';
      await act(m, r, { label: path.split('/').at(-1)!, invalid: false, send: () => post(path, { email }) });
      await settle(m, r);
    },
  );

const updateOk = (pick: number, html: boolean) =>
  op(
    'updateOk',
    { pick, html },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      await act(m, r, {
        label: 'update',
        invalid: false,
        writes: true,
        send: () =>
          post(
            '/api/client/update',
            {
              datos: {
                name: html ? HTML : 'Nombre Cambiado',
                telephone: '+57 300 555 0000',
                ocupacion: 'Docente',
              },
            },
            c.token!,
          ),
      });
      if (c.status === 1) c.status = 2;
      await settle(m, r, c);
    },
  );

const updateBad = (variant: number, pick: number) =>
  op(
    'updateBad',
    { variant, pick },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const other = m.clients.find((x) => x.email !== c.email)!.email;
      const cases: [unknown, number][] = [
        [{}, 422],
        [{ datos: 'texto' }, 422],
        [{ datos: { email: 'malo' } }, 422],
        [{ datos: { email: other } }, 409],
        [{ datos: { name: { a: 1 } } }, 422],
      ];
      const [body, status] = choose(cases, variant);
      await act(m, r, {
        label: 'update (bad)',
        invalid: true,
        status,
        send: () => post('/api/client/update', body, c.token!),
      });
      await settle(m, r, c);
    },
  );

const changePasswordOk = (pick: number) =>
  op(
    'changePasswordOk',
    { pick },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const next = `clave${m.executed}`;
      await act(m, r, {
        label: 'changepassword',
        invalid: false,
        writes: true,
        send: () =>
          post(
            '/api/client/changepassword',
            { current_password: c.password, new_password: next, confirm_password: next },
            c.token!,
          ),
      });
      c.password = next;
      await settle(m, r, c);
    },
  );

const changePasswordBad = (variant: number, pick: number) =>
  op(
    'changePasswordBad',
    { variant, pick },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const cases = [
        { current_password: `${c.password}x`, new_password: 'nueva123', confirm_password: 'nueva123' },
        { current_password: c.password, new_password: 'nueva123', confirm_password: 'nueva124' },
        { current_password: c.password, new_password: '123', confirm_password: '123' },
        { current_password: c.password, new_password: '', confirm_password: '' },
        { current_password: c.password },
      ];
      await act(m, r, {
        label: 'changepassword (bad)',
        invalid: true,
        status: 422,
        send: () => post('/api/client/changepassword', choose(cases, variant), c.token!),
      });
      await settle(m, r, c);
    },
  );

const kycOk = (pick: number) =>
  op(
    'kycOk',
    { pick },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      await act(m, r, {
        label: 'kyc',
        invalid: false,
        writes: true,
        send: () => postForm('/api/client/kyc', kycFiles(), c.token!),
      });
      if (c.status === 1 || c.status === 2) c.status = 3;
      await settle(m, r, c);
    },
  );

const kycBad = (variant: number, pick: number) =>
  op(
    'kycBad',
    { variant, pick },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const cases: Record<string, string | Blob>[] = [
        { file_id_front: png(), file_id_reverse: png() },
        { ...kycFiles(), file_selfie: png(0) },
        { ...kycFiles(), file_id_front: png(16, 'text/plain') },
        { ...kycFiles(), file_id_reverse: 'texto' },
      ];
      await act(m, r, {
        label: 'kyc (bad)',
        invalid: true,
        status: 422,
        send: () => postForm('/api/client/kyc', choose(cases, variant), c.token!),
      });
      await settle(m, r, c);
    },
  );

/* ---- beneficiaries ---- */

const beneficiaryCreateOk = (variant: number, pick: number, spacePath: boolean) =>
  op(
    'beneficiaryCreateOk',
    { variant, pick, spacePath },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const payload = choose(goodBeneficiaries, variant);
      const path = `/api/client/beneficiario_create${spacePath ? '%20' : ''}`;
      await act(m, r, {
        label: 'beneficiario_create',
        invalid: false,
        writes: true,
        send: () => post(path, payload, c.token!),
      });
      const created = (await r.db.beneficiaries.orderBy(':id').last())!;
      expect(created.clientId).toBe(await clientId(r, c));
      m.beneficiaries.set(created.id, { owner: c.email, kind: Number(payload.bank_personal) as 1 | 2 | 3 });
      await settle(m, r, c);
    },
  );

const beneficiaryCreateBad = (variant: number, pick: number) =>
  op(
    'beneficiaryCreateBad',
    { variant, pick },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      await act(m, r, {
        label: 'beneficiario_create (bad)',
        invalid: true,
        status: 422,
        send: () => post('/api/client/beneficiario_create', choose(badBeneficiaries, variant), c.token!),
      });
      await settle(m, r, c);
    },
  );

const beneficiaryDeleteOk = (pick: number, which: number) =>
  op(
    'beneficiaryDeleteOk',
    { pick, which },
    (m) => m.withSession().some((c) => m.beneficiariesOf(c).length > 0),
    async (m, r) => {
      const c = choose(
        m.withSession().filter((x) => m.beneficiariesOf(x).length > 0),
        pick,
      );
      const id = choose(m.beneficiariesOf(c), which);
      await act(m, r, {
        label: 'beneficiario_delete',
        invalid: false,
        writes: true,
        send: () => post(`/api/client/beneficiario_delete/${id}`, {}, c.token!),
      });
      m.beneficiaries.delete(id);
      await settle(m, r, c);
    },
  );

const beneficiaryDeleteBad = (variant: number, pick: number, which: number) =>
  op(
    'beneficiaryDeleteBad',
    { variant, pick, which },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const foreign = m.foreignBeneficiaries(c);
      const cases: [string, number][] = [
        ['999999', 404],
        ['abc', 422],
        ['0', 422],
      ];
      if (foreign.length > 0)
        cases.push([String(choose(foreign, which)), 404], [String(choose(foreign, which + 1)), 404]);
      const [id, status] = choose(cases, variant);
      await act(m, r, {
        label: 'beneficiario_delete (not own)',
        invalid: true,
        status,
        send: () => post(`/api/client/beneficiario_delete/${id}`, { client_id: c.id }, c.token!),
      });
      await settle(m, r, c);
    },
  );

/* ---- sessions ---- */

const withoutSession = (variant: number, call: number, pick: number) =>
  op(
    'withoutSession',
    { variant, call, pick },
    () => true,
    async (m, r) => {
      // A revoked or an expired token when the model holds one, otherwise none at all or an unknown one.
      const revoked = m.clients.filter((c) => c.revoked.length > 0);
      const expired = m.expired();
      let kind = 0;
      let token: string | undefined = pick % 2 === 0 ? undefined : GARBAGE_TOKEN;
      if (variant === 1 && revoked.length > 0) {
        kind = 1;
        token = choose(revoked, pick).revoked.at(-1);
      } else if (variant === 2 && expired.length > 0) {
        kind = 2;
        token = choose(expired, pick).token!;
      }
      await act(m, r, {
        label: ['no or unknown token', 'revoked token', 'expired token'][kind]!,
        invalid: true,
        status: 401,
        send: () => choose(sessionCalls, call)(m, token),
      });
      await settle(m, r);
    },
  );

const advanceClock = (ms: number) =>
  op(
    'advanceClock',
    { ms },
    () => true,
    async (m, r) => {
      r.clock.advance(ms);
      m.advance(ms);
      m.stats.other += 1;
      await settle(m, r);
    },
  );

/**
 * Every session expires (SESS-10): the clock jumps by the session lifetime, then one client signs in again
 * (a valid authenticate), so the run goes on with a session while the others hold expired tokens.
 */
const sessionsExpire = (pick: number) =>
  op(
    'sessionsExpire',
    { pick },
    () => true,
    async (m, r) => {
      r.clock.advance(SESSION_LIFETIME_MS);
      m.advance(SESSION_LIFETIME_MS);
      m.stats.other += 1;
      await settle(m, r);
      await signIn(
        m,
        r,
        choose(
          m.clients.filter((x) => x.confirmed),
          pick,
        ),
      );
    },
  );

/**
 * SRV-44: the clock jumps days to months, so interest dates and maturities pass; then one client signs in
 * again (the sessions have expired) and its first signed-in call pays whatever fell due, for every client.
 * After it: no investment that has ended is still active, every active one owes nothing yet, and each one
 * that matured was paid exactly its SRV-21 yield over the contract (interest lines plus the principal).
 */
const clockPays = (days: number, hours: number, pick: number) =>
  op(
    'clockPays',
    { days, hours, pick },
    () => true,
    async (m, r) => {
      const ms = days * DAY_MS + hours * 3_600_000;
      r.clock.advance(ms);
      m.advance(ms);
      m.stats.other += 1;
      const c = choose(
        m.clients.filter((x) => x.confirmed),
        pick,
      );
      await signIn(m, r, c);
      // The first signed-in call pays what fell due; the dashboard it answers is checked against the ledger.
      await checkDashboard(r, c);
      await settle(m, r);
      const now = r.clock.now();
      for (const inv of await r.db.investments.toArray()) {
        const label = `investment ${inv.id} (${inv.status}, end ${inv.endAt}, now ${now})`;
        expect(m.investments.get(inv.id)?.status, label).toBe(inv.status);
        if (inv.status === 'active') {
          expect(inv.endAt, label).toBeGreaterThan(now);
          expect(inv.nextPaymentAt, label).toBeGreaterThan(now);
          continue;
        }
        expect(inv.nextPaymentAt, label).toBeNull();
        if (inv.status !== 'finished') continue;
        const project = (await r.db.projects.get(inv.projectId))!;
        const interest = await r.db.entries
          .where('txId')
          .startsWith(`interest:${inv.id}:`)
          .filter((e) => e.accountId === walletAccount(inv.clientId))
          .toArray();
        const paid = interest.reduce((sum, e) => sum + e.amountMicro, 0);
        expect(paid, label).toBe(
          contractYield(inv.amountMicro, project.porcentaje_diario, inv.startAt, inv.endAt),
        );
        const principal = await r.db.entries.where('txId').equals(`maturity:${inv.id}`).toArray();
        expect(principal.find((e) => e.accountId === walletAccount(inv.clientId))?.amountMicro, label).toBe(
          inv.amountMicro,
        );
        m.stats.byName.set('matured (SRV-44)', (m.stats.byName.get('matured (SRV-44)') ?? 0) + 1);
      }
    },
  );

/** SRV-21 over a whole contract, by independent arithmetic: Bogotá days, BigInt, cents half away from zero. */
function contractYield(amountMicro: number, pd: string, startAt: number, endAt: number): number {
  const days = Math.max(0, dayOf(endAt) - dayOf(startAt));
  const [whole, fraction = ''] = pd.split('.');
  const numerator = BigInt(amountMicro) * BigInt(`${whole}${fraction}`) * BigInt(days);
  const denominator = 100n * 10n ** BigInt(fraction.length) * 10_000n;
  return Number(((numerator * 2n + denominator) / (2n * denominator)) * 10_000n);
}

/* ---- reads ---- */

const readDashboard = (pick: number) =>
  op(
    'dashboard',
    { pick },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const res = await act(m, r, {
        label: 'dashboard',
        invalid: false,
        send: () => post('/api/client/dashboard', {}, c.token!),
      });
      const id = await clientId(r, c);
      const saldos = (res.body.data as { saldos: Record<string, string>[] }).saldos[0]!;
      expect(saldos.DISPONIBLE).toBe(money(await balanceOf(r.db, walletAccount(id))));
      await settle(m, r, c);
    },
  );

const readMovements = (pick: number, page: number) =>
  op(
    'balanceList',
    { pick, page },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const res = await act(m, r, {
        label: 'balance/list',
        invalid: false,
        send: () => post('/api/client/balance/list', { page }, c.token!),
      });
      const body = res.body as unknown as {
        data: { id: number; client_id: number; saldo: string }[];
        page: number;
        total_pages: number;
        cantidad: number;
      };
      const id = await clientId(r, c);
      const all = await r.db.movements.where('[clientId+id]').between([id, 0], [id, Infinity]).primaryKeys();
      expect(body.cantidad).toBe(all.length);
      expect(body.page).toBe(Math.min(page, body.total_pages));
      expect(body.data.every((x) => x.client_id === id)).toBe(true);
      expect(body.data.map((x) => x.id)).toEqual([...body.data.map((x) => x.id)].sort((a, b) => b - a));
      if (body.page === 1 && body.data.length > 0) {
        // SRV-39: the newest line's saldo is the wallet now.
        expect(body.data[0]!.saldo).toBe(money(await balanceOf(r.db, walletAccount(id))));
      }
      await settle(m, r, c);
    },
  );

const readBeneficiaries = (pick: number, kind: 1 | 2 | 3) =>
  op(
    'beneficiarios',
    { pick, kind },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const res = await act(m, r, {
        label: 'beneficiarios',
        invalid: false,
        send: () => post('/api/client/beneficiarios', { bank_personal: String(kind) }, c.token!),
      });
      const ids = (res.body.data as { id: number }[]).map((b) => b.id);
      expect(ids).toEqual(m.beneficiariesOf(c, kind));
      await settle(m, r, c);
    },
  );

/* ---- the account statement (STMT-01..STMT-06) ---- */

/**
 * STMT-03..STMT-06: a statement of a random period (starting up to 500 days back, lasting up to 400) against
 * the ledger: its opening and closing balances are the wallet's entries before its first and after its last
 * instant, the opening plus its movements is the closing, each total is the sum of its kind's lines, and
 * comisiones are the client's withdrawal fees the ledger posted in the period.
 */
const readStatement = (pick: number, back: number, length: number) =>
  op(
    'balanceStatement',
    { pick, back, length },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const fromMs = (dayOf(r.clock.now()) - back) * DAY_MS - BOGOTA_MS;
      const toMs = fromMs + (length + 1) * DAY_MS;
      const desde = ymdOf(fromMs);
      const hasta = ymdOf(toMs - DAY_MS);
      const res = await act(m, r, {
        label: 'balance/statement',
        invalid: false,
        send: () => post('/api/client/balance/statement', { desde, hasta }, c.token!),
      });
      const s = (res.body as unknown as { data: StatementBody }).data;
      const id = await clientId(r, c);
      const wallet = await r.db.entries
        .where('[accountId+id]')
        .between([walletAccount(id), 0], [walletAccount(id), Infinity])
        .toArray();
      const walletBefore = (ms: number) =>
        wallet.filter((e) => e.at < ms).reduce((t, e) => t + e.amountMicro, 0);
      expect(s.saldo_inicial, 'saldo inicial').toBe(money(walletBefore(fromMs)));
      expect(s.saldo_final, 'saldo final').toBe(money(walletBefore(toMs)));
      const lines = (
        await r.db.movements.where('[clientId+seq]').between([id, 0], [id, Infinity]).toArray()
      ).filter((l) => l.at >= fromMs && l.at < toMs);
      expect(s.movimientos.map((l) => l.id)).toEqual(lines.map((l) => l.id));
      const sum = (rows: readonly { balanceMicro: number }[]) => rows.reduce((t, l) => t + l.balanceMicro, 0);
      expect(money(microOfText(s.saldo_inicial) + sum(lines))).toBe(s.saldo_final);
      const kinds: Record<string, string> = {
        DEPOSITO: 'depositos',
        RETIRO: 'retiros',
        INVERSION: 'inversiones',
        COMPRA: 'compras',
        VENTA: 'ventas',
        INTERES: 'intereses',
        VENCIMIENTO: 'vencimientos',
        DEVOLUCION: 'devoluciones',
        TARJETA: 'tarjetas',
      };
      for (const [type, key] of Object.entries(kinds)) {
        expect(s.totales[key], key).toBe(money(sum(lines.filter((l) => l.type === type))));
      }
      expect(s.totales.otros).toBe(money(sum(lines.filter((l) => !(l.type in kinds)))));
      const own = await r.db.withdrawals
        .where('[clientId+id]')
        .between([id, 0], [id, Infinity])
        .primaryKeys();
      const approvals = own.flatMap((w) => [`withdrawal:${w}:approve`, `seed:withdrawal:${w}:approve`]);
      const fees = (await r.db.entries.where('txId').anyOf(approvals).toArray()).filter(
        (e) => (e.accountId === 'fees' || e.accountId === 'fees-demo') && e.at >= fromMs && e.at < toMs,
      );
      expect(s.totales.comisiones, 'comisiones').toBe(money(fees.reduce((t, e) => t + e.amountMicro, 0)));
      await settle(m, r, c);
    },
  );

type StatementBody = {
  saldo_inicial: string;
  saldo_final: string;
  movimientos: { id: number }[];
  totales: Record<string, string>;
};

/* ---- the secondary market (SRV-24..SRV-28) ---- */

const BOGOTA_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;
/** Independent of the server's date helpers: the Bogotá day number, its last second and its date. */
const dayOf = (ms: number) => Math.floor((ms + BOGOTA_MS) / DAY_MS);
const endOfDayMs = (ms: number) => (dayOf(ms) + 1) * DAY_MS - BOGOTA_MS - 1000;
const ymdOf = (ms: number) => new Date(ms + BOGOTA_MS).toISOString().slice(0, 10);
const SALE_PERCENTAGES = ['100', '98', '95.5', '102', '110', '97.25', 80] as const;
const UNKNOWN_ID = 999_999;

/** Money text ('1234.56') to micro-units, without the server's parser. */
function microOfText(text: string): number {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(2, '0')) * 10_000;
}

/**
 * The client's DISPONIBLE as the server sees it now (a signed-in call settles what fell due first), asked of
 * the handlers directly like checkDashboard.
 */
async function disponible(r: Real, c: ClientModel): Promise<number> {
  const response = await getResponse(
    r.handlers,
    new Request(`${API}/api/client/dashboard`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${c.token}` },
    }),
  );
  expect(response?.status).toBe(200);
  const body = (await response!.json()) as { data: { saldos: Record<string, string>[] } };
  return microOfText(body.data.saldos[0]!.DISPONIBLE!);
}

const offerPayload = (investmentId: number, over: Record<string, unknown> = {}) => ({
  investment_id: investmentId,
  rendimiento: '0',
  date_type: 3,
  date_value: '',
  amount_percentage: '100',
  ...over,
});

const offerOk = (pick: number, which: number, variant: number) =>
  op(
    'offerOk',
    { pick, which, variant },
    (m) => m.marketClients().some((c) => m.offerable(c.id).length > 0),
    async (m, r) => {
      const c = choose(
        m.marketClients().filter((x) => m.offerable(x.id).length > 0),
        pick,
      );
      const investmentId = choose(m.offerable(c.id), which);
      const inv = m.investments.get(investmentId)!;
      const dateType = ((variant % 3) + 1) as 1 | 2 | 3;
      // 'Definido': a day from today to the investment's end day.
      const dayMs = m.now + (variant % (dayOf(inv.endAt) - dayOf(m.now) + 1)) * DAY_MS;
      await act(m, r, {
        label: 'offers/create',
        invalid: false,
        writes: true,
        send: () =>
          post(
            '/api/client/offers/create',
            offerPayload(investmentId, {
              date_type: dateType,
              date_value: dateType === 2 ? ymdOf(dayMs) : '',
              amount_percentage: choose(SALE_PERCENTAGES, variant),
            }),
            c.token!,
          ),
      });
      const created = (await r.db.offers.orderBy(':id').last())!;
      const endsAt = dateType === 1 ? endOfDayMs(m.now) : dateType === 2 ? endOfDayMs(dayMs) : null;
      expect(created).toMatchObject({ sellerId: c.id, investmentId, status: 'open', dateType, endsAt });
      m.offers.set(created.id, {
        seller: c.id!,
        investmentId,
        status: 'open',
        endsAt,
        priceMicro: created.precioVentaMicro,
      });
      await settle(m, r, c);
    },
  );

/** A purchase: valid when the buyer can pay a live offer of another client, otherwise the overpriced refusal. */
const buyOffer = (pick: number, which: number) =>
  op(
    'buyOffer',
    { pick, which },
    (m) => m.marketClients().some((c) => m.buyable(c.id).length > 0),
    async (m, r) => {
      const c = choose(
        m.marketClients().filter((x) => m.buyable(x.id).length > 0),
        pick,
      );
      const wallet = await disponible(r, c);
      const affordable = m.buyable(c.id).filter((id) => m.offers.get(id)!.priceMicro <= wallet);
      if (affordable.length === 0) {
        const offerId = choose(m.buyable(c.id), which);
        await act(m, r, {
          label: 'create_secundary (above DISPONIBLE)',
          invalid: true,
          status: 409,
          send: () => post('/api/client/investments/create_secundary', { offer_id: offerId }, c.token!),
        });
        await settle(m, r, c);
        return;
      }
      const offerId = choose(affordable, which);
      const offer = m.offers.get(offerId)!;
      await act(m, r, {
        label: 'create_secundary',
        invalid: false,
        writes: true,
        send: () => post('/api/client/investments/create_secundary', { offer_id: offerId }, c.token!),
      });
      expect(await balanceOf(r.db, walletAccount(c.id!))).toBe(wallet - offer.priceMicro);
      const bought = (await r.db.investments.orderBy(':id').last())!;
      const sold = m.investments.get(offer.investmentId)!;
      expect(bought).toMatchObject({
        clientId: c.id,
        status: 'active',
        endAt: sold.endAt,
        originOfferId: offerId,
      });
      offer.status = 'closed';
      sold.status = 'sold';
      sold.soldAt = m.now;
      m.investments.set(bought.id, { owner: c.id!, status: 'active', endAt: sold.endAt, soldAt: null });
      await settle(m, r, c);
    },
  );

const cancelOk = (pick: number, which: number) =>
  op(
    'cancelOk',
    { pick, which },
    (m) => m.marketClients().some((c) => m.liveOffers({ seller: c.id! }).length > 0),
    async (m, r) => {
      const c = choose(
        m.marketClients().filter((x) => m.liveOffers({ seller: x.id! }).length > 0),
        pick,
      );
      const offerId = choose(m.liveOffers({ seller: c.id! }), which);
      await act(m, r, {
        label: 'offers/cancel',
        invalid: false,
        writes: true,
        send: () => post(`/api/client/offers/cancel/${offerId}`, {}, c.token!),
      });
      m.offers.get(offerId)!.status = 'closed';
      await settle(m, r, c);
    },
  );

/** Refused market writes: the own offer, another client's offer, an offered investment, bad terms. */
const marketBad = (variant: number, pick: number, which: number) =>
  op(
    'marketBad',
    { variant, pick, which },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const id = await clientId(r, c);
      const own = m.liveOffers({ seller: id });
      const foreignOffers = [...m.offers].filter(([, o]) => o.seller !== id).map(([k]) => k);
      const foreignInvestments = [...m.investments].filter(([, i]) => i.owner !== id).map(([k]) => k);
      const soldOwn = [...m.investments]
        .filter(([, i]) => i.owner === id && i.status === 'sold')
        .map(([k]) => k);
      const offerable = m.offerable(id);
      const dead = m.deadOffers().filter((k) => m.sameWorld(m.offers.get(k)!.seller, id));
      const otherWorld = m.liveOffers().filter((k) => !m.sameWorld(m.offers.get(k)!.seller, id));
      const cases: [string, number, () => Promise<CallResult<Body>>][] = [
        [
          'offers/cancel (not own)',
          404,
          () =>
            post(`/api/client/offers/cancel/${choose([...foreignOffers, UNKNOWN_ID], which)}`, {}, c.token!),
        ],
        [
          'offers/create (not own)',
          404,
          () =>
            post(
              '/api/client/offers/create',
              offerPayload(choose([...foreignInvestments, UNKNOWN_ID], which)),
              c.token!,
            ),
        ],
        [
          'create_secundary (unknown)',
          404,
          () => post('/api/client/investments/create_secundary', { offer_id: UNKNOWN_ID }, c.token!),
        ],
      ];
      if (own.length > 0) {
        const offerId = choose(own, which);
        cases.push(
          [
            'create_secundary (own offer)',
            422,
            () => post('/api/client/investments/create_secundary', { offer_id: offerId }, c.token!),
          ],
          [
            'offers/create (offered twice)',
            409,
            () =>
              post('/api/client/offers/create', offerPayload(m.offers.get(offerId)!.investmentId), c.token!),
          ],
        );
      }
      if (otherWorld.length > 0) {
        // SRV-50: another world's live offer is refused as if it did not exist.
        const offerId = choose(otherWorld, which);
        cases.push([
          'create_secundary (other world)',
          404,
          () => post('/api/client/investments/create_secundary', { offer_id: offerId }, c.token!),
        ]);
      }
      if (dead.length > 0) {
        const offerId = choose(dead, which);
        cases.push([
          'create_secundary (closed offer)',
          409,
          () => post('/api/client/investments/create_secundary', { offer_id: offerId }, c.token!),
        ]);
      }
      if (soldOwn.length > 0) {
        cases.push([
          'offers/create (sold)',
          409,
          () => post('/api/client/offers/create', offerPayload(choose(soldOwn, which)), c.token!),
        ]);
      }
      if (offerable.length > 0) {
        const investmentId = choose(offerable, which);
        const bad: Record<string, unknown>[] = [
          { amount_percentage: '0' },
          { amount_percentage: '1e3' },
          { amount_percentage: '' },
          { date_type: 2, date_value: '' },
          { date_type: 2, date_value: ymdOf(m.now - DAY_MS) },
          { date_type: 2, date_value: ymdOf(m.investments.get(investmentId)!.endAt + DAY_MS) },
          { date_type: 5 },
        ];
        cases.push([
          'offers/create (bad terms)',
          422,
          () => post('/api/client/offers/create', offerPayload(investmentId, choose(bad, which)), c.token!),
        ]);
      }
      const [label, status, send] = choose(cases, variant);
      await act(m, r, { label, invalid: true, status, send });
      await settle(m, r, c);
    },
  );

/** A primary investment (API-27): the market's supply of offerable investments; refused above DISPONIBLE. */
const investPrimary = (pick: number, which: number, variant: number) =>
  op(
    'investPrimary',
    { pick, which, variant },
    (m) => m.marketClients().length > 0,
    async (m, r) => {
      const c = choose(m.marketClients(), pick);
      // SRV-50: each world has its own invested amount.
      const real = m.realIds.has(await clientId(r, c));
      const invested = (p: ProjectRecord) =>
        real ? p.invertidoMicro : (p.demoInvertidoMicro ?? p.invertidoMicro);
      const open = (await r.db.projects.toArray()).filter(
        (p) =>
          p.status === 'ACTIVO' &&
          p.startAt <= m.now &&
          m.now < p.endAt &&
          m.now <= p.maxInvestmentAt &&
          p.amountMicro - invested(p) - p.reservedMicro > 0,
      );
      const project = choose(open, which);
      const available = project.amountMicro - invested(project) - project.reservedMicro;
      const amountMicro = Math.min(available, (50 + (variant % 40) * 25) * 1_000_000);
      const amount = money(amountMicro);
      const wallet = await disponible(r, c);
      const send = () =>
        post<Body>('/api/client/investments/create', { project_id: project.id, amount }, c.token!);
      if (amountMicro > wallet) {
        await act(m, r, { label: 'investments/create (above DISPONIBLE)', invalid: true, status: 409, send });
        await settle(m, r, c);
        return;
      }
      await act(m, r, { label: 'investments/create', invalid: false, writes: true, send });
      const created = (await r.db.investments.orderBy(':id').last())!;
      expect(created).toMatchObject({ clientId: c.id, projectId: project.id, amountMicro, status: 'active' });
      m.investments.set(created.id, { owner: c.id!, status: 'active', endAt: created.endAt, soldAt: null });
      await settle(m, r, c);
    },
  );

const readMarket = (pick: number, page: number) =>
  op(
    'readMarket',
    { pick, page },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const id = await clientId(r, c);
      const res = await act(m, r, {
        label: 'projects/secundario',
        invalid: false,
        send: () => post('/api/client/projects/secundario', { page }, c.token!),
      });
      const body = res.body as unknown as { data: { offer_id: number }[]; page: number; cantidad: number };
      const expected = m.liveOffers({ notSeller: id, worldOf: id });
      expect(body.cantidad).toBe(expected.length);
      const shown = Math.min(page, Math.max(1, Math.ceil(expected.length / 10)));
      expect(body.page).toBe(shown);
      expect(body.data.map((o) => o.offer_id)).toEqual(expected.slice((shown - 1) * 10, shown * 10));
      await settle(m, r, c);
    },
  );

const readOwnMarket = (pick: number, sold: boolean) =>
  op(
    'readOwnMarket',
    { pick, sold },
    (m) => m.withSession().length > 0,
    async (m, r) => {
      const c = choose(m.withSession(), pick);
      const id = await clientId(r, c);
      const path = sold ? '/api/client/investments/sold' : '/api/client/offers';
      const res = await act(m, r, {
        label: sold ? 'investments/sold' : 'offers',
        invalid: false,
        send: () => post(path, {}, c.token!),
      });
      const data = (
        res.body as unknown as { data: { datos: { id: number }[]; totales: { cantidad: number } } }
      ).data;
      const expected = sold
        ? [...m.investments]
            .filter(([, i]) => i.owner === id && i.status === 'sold')
            .sort(([a, x], [b, y]) => y.soldAt! - x.soldAt! || b - a)
            .map(([k]) => k)
        : m.liveOffers({ seller: id });
      expect(data.totales.cantidad).toBe(expected.length);
      expect(data.datos.map((x) => x.id)).toEqual(expected.slice(0, 10));
      await settle(m, r, c);
    },
  );

/* ---- the command list: markets and money flows append theirs here ---- */

const pick = fc.nat({ max: 999 });
const variant = fc.nat({ max: 99 });

const COMMANDS: fc.WeightedArbitrary<Command>[] = [
  // identity: valid
  { weight: 20, arbitrary: fc.nat({ max: NEW_EMAILS.length - 1 }).map(registerOk) },
  { weight: 20, arbitrary: pick.map(activateOk) },
  { weight: 40, arbitrary: pick.map(authenticateOk) },
  { weight: 10, arbitrary: fc.tuple(variant, pick).map(([v, p]) => forgotOrResend(v, p)) },
  { weight: 20, arbitrary: fc.tuple(pick, fc.boolean()).map(([p, h]) => updateOk(p, h)) },
  { weight: 10, arbitrary: pick.map(changePasswordOk) },
  { weight: 10, arbitrary: pick.map(kycOk) },
  // identity: invalid
  { weight: 10, arbitrary: fc.tuple(variant, pick).map(([v, p]) => registerBad(v, p)) },
  { weight: 5, arbitrary: variant.map(activateBad) },
  { weight: 10, arbitrary: fc.tuple(variant, pick).map(([v, p]) => authenticateBad(v, p)) },
  { weight: 10, arbitrary: fc.tuple(variant, pick).map(([v, p]) => updateBad(v, p)) },
  { weight: 10, arbitrary: fc.tuple(variant, pick).map(([v, p]) => changePasswordBad(v, p)) },
  { weight: 10, arbitrary: fc.tuple(variant, pick).map(([v, p]) => kycBad(v, p)) },
  // beneficiaries
  {
    weight: 50,
    arbitrary: fc.tuple(variant, pick, fc.boolean()).map(([v, p, s]) => beneficiaryCreateOk(v, p, s)),
  },
  { weight: 20, arbitrary: fc.tuple(pick, pick).map(([p, w]) => beneficiaryDeleteOk(p, w)) },
  { weight: 20, arbitrary: fc.tuple(variant, pick).map(([v, p]) => beneficiaryCreateBad(v, p)) },
  { weight: 15, arbitrary: fc.tuple(variant, pick, pick).map(([v, p, w]) => beneficiaryDeleteBad(v, p, w)) },
  // sessions
  {
    weight: 15,
    arbitrary: fc
      .tuple(fc.nat({ max: 2 }), fc.nat({ max: sessionCalls.length - 1 }), pick)
      .map(([v, c, p]) => withoutSession(v, c, p)),
  },
  { weight: 20, arbitrary: fc.integer({ min: 1_000, max: 3 * 3_600_000 }).map(advanceClock) },
  { weight: 3, arbitrary: pick.map(sessionsExpire) },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 120 }), fc.nat({ max: 23 }), pick)
      .map(([d, h, p]) => clockPays(d, h, p)),
  },
  // reads
  // secondary market: valid (a purchase nobody can pay turns into the refused one, see buyOffer)
  {
    weight: 40,
    arbitrary: fc.tuple(pick, pick, variant).map(([p, w, v]) => offerOk(p, w, v)),
  },
  { weight: 45, arbitrary: fc.tuple(pick, pick).map(([p, w]) => buyOffer(p, w)) },
  { weight: 25, arbitrary: fc.tuple(pick, pick, variant).map(([p, w, v]) => investPrimary(p, w, v)) },
  { weight: 15, arbitrary: fc.tuple(pick, pick).map(([p, w]) => cancelOk(p, w)) },
  { weight: 20, arbitrary: fc.tuple(pick, fc.integer({ min: 1, max: 3 })).map(([p, g]) => readMarket(p, g)) },
  { weight: 15, arbitrary: fc.tuple(pick, fc.boolean()).map(([p, s]) => readOwnMarket(p, s)) },
  // secondary market: invalid
  { weight: 30, arbitrary: fc.tuple(variant, pick, pick).map(([v, p, w]) => marketBad(v, p, w)) },
  { weight: 30, arbitrary: pick.map(readDashboard) },
  {
    weight: 30,
    arbitrary: fc.tuple(pick, fc.integer({ min: 1, max: 12 })).map(([p, g]) => readMovements(p, g)),
  },
  {
    weight: 30,
    arbitrary: fc
      .tuple(pick, fc.constantFrom(1 as const, 2 as const, 3 as const))
      .map(([p, k]) => readBeneficiaries(p, k)),
  },
  {
    weight: 30,
    arbitrary: fc
      .tuple(pick, fc.nat({ max: 500 }), fc.nat({ max: 400 }))
      .map(([p, b, l]) => readStatement(p, b, l)),
  },
];

/* =============================================== suites ============================================== */

const RUNS = Number(process.env.PROPERTY_RUNS ?? 50);
const SEED = Number(process.env.PROPERTY_SEED ?? 20_261_122);
const PATH = process.env.PROPERTY_PATH;
/** Commands generated beyond a run's length, to stand in for those that do not apply. */
const SPARE = 40;
/** Runs 1, 6, 11...: the thorough runs (see the top of this file). */
const THOROUGH_EVERY = 5;

describe('ledger properties', () => {
  it(`SRV-50 STMT-03 STMT-04 STMT-05 STMT-06 keeps the ledger balanced (every statement of a random period agreeing with it) and the real world apart from the demo one, and refuses every invalid operation without a change, over ${RUNS} runs of 50-100 operations`, async () => {
    const stats: Stats = {
      valid: 0,
      invalid: 0,
      other: 0,
      audits: 0,
      dashboards: 0,
      netReturns: 0,
      byName: new Map(),
    };
    const executed: number[] = [];
    let runs = 0;
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 50, max: 100 }),
        fc.array(fc.oneof(...COMMANDS), { minLength: 100 + SPARE, maxLength: 100 + SPARE }),
        async (length, cmds) => {
          runs += 1;
          const real = await freshServer(runs % THOROUGH_EVERY === 1);
          const model = await initialModel(real, stats);
          // Commands that do not apply to the model (say, deleting when nothing is left) are passed over,
          // so that exactly `length` operations run.
          for (const cmd of cmds) {
            if (model.executed === length) break;
            if (cmd.check(model)) await cmd.run(model, real);
          }
          await settleRun(model, real);
          expect(model.executed, 'too many commands passed over').toBe(length);
          executed.push(model.executed);
        },
      ),
      {
        numRuns: PATH ? 1 : RUNS,
        seed: SEED,
        ...(PATH ? { path: PATH } : {}),
        endOnFailure: !process.env.PROPERTY_SHRINK,
      },
    );
    const total = stats.valid + stats.invalid;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `ledger properties: seed ${SEED}, ${executed.length} runs in ${seconds} s; operations per run ${Math.min(...executed)}-${Math.max(...executed)} (mean ${(executed.reduce((a, b) => a + b, 0) / executed.length).toFixed(1)}); ${stats.valid} valid, ${stats.invalid} invalid (${((100 * stats.invalid) / total).toFixed(1)} %), ${stats.other} clock moves; ${stats.audits} ledger audits, ${stats.dashboards} dashboard checks, ${stats.netReturns} net return checks`,
    );
    console.log([...stats.byName].map(([k, v]) => `${k}: ${v}`).join(', '));
    if (!PATH) {
      expect(executed.length).toBe(RUNS);
      expect(Math.min(...executed)).toBeGreaterThanOrEqual(50);
      expect(stats.invalid / total).toBeGreaterThan(0.18);
      expect(stats.invalid / total).toBeLessThan(0.35);
      for (const name of [
        'register',
        'activation',
        'authenticate',
        'update',
        'changepassword',
        'kyc',
        'beneficiario_create',
        'beneficiario_delete',
        'dashboard',
        'balance/list',
        'beneficiarios',
        'revoked token',
        'expired token',
        'beneficiario_delete (not own)',
        'investments/create',
        'offers/create',
        'create_secundary',
        'offers/cancel',
        'projects/secundario',
        'offers',
        'investments/sold',
        'create_secundary (own offer)',
        'create_secundary (other world)',
        'offers/cancel (not own)',
        'offers/create (offered twice)',
        'offers/create (bad terms)',
        'matured (SRV-44)',
      ]) {
        expect(stats.byName.get(name) ?? 0, name).toBeGreaterThan(0);
      }
    }
  }, 600_000);
});

/* ---- b) atomicity ---- */

interface WriteCall {
  name: string;
  /** Prepares what the call needs (a session, an activation link) and returns the call itself. */
  prepare(r: Real): Promise<() => Promise<CallResult<Body>>>;
}

async function loginAs(key: (typeof personas)[number]['key']): Promise<string> {
  const p = persona(key);
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: p.email,
    password: p.password,
  });
  return body.success.token;
}

const WRITE_CALLS: WriteCall[] = [
  {
    name: 'register',
    prepare: async () => () =>
      post('/api/client/register', {
        referido: '',
        name: 'Ana Atómica',
        email: 'ana.atomica@correo.test',
        password: 'clave123',
        origen: 'Google',
      }),
  },
  {
    name: 'activation',
    prepare: async () => {
      const mail = await post<{ data: { link: string }[] }>('/api/simulador/correo', {
        email: persona('pendiente').email,
      });
      const link = mail.body.data[0]!.link;
      return () => get(`/api/client${link}`);
    },
  },
  {
    name: 'authenticate',
    prepare: async () => {
      await loginAs('demo');
      const p = persona('demo');
      return () => post('/api/client/authenticate', { email: p.email, password: p.password });
    },
  },
  {
    name: 'forgotpassword',
    prepare: async () => () => post('/api/client/forgotpassword', { email: persona('demo').email }),
  },
  {
    name: 'resend_email',
    prepare: async () => () => post('/api/cliente/resend_email', { email: persona('pendiente').email }),
  },
  {
    name: 'update',
    prepare: async () => {
      const token = await loginAs('nuevo');
      return () => post('/api/client/update', { datos: { name: 'Lucía F.', telephone: '300' } }, token);
    },
  },
  {
    name: 'changepassword',
    prepare: async () => {
      const token = await loginAs('demo');
      return () =>
        post(
          '/api/client/changepassword',
          { current_password: 'demo1234', new_password: 'nueva123', confirm_password: 'nueva123' },
          token,
        );
    },
  },
  {
    name: 'kyc',
    prepare: async () => {
      const token = await loginAs('verificando');
      return () => postForm('/api/client/kyc', kycFiles(), token);
    },
  },
  ...goodBeneficiaries.map((payload, i) => ({
    name: `beneficiario_create #${i + 1} (bank_personal ${payload.bank_personal})`,
    prepare: async () => {
      const token = await loginAs('demo');
      return () => post<Body>('/api/client/beneficiario_create', payload, token);
    },
  })),
  {
    name: 'beneficiario_delete',
    prepare: async (r) => {
      const token = await loginAs('inversor');
      const own = (await r.db.beneficiaries.toArray()).find((b) => b.clientId === persona('inversor').id)!;
      return () => post(`/api/client/beneficiario_delete/${own.id}`, {}, token);
    },
  },
  {
    name: 'offers/create',
    prepare: async (r) => {
      const token = await loginAs('demo');
      const inv = (await r.db.investments.toArray()).find(
        (i) => i.clientId === persona('demo').id && i.status === 'active' && i.mercado_secundario === 0,
      )!;
      return () =>
        post('/api/client/offers/create', offerPayload(inv.id, { amount_percentage: '105' }), token);
    },
  },
  {
    // A day later: the expiry sweep (SRV-25) and the due approvals write before the cancel does.
    name: 'offers/cancel, a day later',
    prepare: async (r) => {
      r.clock.advance(DAY_MS);
      const token = await loginAs('demo');
      const own = (await r.db.offers.toArray()).find(
        (o) => o.sellerId === persona('demo').id && o.status === 'open' && o.endsAt === null,
      )!;
      return () => post(`/api/client/offers/cancel/${own.id}`, {}, token);
    },
  },
  {
    name: 'create_secundary',
    prepare: async (r) => {
      const token = await loginAs('inversor');
      const wallet = await balanceOf(r.db, walletAccount(persona('inversor').id));
      // SRV-50: an offer of Andrés's world (real).
      const real = new Set(
        (await r.db.clients.toArray()).filter((c) => c.demo_status !== 'active').map((c) => c.id),
      );
      const offer = (await r.db.offers.toArray()).find(
        (o) =>
          o.status === 'open' &&
          o.sellerId !== persona('inversor').id &&
          real.has(o.sellerId) &&
          o.precioVentaMicro <= wallet,
      )!;
      return () => post('/api/client/investments/create_secundary', { offer_id: offer.id }, token);
    },
  },
  {
    // A read that writes: a day later it expires the offers whose end has passed (SRV-25).
    name: 'projects/secundario, a day later',
    prepare: async (r) => {
      r.clock.advance(DAY_MS);
      const token = await loginAs('inversor');
      return () => post('/api/client/projects/secundario', { page: 1 }, token);
    },
  },
];

describe('atomicity: a failure injected at any write of a request leaves the store as it was', () => {
  it.each(WRITE_CALLS.map((w) => [w.name, w] as const))(
    '%s answers 500 with the Spanish internal-error message and changes nothing, at each of its writes',
    async (_name, write) => {
      const r = await freshServer();
      const call = await write.prepare(r);
      const injector = await installFailureInjection(r.db);
      let injected = 0;
      let succeeded = false;
      // after the 1st write, before the 2nd, after the 2nd, ... until the call runs out of writes.
      const points = (k: number) => [{ after: k }, { before: k + 1 }];
      // A day after the seed a request first settles every operation that fell due (approvals, payments).
      for (let k = 1; !succeeded && k <= 40; k += 1) {
        for (const point of points(k)) {
          const before = await stateOf(r.db);
          injector.arm(point);
          const fired = injector.fired;
          const { result, logged } = await collectServerErrors(call);
          injector.disarm();
          if (injector.fired === fired) {
            expect(result.status, JSON.stringify(result.body)).toBe(200);
            expect(logged).toEqual([]);
            succeeded = true;
            break;
          }
          injected += 1;
          expect(result.status, JSON.stringify(point)).toBe(500);
          expect(result.body).toMatchObject({
            message: INTERNAL_ERROR_MESSAGE,
            data: { message: INTERNAL_ERROR_MESSAGE },
          });
          expect(logged.join('\n')).toContain(INJECTED_FAILURE_MESSAGE);
          expect(await stateOf(r.db), `${JSON.stringify(point)} left a write behind`).toBe(before);
        }
      }
      expect(succeeded).toBe(true);
      expect(injected).toBeGreaterThanOrEqual(1);
      await injector.uninstall();
    },
  );
});
