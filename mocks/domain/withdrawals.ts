/**
 * Withdrawal rules (SRV-29..SRV-33): who may withdraw, to which beneficiary, how much, the fee and net, the
 * hold, the approval after the delay and the rows of the list. Pure: the store reads and writes the records.
 *
 * Money: creating a withdrawal holds the amount (wallet → hold, RETENCION); its approval pays the net to
 * the outside world and the fee to the platform's fees account (hold → world + fees, RETIRO).
 */
import type { World } from './worlds';
import { MIN_WITHDRAWAL_USDT } from '@/contract/limits';
import type { Withdrawal } from '@/contract/schemas/withdrawals';
import type { MovementInput } from '../store/ledger-repo';
import type { BeneficiaryRecord, ClientRecord, WithdrawalRecord } from '../store/records';
import { formatDateTime } from './dates';
import { operationCode } from './deposits';
import { withdrawalCharge, type FeeRates, type WithdrawalCharge } from './fees';
import {
  feesAccount,
  MOVEMENT_TYPES,
  WORLD_ACCOUNT,
  buildTransfer,
  holdAccount,
  transfer,
  walletAccount,
  type Leg,
  type Transfer,
} from './ledger';
import { formatMicro, microOf, parseAmountMicro } from './money';
import { checkCountryKnown, checkTextLengths, conflict, forbidden, found, invalid } from './refusal';

/** p2 §5, §9: the smallest withdrawal. */
export const MIN_WITHDRAWAL_MICRO = microOf(MIN_WITHDRAWAL_USDT);
/** SRV-32: a withdrawal is approved this long after it was requested. */
export const WITHDRAWAL_APPROVAL_DELAY_MS = 60_000;
/** The kind stored for a remittance (SRV-33); the create call takes 1, 2 or 3. */
export const REMITTANCE_TYPE = 4;

export type WithdrawalKind = WithdrawalRecord['type'];

/** The readable kind shown as 'tipo' (WDR-06, WDR-18..20). */
export const WITHDRAWAL_KIND_LABELS: Record<WithdrawalKind, string> = {
  1: 'Transferencia nacional',
  2: 'Transferencia internacional',
  3: 'Transferencia Cripto',
  4: 'Retiro por remesa',
};

export const withdrawalMessages = {
  created:
    'Solicitud de retiro registrada con éxito. Los fondos se verán reflejados en un máximo de 24 horas hábiles.',
  remittanceCreated:
    'Solicitud de retiro por remesa registrada con éxito. Recibirá la información por correo electrónico.',
  demo: 'Los retiros no están disponibles en modo demostración: el saldo y las operaciones de esta cuenta no son reales.',
  invalidAmount: 'El monto no es válido: escriba un número mayor que cero con hasta 2 decimales.',
  amountsDiffer: 'Los campos monto y amount deben tener el mismo valor.',
  belowMinimum: `El monto mínimo de retiro es ${MIN_WITHDRAWAL_USDT} USDT.`,
  feeNotCovered: 'El monto no alcanza a cubrir la comisión del retiro.',
  insufficient: 'Saldo insuficiente: el monto supera su saldo disponible.',
  beneficiaryNotFound: 'El beneficiario no existe o no pertenece a su cuenta.',
  wrongKind: 'El beneficiario no corresponde al tipo de retiro seleccionado.',
  pendingMovement: (holder: string) => `Retiro a ${holder}`,
} as const;

export const MAX_TEXT_LENGTH = 150;

/** SRV-30: demo clients cannot withdraw (p2 §6): refused with 403. */
export function checkMayWithdraw(client: Pick<ClientRecord, 'demo_status'>): void {
  if (client.demo_status === 'active') throw forbidden(withdrawalMessages.demo);
}

const isCrypto = (b: Pick<BeneficiaryRecord, 'fields'>) => (b.fields.address_cripto ?? '') !== '';

/**
 * WDR-09, WDR-14: type 1 goes to a national account, 2 to an international one, 3 to a crypto beneficiary
 * (kind 3 with a USDT address); a remittance beneficiary (kind 3 without one) is reached by remesa only.
 */
export function beneficiaryFitsKind(b: Pick<BeneficiaryRecord, 'bank_personal' | 'fields'>, type: 1 | 2 | 3) {
  if (type === 3) return b.bank_personal === 3 && isCrypto(b);
  return b.bank_personal === type;
}

/**
 * SRV-30, WDR-09: the caller's beneficiary a withdrawal of `type` goes to, or the refusal: 404 when it is
 * unknown or another client's, 422 when it is of another kind.
 */
export function checkBeneficiaryFor<B extends Pick<BeneficiaryRecord, 'bank_personal' | 'fields'>>(
  beneficiary: B | undefined,
  type: 1 | 2 | 3,
): B {
  const own = found(beneficiary, withdrawalMessages.beneficiaryNotFound);
  if (!beneficiaryFitsKind(own, type)) throw invalid(withdrawalMessages.wrongKind);
  return own;
}

