/**
 * Prepaid-card rules (SRV-36, SRV-37, SRV-38): the approval delay, the transfer limits, new card numbers and
 * the documented shape of a card. Pure: the store (store/card-repo.ts) reads and writes the records.
 *
 * Money: a transfer moves the amount from the client's wallet (DISPONIBLE) to the card's own ledger account
 * (card:<id>), 1:1; the card record keeps the same balance for the list.
 */
import { MAX_CARD_TRANSFER_USDT } from '@/contract/limits';
import type { Card, CardMovement } from '@/contract/schemas/cards';
import type { MovementInput } from '../store/ledger-repo';
import type { CardMovementRecord, CardRecord } from '../store/records';
import { rangeBounds } from './card-export';
import { formatDateTime, parseDate } from './dates';
import { MOVEMENT_TYPES, cardAccount, transfer, walletAccount, type Transfer } from './ledger';
import { formatMicro, microOf, parseAmountMicro } from './money';
import { checkCountryKnown, checkTextLengths, conflict, found, invalid } from './refusal';

/** SRV-36: an application is approved this long after card/create. */
export const CARD_APPROVAL_DELAY_MS = 60_000;
/** CARD-39, SRV-37: the largest transfer to a card, in micro-units. */
export const MAX_CARD_TRANSFER_MICRO = microOf(MAX_CARD_TRANSFER_USDT);
/** The model a new application gets (the form does not choose one). */
export const NEW_CARD_MODEL = 'Visa Prepago Virtual';
/** How many of a card's newest movements card/list carries; the export reads every one in its range. */
export const LISTED_MOVEMENTS = 50;

export const cardMessages = {
  created: '¡Datos actualizados con éxito! Espera por aprovacion.',
  deactivated: 'Tarjeta desactivada con éxito!',
  transferred: 'Transferencia realizada con éxito',
  exported: 'Archivo de movimientos generado con éxito',
  notFound: 'La tarjeta no existe o no pertenece a su cuenta.',
  alreadyDeactivated: 'La tarjeta ya está desactivada.',
  notApproved: 'La tarjeta no está aprobada: solo se puede transferir a una tarjeta con estado APROBADO.',
  invalidAmount: 'El monto no es válido: escriba un número mayor que cero con hasta 2 decimales.',
  aboveMaximum: `El monto máximo por transferencia a tarjeta es ${MAX_CARD_TRANSFER_USDT}.`,
  insufficient: 'Saldo insuficiente: el monto supera su saldo disponible.',
  noMovements: 'La tarjeta no tiene movimientos para exportar.',
  noMovementsInRange: 'La tarjeta no tiene movimientos entre las fechas seleccionadas.',
  badRange: 'La fecha desde no puede ser posterior a la fecha hasta.',
  futureBirthDate: 'La fecha de nacimiento no puede ser posterior a hoy.',
} as const;

/** Free text kept from a form (notes, reason, application fields). */
export const MAX_TEXT_LENGTH = 255;

/** SRV-36: a 'PENDIENTE' card is 'APROBADO' from 60 s after its application on. */
export function isApprovalDue(card: Pick<CardRecord, 'status' | 'createdAt'>, now: number): boolean {
  return card.status === 'PENDIENTE' && now >= approvalAt(card);
}

export const approvalAt = (card: Pick<CardRecord, 'createdAt'>) => card.createdAt + CARD_APPROVAL_DELAY_MS;

/** Names of the application fields in refusals (the contract's labels). */
const APPLICATION_LABELS: Record<string, string> = {
  first_name: 'nombre',
  last_name: 'apellido',
  document_type: 'tipo de documento',
  cedula: 'documento',
  email: 'correo electrónico',
  birthDate: 'fecha de nacimiento',
  phone: 'teléfono',
  genero: 'género',
  estadocivil: 'estado civil',
  nacionalidad: 'nacionalidad',
  address: 'dirección',
  address_number: 'número de dirección',
  address_zone: 'zona',
  state: 'estado',
  city: 'ciudad',
  zipCode: 'código postal',
  profesion: 'profesión',
};

/** Refuses (422) free text of a card call (a reason, notes) longer than MAX_TEXT_LENGTH. */
export function checkCardText(label: string, text: string): void {
  checkTextLengths({ [label]: text }, {}, MAX_TEXT_LENGTH);
}

/**
 * SRV-36: refuses (422) an application with a field longer than MAX_TEXT_LENGTH, an unknown country or a
 * birth date after today (in that order). The contract already checked the fields' presence and format.
 */
