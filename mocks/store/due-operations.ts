/**
 * Time-based approvals and payments, evaluated on each read (SRV-32, SRV-35, SRV-44): every deposit and
 * withdrawal in process whose delay has passed by `now` is approved through the ledger, and every interest
 * payment and maturity of an active investment that has fallen due is paid (payment-repo.ts). The middleware runs this inside each
 * signed-in request's transaction before the handler, so every answer already sees the approvals; a refused
 * request rolls them back with everything else and the next request settles them again.
 *
 * Each event is dated when it fell due, not when it was noticed, and they are applied in that order, so
 * the statement's running saldo stays chronological. Their fixed txIds make a second approval or payment
 * impossible. Everything is read through an index, so the cost follows what is due, not the table sizes.
 */
import Dexie, { type Collection, type Table } from 'dexie';
import { DEPOSIT_APPROVAL_DELAY_MS, depositApproval, depositDueAt, isDepositDue } from '../domain/deposits';
import {
  WITHDRAWAL_APPROVAL_DELAY_MS,
  isWithdrawalDue,
  withdrawalDueAt,
  withdrawalPayout,
} from '../domain/withdrawals';
import { worldOf } from '../domain/worlds';
import type { StoreDb } from './db';
import { markDepositApproved } from './deposit-repo';
import { postTransfer, recordMovement } from './ledger-repo';
import { duePayments, makePayment, type DuePayment } from './payment-repo';
import { applyStrategyWork, findStrategyWork, type StrategyWork } from './strategy-repo';
import type { DepositRecord, WithdrawalRecord } from './records';
import { markWithdrawalApproved } from './withdrawal-repo';
import { held } from './held';
import { recordNovedad } from './novedad-repo';

export interface Settled {
  deposits: number[];
  withdrawals: number[];
  /** Investment ids, one per interest payment or maturity made (an investment may appear more than once). */
  payments: number[];
}

const IN_PROCESS = 'EN PROCESO';
const COMPOUND = '[status+createdAt]';

/**
 * The rows still in process created at or before `createdBy`, by index. With a [status+createdAt] index
 * (a later schema version may add one) only the due rows are read; with schema v2's status index, the rows
 * in process, which stay few because every signed-in request approves the due ones. Never a whole table.
 */
function inProcessBy<T extends { status: string; createdAt: number }>(
  table: Table<T, number>,
  createdBy: number,
): Collection<T, number> {
  if (table.schema.idxByName[COMPOUND]) {
    return table.where(COMPOUND).between([IN_PROCESS, Dexie.minKey], [IN_PROCESS, createdBy], true, true);
  }
  return table.where('status').equals(IN_PROCESS);
}

async function dueDeposits(db: StoreDb, now: number): Promise<DepositRecord[]> {
  // Read as one range, then filtered: a filter inside the query would walk a cursor row by row.
  const rows = (await inProcessBy(db.deposits, now - DEPOSIT_APPROVAL_DELAY_MS).toArray()) as DepositRecord[];
  return rows.filter((d) => isDepositDue(d, now));
}

async function dueWithdrawals(db: StoreDb, now: number): Promise<WithdrawalRecord[]> {
  const rows = (await inProcessBy(
    db.withdrawals,
    now - WITHDRAWAL_APPROVAL_DELAY_MS,
  ).toArray()) as WithdrawalRecord[];
  return rows.filter((w) => isWithdrawalDue(w, now));
}

type Due =
  | { at: number; deposit: DepositRecord }
  | { at: number; withdrawal: WithdrawalRecord }
  | { at: number; payment: DuePayment }
  | { at: number; strategy: StrategyWork };

/**
 * Same-time events: approvals before payments, then (AUTO-05, AUTO-10) a project's opening, the strategies'
 * investments in it and their note that they looked; then by record id (a payment's own order is kept).
 */