/** Names of the remesa_* fields in refusals. */
const REMESA_LABELS: Record<string, string> = {
  remesa_nombres: 'nombres',
  remesa_apellidos: 'apellidos',
  remesa_tipoidentificacion: 'tipo de identificación',
  remesa_identificacion: 'identificación',
  remesa_country: 'país',
  remesa_provincia: 'provincia',
  remesa_ciudad: 'ciudad',
  remesa_direccion: 'dirección',
  remesa_telefono: 'teléfono',
};

/** SRV-33: refuses (422) remesa_* text longer than MAX_TEXT_LENGTH, then an unknown country. */
export function checkRemittance(remesa: Readonly<Record<string, string>>, countryKnown: boolean): void {
  checkTextLengths(remesa, REMESA_LABELS, MAX_TEXT_LENGTH);
  checkCountryKnown(countryKnown);
}

/** The account holder as the list shows it: names and surnames. */
export const holderOf = (b: Pick<BeneficiaryRecord, 'fields'>) =>
  `${b.fields.bank_client ?? ''} ${b.fields.bank_apellidos ?? ''}`.trim();

/** The information column (WDR-06): where the money goes. */
export function destinationOf(b: Pick<BeneficiaryRecord, 'bank_personal' | 'fields'>): string {
  const f = b.fields;
  if (isCrypto(b)) return `${f.network} ${f.address_cripto}`;
  const account = f.bank_account || f.iban || '';
  return [f.bank_name, account].filter(Boolean).join(' ');
}

/**
 * SRV-30, SRV-31: the amount as stored and its fee and net, or the refusal: 422 for text that is not money,
 * an `echo` (the amount field) that differs from monto, less than the minimum or than the fee, 409 above
 * DISPONIBLE.
 */
export function checkWithdrawalAmount(
  monto: string,
  echo: string,
  rates: FeeRates,
  walletMicro: number,
): WithdrawalCharge & { amountMicro: number } {
  const amountMicro = parseAmountMicro(monto);
  if (amountMicro === null) throw invalid(withdrawalMessages.invalidAmount);
  if (parseAmountMicro(echo) !== amountMicro) throw invalid(withdrawalMessages.amountsDiffer);
  if (amountMicro < MIN_WITHDRAWAL_MICRO) throw invalid(withdrawalMessages.belowMinimum);
  const charge = withdrawalCharge(amountMicro, rates);
  if (charge.netMicro <= 0) throw invalid(withdrawalMessages.feeNotCovered);
  if (amountMicro > walletMicro) throw conflict(withdrawalMessages.insufficient);
  return { amountMicro, ...charge };
}

/** SRV-31: the hold of a new withdrawal and its statement line (status 'EN PROCESO' until approved). */
export function withdrawalHold(
  w: Pick<WithdrawalRecord, 'clientId' | 'amountMicro' | 'beneficiario'> & { id: number },
  at: number,
): { transfer: Transfer; movement: MovementInput } {
  return {
    transfer: transfer(
      `withdrawal:${w.id}:hold`,
      at,
      walletAccount(w.clientId),
      holdAccount(w.clientId),
      w.amountMicro,
    ),
    movement: {
      clientId: w.clientId,
      balanceMicro: -w.amountMicro,
      description: withdrawalMessages.pendingMovement(w.beneficiario),
      type: MOVEMENT_TYPES.withdrawal,
      status: 'EN PROCESO',
      code: operationCode(w.id),
      at,
    },
  };
}

/** SRV-32: when a withdrawal in process is approved. */
export const withdrawalDueAt = (w: Pick<WithdrawalRecord, 'createdAt'>) =>
  w.createdAt + WITHDRAWAL_APPROVAL_DELAY_MS;

export function isWithdrawalDue(w: Pick<WithdrawalRecord, 'status' | 'createdAt'>, now: number): boolean {
  return w.status === 'EN PROCESO' && now >= withdrawalDueAt(w);
}

/**
 * SRV-32: the hold is paid out, the net to the outside world and the fee to the platform's fees account of
 * the client's world (SRV-50), once (fixed txId).
 */
export function withdrawalPayout(
  w: Pick<WithdrawalRecord, 'clientId' | 'amountMicro' | 'feeMicro' | 'netMicro'> & { id: number },
  at: number,
  world: World = 'real',
): Transfer {
  const legs: Leg[] = [
    { accountId: holdAccount(w.clientId), amountMicro: -w.amountMicro },
    { accountId: WORLD_ACCOUNT, amountMicro: w.netMicro },
  ];
  if (w.feeMicro !== 0) legs.push({ accountId: feesAccount(world), amountMicro: w.feeMicro });
  return buildTransfer(`withdrawal:${w.id}:approve`, at, legs);
}

/** ENT-12: a withdrawal row as the list answers it; monto and amount carry the requested amount. */
export function presentWithdrawal(w: WithdrawalRecord & { id: number }): Withdrawal {
  const amount = formatMicro(w.amountMicro);
  return {
    id: w.id,
    fecha: formatDateTime(w.createdAt),
    note: w.note,
    beneficiario: w.beneficiario,
    tipo: WITHDRAWAL_KIND_LABELS[w.type],
    currency_tag: w.currency_tag,
    monto: amount,
    amount,
    estado: w.status,
  };
}