export function checkApplication(
  texts: Readonly<Record<string, string>> & { birthDate: string },
  countryKnown: boolean,
  now: number,
): void {
  checkTextLengths(texts, APPLICATION_LABELS, MAX_TEXT_LENGTH);
  checkCountryKnown(countryKnown);
  if (parseDate(texts.birthDate)! > now) throw invalid(cardMessages.futureBirthDate);
}

/** The caller's card, or the refusal (404) when it is unknown or another client's. */
export const ownCardOf = <T>(card: T | null | undefined): T => found(card, cardMessages.notFound);

/** SRV-36: refuses (409) deactivating a card that already is. */
export function checkDeactivation(card: Pick<CardRecord, 'status'>): void {
  if (card.status === 'DESACTIVADA') throw conflict(cardMessages.alreadyDeactivated);
}

/**
 * SRV-37: the amount in micro-units, or the refusal: a malformed amount or one above 3000 (422), a card that
 * is not 'APROBADO' or an amount above DISPONIBLE (409), in that order.
 */
export function checkCardTransfer(
  amount: string,
  card: Pick<CardRecord, 'status'>,
  walletMicro: number,
): number {
  const micro = parseAmountMicro(amount);
  if (micro === null) throw invalid(cardMessages.invalidAmount);
  if (micro > MAX_CARD_TRANSFER_MICRO) throw invalid(cardMessages.aboveMaximum);
  if (card.status !== 'APROBADO') throw conflict(cardMessages.notApproved);
  if (micro > walletMicro) throw conflict(cardMessages.insufficient);
  return micro;
}

/**
 * SRV-38: the export's bounds in epoch ms, or the refusal (422) of a malformed or inverted range. An empty
 * 'from' or 'to' leaves that side open.
 */
export function exportRange(from: string, to: string): { fromAt: number; toAt: number } {
  const bounds = rangeBounds(from, to);
  if (!bounds || bounds.fromAt > bounds.toAt) throw invalid(cardMessages.badRange);
  return bounds;
}

/** SRV-38: the movements to export, or the refusal (422) of a card without any, or without any in range. */
export function checkExport<T>(hasAny: boolean, inRange: T[]): T[] {
  if (!hasAny) throw invalid(cardMessages.noMovements);
  if (inRange.length === 0) throw invalid(cardMessages.noMovementsInRange);
  return inRange;
}

const last4 = (number: string) => number.slice(-4);

/** SRV-37, SRV-39: the ledger transfer and the wallet statement line of a transfer to a card. */
export function cardTransferEvent(
  card: Pick<CardRecord, 'clientId' | 'number'> & { id: number },
  amountMicro: number,
  notes: string,
  at: number,
  movementId: number,
): { transfer: Transfer; movement: MovementInput } {
  return {
    transfer: transfer(
      `card:${card.id}:transfer:${movementId}`,
      at,
      walletAccount(card.clientId),
      cardAccount(card.id),
      amountMicro,
    ),
    movement: {
      clientId: card.clientId,
      balanceMicro: -amountMicro,
      description: `Transferencia a tarjeta terminada en ${last4(card.number)}`,
      type: MOVEMENT_TYPES.cardTransfer,
      code: cardReference(movementId).slice(4),
      notes,
      at,
    },
  };
}

/** The reference of a card movement written by a transfer: 'TRF-' and its id on 6 digits. */
export const cardReference = (movementId: number) => `TRF-${String(movementId).padStart(6, '0')}`;

/** The Luhn check digit of a digit string. */
export function luhnDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A new 16-digit Visa-style number (prefix 4) that passes the Luhn check, from the platform's CSPRNG. */
export function newCardNumber(
  random: (buffer: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(14));
  const body = `4${Array.from(bytes, (b) => String(b % 10)).join('')}`;
  return body + luhnDigit(body);
}

export function presentCardMovement(m: CardMovementRecord): CardMovement {
  return {
    id: m.id,
    description: m.description,
    reference: m.reference,
    created_by: m.created_by,
    amount: formatMicro(m.amountMicro),
    created_at: formatDateTime(m.createdAt),
  };
}

/** ENT-16: a card as card/list answers it, its movements newest first. */
export function presentCard(card: CardRecord, movements: readonly CardMovementRecord[]): Card {
  return {
    id: card.id,
    number: card.number,
    card_model: card.card_model,
    status: card.status,
    balance: formatMicro(card.balanceMicro),
    blocked_balance: formatMicro(card.blockedMicro),
    transit_balance: formatMicro(card.transitMicro),
    created_at: formatDateTime(card.createdAt),
    updated_at: formatDateTime(card.updatedAt),
    movimientos: movements.map(presentCardMovement),
  };
}
