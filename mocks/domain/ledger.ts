/**
 * The double-entry ledger, pure part. Every movement of money is a transfer: two or more legs on distinct
 * accounts whose integer amounts (micro-units) sum to zero. Positive legs credit an account, negative legs
 * debit it. Money enters and leaves the platform only through the 'world' account, so the sum of all
 * balances is always zero.
 *
 * Accounts:
 *   wallet:<clientId>          the client's DISPONIBLE
 *   hold:<clientId>            withdrawals in process (RETENCION)
 *   invested:<clientId>        principal of the client's active investments (INVERTIDO)
 *   pending-deposit:<clientId> reserved for reported deposits, should a flow want them in the ledger
 *   card:<cardId>              a card's balance
 *   platform, fees             the platform's own money and collected fees, real world
 *   platform-demo, fees-demo   the same for the demo world (SRV-50: the worlds never share an account)
 *   world                      the outside world, where deposits come from and withdrawals go to
 *
 * SRV-50: every account but 'world' belongs to one world (a client's accounts to its client's world), and a
 * transfer never has accounts of both worlds (the ledger repository refuses one).
 */
import type { AccountKind } from '../store/records';
import type { World } from './worlds';

export interface Leg {
  accountId: string;
  /** Signed micro-units: positive credits the account, negative debits it. */
  amountMicro: number;
}

export interface Transfer {
  /** Unique per transfer; a deterministic id ('deposit:12:approve') makes a second resolution detectable. */
  txId: string;
  at: number;
  legs: Leg[];
}

export const PLATFORM_ACCOUNT = 'platform';
export const FEES_ACCOUNT = 'fees';
export const WORLD_ACCOUNT = 'world';
export const DEMO_PLATFORM_ACCOUNT = 'platform-demo';
export const DEMO_FEES_ACCOUNT = 'fees-demo';

/** SRV-50, SRV-44: the platform account that pays a world's interest. */
export const platformAccount = (world: World) =>
  world === 'demo' ? DEMO_PLATFORM_ACCOUNT : PLATFORM_ACCOUNT;
/** SRV-50: the account that collects a world's fees. */
export const feesAccount = (world: World) => (world === 'demo' ? DEMO_FEES_ACCOUNT : FEES_ACCOUNT);

/** The world of a shared account; null for the outside world (and for accounts a client owns). */
export function sharedAccountWorld(accountId: string): World | null {
  if (accountId === PLATFORM_ACCOUNT || accountId === FEES_ACCOUNT) return 'real';
  if (accountId === DEMO_PLATFORM_ACCOUNT || accountId === DEMO_FEES_ACCOUNT) return 'demo';
  return null;
}

export const walletAccount = (clientId: number) => `wallet:${clientId}`;
export const holdAccount = (clientId: number) => `hold:${clientId}`;
export const investedAccount = (clientId: number) => `invested:${clientId}`;
export const pendingDepositAccount = (clientId: number) => `pending-deposit:${clientId}`;
export const cardAccount = (cardId: number) => `card:${cardId}`;

const OWNED_KINDS = ['wallet', 'hold', 'invested', 'pending-deposit', 'card'] as const;
type OwnedKind = (typeof OWNED_KINDS)[number];
const SHARED_KINDS: Record<string, AccountKind> = {
  [PLATFORM_ACCOUNT]: 'platform',
  [FEES_ACCOUNT]: 'fees',
  [WORLD_ACCOUNT]: 'world',
  [DEMO_PLATFORM_ACCOUNT]: 'platform',
  [DEMO_FEES_ACCOUNT]: 'fees',
};

export interface ParsedAccount {
  kind: AccountKind;
  /** The client id for wallet/hold/invested/pending-deposit, the card id for card, null otherwise. */
  ownerId: number | null;
}

/** Reads an account id back into its kind and owner; null for anything that is not an account id. */
export function parseAccountId(accountId: string): ParsedAccount | null {
  const shared = SHARED_KINDS[accountId];
  if (shared) return { kind: shared, ownerId: null };
  const match = /^([a-z-]+):([1-9]\d{0,14})$/.exec(accountId);
  if (!match || !(OWNED_KINDS as readonly string[]).includes(match[1]!)) return null;
  return { kind: match[1] as OwnedKind, ownerId: Number(match[2]) };
}

