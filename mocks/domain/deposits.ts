/**
 * Deposit rules (SRV-34, SRV-35): what a deposit report must carry, when a reported deposit is approved and
 * the ledger transfer and statement line of that approval. Pure: the store reads and writes the records.
 *
 * A report moves no money: the USDT has not been seen yet, so it only shows in DEPOSITO (a sum of the
 * 'EN PROCESO' records, SRV-20). Its approval brings the amount in from the outside world to the wallet.
 */
import { MAX_DEPOSIT_USDT } from '@/contract/limits';
import { fileLabels } from '@/contract/options';
import type { Deposit } from '@/contract/schemas/deposits';
import type { DepositRecord } from '../store/records';
import { formatDateTime } from './dates';
import { checkKycFile } from './identity';
import { MOVEMENT_TYPES, WORLD_ACCOUNT, transfer, walletAccount, type Transfer } from './ledger';
import type { MovementInput } from '../store/ledger-repo';
import { formatMicro, microOf, parseAmountMicro } from './money';
import { conflict, invalid } from './refusal';

/** p2 §9: the largest deposit a client may report. */
export const MAX_DEPOSIT_MICRO = microOf(MAX_DEPOSIT_USDT);
/** SRV-35: a report is approved this long after it was made. */
export const DEPOSIT_APPROVAL_DELAY_MS = 60_000;
/** The only kind of deposit (API-41 type=2): USDT. */
export const USDT_DEPOSIT_TYPE = 2;
export const DEPOSIT_TYPE_LABEL = 'Depósito USDT';
const MAX_TEXT_LENGTH = 150;

export const depositMessages = {
  created: 'Depósito reportado con éxito. Será procesado en un máximo de 6 horas hábiles.',
  invalidAmount: 'El monto no es válido: escriba un número mayor que cero con hasta 2 decimales.',
  aboveMax: `El monto máximo por depósito es ${MAX_DEPOSIT_USDT} USDT.`,
  unknownAddress: 'La dirección no corresponde a ninguna de las direcciones USDT de la plataforma.',
  invalidHash:
    'El hash de la transacción no es válido: deben ser 64 caracteres hexadecimales, con o sin el prefijo 0x.',
  hashReported: 'Este hash ya fue reportado en otro de sus depósitos.',
  fileLabel: fileLabels.proof,
  approvedMovement: 'Depósito USDT aprobado',
} as const;

/** Transaction hashes of both networks: 64 hex characters (ERC-20 writes them after 0x). */
const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

export interface DepositReport {
  amount: string;
  direccion: string;
  hash: string;
  file: { size: number; type: string; name?: string };
}

export type CheckedReport = { amountMicro: number; direccion: string; hash: string; fileName: string };

/**
 * SRV-34 and the file rule shared with KYC (at most 5 MB, an image or a PDF): the report as it will be
 * stored, or the first refusal (422). `addresses` are the platform's USDT addresses.
 */
export function checkDepositReport(report: DepositReport, addresses: readonly string[]): CheckedReport {
  const amountMicro = parseAmountMicro(report.amount);
  if (amountMicro === null) throw invalid(depositMessages.invalidAmount);
  if (amountMicro > MAX_DEPOSIT_MICRO) throw invalid(depositMessages.aboveMax);
  const direccion = report.direccion.trim();
  if (!addresses.includes(direccion)) throw invalid(depositMessages.unknownAddress);
  const hash = report.hash.trim();
  if (!TX_HASH.test(hash)) throw invalid(depositMessages.invalidHash);
  checkKycFile(report.file, depositMessages.fileLabel);
  const fileName = (report.file.name ?? '').trim().slice(0, MAX_TEXT_LENGTH) || 'comprobante';
  return { amountMicro, direccion, hash, fileName };
}

/** Refuses (409) a hash the caller already reported in another deposit. */
export function checkHashNew(alreadyReported: boolean): void {
  if (alreadyReported) throw conflict(depositMessages.hashReported);
}

/** Two reports of one transaction are the same deposit, whatever the case or the 0x prefix. */
export const sameHash = (a: string, b: string) =>
  a.toLowerCase().replace(/^0x/, '') === b.toLowerCase().replace(/^0x/, '');

/** SRV-35: when a report in process is approved. */
export const depositDueAt = (d: Pick<DepositRecord, 'createdAt'>) => d.createdAt + DEPOSIT_APPROVAL_DELAY_MS;

export function isDepositDue(d: Pick<DepositRecord, 'status' | 'createdAt'>, now: number): boolean {
  return d.status === 'EN PROCESO' && now >= depositDueAt(d);
}

/** The code shown for an operation: its id on 6 digits (as the seed writes it). */
export const operationCode = (id: number) => String(id).padStart(6, '0');

/** SRV-35: the approval brings the amount from the outside world into the wallet, once (fixed txId). */
export function depositApproval(
  d: DepositRecord & { id: number },
  at: number,
): { transfer: Transfer; movement: MovementInput } {
  return {
    transfer: transfer(
      `deposit:${d.id}:approve`,
      at,
      WORLD_ACCOUNT,
      walletAccount(d.clientId),
      d.amountMicro,
    ),
    movement: {
      clientId: d.clientId,
      balanceMicro: d.amountMicro,
      description: depositMessages.approvedMovement,
      type: MOVEMENT_TYPES.deposit,
      code: operationCode(d.id),
      at,
    },
  };
}

/** ENT-14: a deposit row as the list answers it. */
export function presentDeposit(d: DepositRecord & { id: number }): Deposit {
  return {
    id: d.id,
    fecha: formatDateTime(d.createdAt),
    tipo: d.type === USDT_DEPOSIT_TYPE ? DEPOSIT_TYPE_LABEL : `Depósito tipo ${d.type}`,
    currency_tag: d.currency_tag,
    monto: formatMicro(d.amountMicro),
    estado: d.status,
  };
}
