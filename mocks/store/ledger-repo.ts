/**
 * The ledger in the store. Every function runs inside the caller's read-write transaction and awaits only
 * Dexie, so a request's transfer, its movement and the records that explain them commit or roll back together.
 */
import Dexie from 'dexie';
import {
  LedgerError,
  applyLegs,
  mayGoNegative,
  parseAccountId,
  sharedAccountWorld,
  transferProblem,
  walletAccount,
  type Transfer,
} from '../domain/ledger';
import { Refusal } from '../domain/refusal';
import { mixedWorldsProblem, worldOf, type World } from '../domain/worlds';
import type { StoreDb } from './db';
import type { AccountRecord, EntryRecord, MovementRecord, NewRecord } from './records';

/** Sent when a transfer would leave a client's account below zero (the handler's own check came first). */
export const INSUFFICIENT_FUNDS_MESSAGE = 'Saldo insuficiente para realizar la operación.';

async function newAccount(db: StoreDb, accountId: string): Promise<AccountRecord> {
  const parsed = parseAccountId(accountId);
  if (!parsed) throw new LedgerError(`Cuenta desconocida: ${accountId}`);
  let clientId: number | null = null;
  if (parsed.kind === 'card') clientId = (await db.cards.get(parsed.ownerId!))?.clientId ?? null;
  else if (parsed.ownerId !== null) clientId = parsed.ownerId;
  return { id: accountId, kind: parsed.kind, clientId, balanceMicro: 0 };
}

/**
 * SRV-50: the world of each account, from its owner's demo_status (a card's from its holder's); shared
 * accounts by name, the outside world none. An account whose client is unknown counts as the outside.
 */
async function worldsOf(db: StoreDb, accounts: readonly AccountRecord[]): Promise<Map<string, World | null>> {
  const clientIds = [...new Set(accounts.flatMap((a) => (a.clientId === null ? [] : [a.clientId])))];
  const clients = clientIds.length > 0 ? await db.clients.bulkGet(clientIds) : [];
  const byId = new Map(clientIds.map((id, i) => [id, clients[i]]));
  return new Map(
    accounts.map((a) => {
      const client = a.clientId === null ? undefined : byId.get(a.clientId);
      return [a.id, client ? worldOf(client) : sharedAccountWorld(a.id)];
    }),
  );
}

/** SRV-50: throws LedgerError when the transfer has accounts of both worlds (a programming error). */
function checkOneWorld(transfer: Transfer, worlds: ReadonlyMap<string, World | null>): void {
  const problem = mixedWorldsProblem(
    transfer.legs.map((l) => ({ accountId: l.accountId, world: worlds.get(l.accountId) ?? null })),
  );
  if (problem) throw new LedgerError(`Transferencia ${transfer.txId} no válida: ${problem}`);
}

/**
 * Posts a transfer: creates the accounts it names that do not exist yet, appends one entry per leg and
 * updates each balance. Throws LedgerError for a malformed transfer, a txId already posted or accounts of
 * both worlds (SRV-50), and a
 * Refusal (409) when a client's account (wallet, hold, invested, card) would go below zero; either way
 * nothing is written, and the caller's transaction is rolled back by the throw.
 */
export async function postTransfer(db: StoreDb, transfer: Transfer): Promise<void> {
  const problem = transferProblem(transfer);
  if (problem) throw new LedgerError(`Transferencia ${transfer.txId} no válida: ${problem}`);
  if ((await db.entries.where('txId').equals(transfer.txId).count()) > 0) {
    throw new LedgerError(`La transferencia ${transfer.txId} ya fue registrada`);
  }
  const ids = transfer.legs.map((l) => l.accountId);
  const stored = await db.accounts.bulkGet(ids);
  const accounts: AccountRecord[] = [];
  for (let i = 0; i < ids.length; i += 1) accounts.push(stored[i] ?? (await newAccount(db, ids[i]!)));
  checkOneWorld(transfer, await worldsOf(db, accounts));

  const next = applyLegs(new Map(accounts.map((a) => [a.id, a.balanceMicro])), transfer);
  for (const account of accounts) {
    const balance = next.get(account.id)!;
    if (balance < 0 && !mayGoNegative(account.kind)) throw new Refusal(409, INSUFFICIENT_FUNDS_MESSAGE);
    account.balanceMicro = balance;
  }
  await db.accounts.bulkPut(accounts);
  await db.entries.bulkAdd(
    transfer.legs.map((leg) => ({
      txId: transfer.txId,
      accountId: leg.accountId,
      amountMicro: leg.amountMicro,
      at: transfer.at,
    })),
  );
}