/**
 * Accounts that hold a client's own money can never go below zero; only the platform's accounts (platform,
 * fees, world) may. The ledger repository refuses a transfer that would break this.
 */
export function mayGoNegative(kind: AccountKind): boolean {
  return kind === 'platform' || kind === 'fees' || kind === 'world';
}

/** Why a transfer is malformed, or null when it is well formed. */
export function transferProblem(transfer: Transfer): string | null {
  if (typeof transfer.txId !== 'string' || transfer.txId.trim() === '') return 'txId vacío';
  if (!Number.isSafeInteger(transfer.at) || transfer.at < 0) return `fecha no válida: ${transfer.at}`;
  if (!Array.isArray(transfer.legs) || transfer.legs.length < 2)
    return 'una transferencia necesita dos patas';
  const seen = new Set<string>();
  let sum = 0n;
  for (const leg of transfer.legs) {
    if (!parseAccountId(leg.accountId)) return `cuenta desconocida: ${leg.accountId}`;
    if (seen.has(leg.accountId)) return `cuenta repetida: ${leg.accountId}`;
    seen.add(leg.accountId);
    if (!Number.isSafeInteger(leg.amountMicro)) return `importe no entero: ${leg.amountMicro}`;
    if (leg.amountMicro === 0) return `pata de importe cero en ${leg.accountId}`;
    sum += BigInt(leg.amountMicro);
  }
  if (sum !== 0n) return `las patas suman ${sum}, no cero`;
  return null;
}

export class LedgerError extends Error {
  override readonly name = 'LedgerError';
}

/** Builds a transfer and checks it; throws LedgerError when it is malformed (a programming error). */
export function buildTransfer(txId: string, at: number, legs: Leg[]): Transfer {
  const transfer: Transfer = {
    txId,
    at,
    legs: legs.map((l) => ({ accountId: l.accountId, amountMicro: l.amountMicro })),
  };
  const problem = transferProblem(transfer);
  if (problem) throw new LedgerError(`Transferencia ${txId} no válida: ${problem}`);
  return transfer;
}

/** The two legs that move a positive amount from one account to another. */
export function move(fromAccountId: string, toAccountId: string, amountMicro: number): Leg[] {
  if (!Number.isSafeInteger(amountMicro) || amountMicro <= 0) {
    throw new LedgerError(`Importe a mover no válido: ${amountMicro}`);
  }
  return [
    { accountId: fromAccountId, amountMicro: -amountMicro },
    { accountId: toAccountId, amountMicro },
  ];
}

/** A transfer of one amount between two accounts. */
export function transfer(
  txId: string,
  at: number,
  fromAccountId: string,
  toAccountId: string,
  amountMicro: number,
) {
  return buildTransfer(txId, at, move(fromAccountId, toAccountId, amountMicro));
}

/**
 * Applies a transfer to a map of balances and returns the new balances of the accounts it touches, without
 * changing the map. Used by the repository (and by tests) to check balances before anything is written.
 */
export function applyLegs(balances: ReadonlyMap<string, number>, transfer: Transfer): Map<string, number> {
  const next = new Map<string, number>();
  for (const leg of transfer.legs) {
    const value = (balances.get(leg.accountId) ?? 0) + leg.amountMicro;
    if (!Number.isSafeInteger(value)) throw new LedgerError(`Saldo fuera de rango en ${leg.accountId}`);
    next.set(leg.accountId, value);
  }
  return next;
}

/**
 * The movement types the simulator writes to a client's statement (ENT-03 type). Each money event appends
 * one movement whose saldo is the wallet balance after it (SRV-39); interest and principal repaid by an
 * investment write INTERES and VENCIMIENTO (SRV-44).
 */
export const MOVEMENT_TYPES = {
  deposit: 'DEPOSITO',
  investment: 'INVERSION',
  purchase: 'COMPRA',
  sale: 'VENTA',
  withdrawal: 'RETIRO',
  withdrawalRefund: 'DEVOLUCION',
  cardTransfer: 'TARJETA',
  interest: 'INTERES',
  maturity: 'VENCIMIENTO',
} as const;
export type MovementType = (typeof MOVEMENT_TYPES)[keyof typeof MOVEMENT_TYPES];