const strategyRank = (w: StrategyWork) => ('opening' in w ? 3 : 'run' in w ? 4 : 5);
const rankOf = (d: Due) =>
  'deposit' in d ? 0 : 'withdrawal' in d ? 1 : 'payment' in d ? 2 : strategyRank(d.strategy);
const strategyWorkId = (w: StrategyWork) =>
  'opening' in w ? w.opening : 'run' in w ? w.run.projectId * 1_000_000 + w.run.strategyId : w.looked;
const idOf = (d: Due) =>
  'deposit' in d
    ? d.deposit.id
    : 'withdrawal' in d
      ? d.withdrawal.id
      : 'payment' in d
        ? d.payment.investmentId
        : strategyWorkId(d.strategy);

/**
 * Everything due by `now`, in the order it is applied. Only reads: a read-only request uses it to see whether
 * it must become a writing one (route.ts).
 */
export async function findDueOperations(db: StoreDb, now: number): Promise<Due[]> {
  const [deposits, withdrawals, payments, strategyWork] = await Promise.all([
    dueDeposits(db, now),
    dueWithdrawals(db, now),
    duePayments(db, now),
    findStrategyWork(db, now),
  ]);
  // A stable sort: an investment's payments arrive in their own order and keep it.
  return [
    ...deposits.map((deposit) => ({ at: depositDueAt(deposit), deposit })),
    ...withdrawals.map((withdrawal) => ({ at: withdrawalDueAt(withdrawal), withdrawal })),
    ...payments.map((payment) => ({ at: payment.payment.dueAt, payment })),
    ...strategyWork.map((strategy) => ({ at: strategy.at, strategy })),
  ].sort((a, b) => a.at - b.at || rankOf(a) - rankOf(b) || idOf(a) - idOf(b));
}

export async function settleDueOperations(db: StoreDb, now: number): Promise<Settled> {
  const settled: Settled = { deposits: [], withdrawals: [], payments: [] };
  for (const item of await findDueOperations(db, now)) {
    if ('deposit' in item) {
      const { transfer, movement } = depositApproval(item.deposit, item.at);
      await postTransfer(db, transfer);
      await recordMovement(db, movement);
      await markDepositApproved(db, item.deposit.id, item.at);
      // NEWS-01: the client's news and its e-mail, in this transaction.
      await recordNovedad(
        db,
        item.deposit.clientId,
        { tipo: 'deposito', montoMicro: item.deposit.amountMicro },
        item.at,
      );
      settled.deposits.push(item.deposit.id);
    } else if ('withdrawal' in item) {
      const owner = await db.clients.get(item.withdrawal.clientId);
      const world = owner ? worldOf(owner) : 'real';
      await postTransfer(db, withdrawalPayout(item.withdrawal, item.at, world));
      await markWithdrawalApproved(db, item.withdrawal, item.at);
      await recordNovedad(
        db,
        item.withdrawal.clientId,
        { tipo: 'retiro', montoMicro: item.withdrawal.netMicro },
        item.at,
      );
      settled.withdrawals.push(item.withdrawal.id);
    } else if ('payment' in item) {
      await makePayment(db, item.payment);
      await recordPaymentNews(db, item.payment);
      settled.payments.push(item.payment.investmentId);
    } else {
      await applyStrategyWork(db, item.strategy);
    }
  }
  return settled;
}

/** NEWS-01: an interest payment's news, and on the last payment the principal's. */
const recordPaymentNews = held(async function recordPaymentNews(db: StoreDb, due: DuePayment): Promise<void> {
  const { clientId, projectName: proyecto, payment } = due;
  if (payment.interestMicro > 0)
    await recordNovedad(
      db,
      clientId,
      { tipo: 'interes', proyecto, montoMicro: payment.interestMicro },
      payment.dueAt,
    );
  if (payment.final)
    await recordNovedad(
      db,
      clientId,
      { tipo: 'vencimiento', proyecto, montoMicro: due.terms.amountMicro },
      payment.dueAt,
    );
});