/** A money event for postEvents: an optional transfer and the statement lines written after it. */
export interface LedgerEvent {
  transfer: Transfer | null;
  movements: MovementInput[];
}

/**
 * Posts many events in order with the same checks as postTransfer and recordMovement, reading and writing
 * each table once (the seed replays its whole history this way). Each movement's saldo is the wallet
 * balance after its event's transfer. Throws, writing nothing, on the first event that postTransfer would
 * refuse.
 */
export async function postEvents(db: StoreDb, events: readonly LedgerEvent[]): Promise<void> {
  const transfers = events.flatMap((e) => (e.transfer ? [e.transfer] : []));
  const txIds = new Set<string>();
  for (const t of transfers) {
    const problem = transferProblem(t);
    if (problem) throw new LedgerError(`Transferencia ${t.txId} no válida: ${problem}`);
    if (txIds.has(t.txId)) throw new LedgerError(`La transferencia ${t.txId} está repetida`);
    txIds.add(t.txId);
  }
  if (
    txIds.size > 0 &&
    (await db.entries
      .where('txId')
      .anyOf([...txIds])
      .count()) > 0
  ) {
    throw new LedgerError('Una de las transferencias ya fue registrada');
  }
  const legIds = [...new Set(transfers.flatMap((t) => t.legs.map((l) => l.accountId)))];
  const walletIds = [...new Set(events.flatMap((e) => e.movements.map((m) => walletAccount(m.clientId))))];
  const ids = [...new Set([...legIds, ...walletIds])];
  const stored = await db.accounts.bulkGet(ids);
  const accounts = new Map<string, AccountRecord>();
  stored.forEach((a) => a && accounts.set(a.id, a));
  for (const id of legIds) if (!accounts.has(id)) accounts.set(id, await newAccount(db, id));

  const worlds = await worldsOf(db, [...accounts.values()]);
  for (const t of transfers) checkOneWorld(t, worlds);
  const balances = new Map([...accounts].map(([id, a]) => [id, a.balanceMicro]));
  const statementClients = [...new Set(events.flatMap((e) => e.movements.map((m) => m.clientId)))];
  const lastSeqs = new Map(
    await Promise.all(statementClients.map(async (id) => [id, await lastStatementSeq(db, id)] as const)),
  );
  const entries: NewRecord<EntryRecord>[] = [];
  const movements: NewRecord<MovementRecord>[] = [];
  for (const event of events) {
    const t = event.transfer;
    if (t) {
      for (const [id, balance] of applyLegs(balances, t)) {
        if (balance < 0 && !mayGoNegative(accounts.get(id)!.kind))
          throw new Refusal(409, INSUFFICIENT_FUNDS_MESSAGE);
        balances.set(id, balance);
      }
      for (const leg of t.legs)
        entries.push({ txId: t.txId, accountId: leg.accountId, amountMicro: leg.amountMicro, at: t.at });
    }
    for (const m of event.movements) {
      const seq = (lastSeqs.get(m.clientId) ?? 0) + 1;
      lastSeqs.set(m.clientId, seq);
      movements.push(movementOf(m, balances.get(walletAccount(m.clientId)) ?? 0, seq));
    }
  }
  const touched = legIds.map((id) => ({ ...accounts.get(id)!, balanceMicro: balances.get(id)! }));
  await db.accounts.bulkPut(touched);
  await db.entries.bulkAdd(entries);
  await db.movements.bulkAdd(movements);
}

/** The number of the client's newest statement line: the statement's length (0 when it has none). */
export async function lastStatementSeq(db: StoreDb, clientId: number): Promise<number> {
  const newest = await db.movements
    .where('[clientId+seq]')
    .between([clientId, Dexie.minKey], [clientId, Dexie.maxKey])
    .last();
  return newest?.seq ?? 0;
}

function movementOf(input: MovementInput, saldoMicro: number, seq: number): NewRecord<MovementRecord> {
  if (!Number.isSafeInteger(input.balanceMicro))
    throw new LedgerError(`Importe no entero: ${input.balanceMicro}`);
  return {
    clientId: input.clientId,
    seq,
    code: input.code ?? null,
    description: input.description,
    balanceMicro: input.balanceMicro,
    saldoMicro,
    status: input.status ?? 'APROBADO',
    type: input.type,
    notes: input.notes ?? '',
    currency_tag: input.currency_tag ?? 'USDT',
    at: input.at,
  };
}

/** An account's balance; 0 for an account that has never been used. */
export async function balanceOf(db: StoreDb, accountId: string): Promise<number> {
  return (await db.accounts.get(accountId))?.balanceMicro ?? 0;
}

export interface MovementInput {
  clientId: number;
  /** Signed amount for the client (ENT-03 balance): negative for money leaving the wallet. */
  balanceMicro: number;
  description: string;
  type: string;
  at: number;
  code?: string | null;
  status?: string;
  notes?: string;
  currency_tag?: string;
}

/**
 * Appends a line to the client's statement (SRV-39). Its saldo is the wallet balance after the event, so
 * call it after posting the event's transfer, in the same transaction.
 */
export async function recordMovement(
  db: StoreDb,
  input: MovementInput,
): Promise<MovementRecord & { id: number }> {
  const [walletMicro, lastSeq] = await Promise.all([
    balanceOf(db, walletAccount(input.clientId)),
    lastStatementSeq(db, input.clientId),
  ]);
  const movement = movementOf(input, walletMicro, lastSeq + 1);
  const id = await db.movements.add(movement);
  return { ...movement, id };
}

export interface LedgerAudit {
  /** Sum of every account balance: always 0. */
  totalMicro: number;
  /** Accounts whose stored balance differs from the sum of their entries. */
  mismatches: { accountId: string; balanceMicro: number; entriesMicro: number }[];
  /** Client accounts below zero. */
  negatives: string[];
  /** Transactions whose entries do not sum to zero. */
  unbalanced: string[];
}

/** Reads the whole ledger and reports every broken invariant (tests and the demo's self-check). */
export async function auditLedger(db: StoreDb): Promise<LedgerAudit> {
  const [accounts, entries] = await Promise.all([db.accounts.toArray(), db.entries.toArray()]);
  const byAccount = new Map<string, number>();
  const byTx = new Map<string, number>();
  for (const e of entries) {
    byAccount.set(e.accountId, (byAccount.get(e.accountId) ?? 0) + e.amountMicro);
    byTx.set(e.txId, (byTx.get(e.txId) ?? 0) + e.amountMicro);
  }
  const known = new Set(accounts.map((a) => a.id));
  const mismatches: LedgerAudit['mismatches'] = [];
  for (const a of accounts) {
    const entriesMicro = byAccount.get(a.id) ?? 0;
    if (entriesMicro !== a.balanceMicro)
      mismatches.push({ accountId: a.id, balanceMicro: a.balanceMicro, entriesMicro });
  }
  for (const [accountId, entriesMicro] of byAccount) {
    if (!known.has(accountId)) mismatches.push({ accountId, balanceMicro: 0, entriesMicro });
  }
  return {
    totalMicro: accounts.reduce((sum, a) => sum + a.balanceMicro, 0),
    mismatches,
    negatives: accounts.filter((a) => a.balanceMicro < 0 && !mayGoNegative(a.kind)).map((a) => a.id),
    unbalanced: [...byTx].filter(([, sum]) => sum !== 0).map(([txId]) => txId),
  };
}
