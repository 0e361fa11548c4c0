import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../cards';
import { DEFAULT_DOCUMENT_TYPE, DEFAULT_PROFESION, documentTypes, generos } from '../cards';
import {
  amountInput,
  dateInput,
  dateTime,
  emailInput,
  emptyRequest,
  entityId,
  idInput,
  money,
  optionalDateInput,
  optionalString,
  requiredText,
} from './fields';

/* ----------------------------------------------- entities ----------------------------------------------- */

/** Card status (SRV-36): 'PENDIENTE' after card/create, 'APROBADO' later, 'DESACTIVADA' after card/change. */
export const cardStatus = z.enum(['PENDIENTE', 'APROBADO', 'DESACTIVADA']);
export type CardStatus = z.infer<typeof cardStatus>;

/** ENT-17: a card movement; amount is signed money (negative is a debit). */
export const cardMovement = z.object({
  id: entityId,
  description: z.string(),
  reference: z.string(),
  created_by: z.string(),
  amount: money,
  created_at: dateTime,
});
export type CardMovement = z.infer<typeof cardMovement>;

/** ENT-16: a prepaid card with its movements. number is the full digit string; the client masks it. */
export const card = z.object({
  id: entityId,
  number: z.string().regex(/^\d+$/),
  card_model: z.string(),
  status: cardStatus,
  balance: money,
  blocked_balance: money,
  transit_balance: money,
  created_at: dateTime,
  updated_at: dateTime,
  movimientos: z.array(cardMovement),
});
export type Card = z.infer<typeof card>;

/**
 * ENT-18 (CARD-30): the card-application profile. Every field is required except the defaulted ones
 * (document_type, profesion) and address_number / address_zone, which the form shows but ENT-18 does not list.
 */
export const cardApplication = z.object({
  first_name: requiredText('nombre', 'first_name'),
  last_name: requiredText('apellido', 'last_name'),
  document_type: optionalString('tipo de documento', 'document_type').pipe(
    z
      .enum(['', ...documentTypes], { error: 'El campo tipo de documento no es válido' })
      .transform((v) => (v === '' ? DEFAULT_DOCUMENT_TYPE : v)),
  ),
  cedula: requiredText('documento', 'cedula'),
  email: emailInput(),
  birthDate: dateInput('fecha de nacimiento'),
  phone: requiredText('teléfono', 'phone'),
  genero: requiredText('género', 'genero').pipe(z.enum(generos, { error: 'El campo género no es válido' })),
  estadocivil: requiredText('estado civil', 'estadocivil'),
  nacionalidad: requiredText('nacionalidad', 'nacionalidad'),
  address: requiredText('dirección', 'address'),
  address_number: optionalString('número de dirección', 'address_number'),
  address_zone: optionalString('zona', 'address_zone'),
  state: requiredText('estado', 'state'),
  country_id: idInput('país'),
  city: requiredText('ciudad', 'city'),
  zipCode: requiredText('código postal', 'zipCode'),
  profesion: optionalString('profesión', 'profesion').transform((v) => (v === '' ? DEFAULT_PROFESION : v)),
});
export type CardApplication = z.infer<typeof cardApplication>;
export type CardApplicationInput = z.input<typeof cardApplication>;

/** The success body of a card write: success true and a Spanish message; refusals carry success false. */
export const cardResult = z.object({ success: z.literal(true), message: z.string().min(1) });

/* ------------------------------------------------ schemas ----------------------------------------------- */

/** API-42: a failure is silent on the client (empty list). */
export const cardListRequest = emptyRequest;
export const cardListResponse = z.object({ data: z.object({ data: z.array(card) }) });

/** API-43 (SRV-36): the new card starts 'PENDIENTE'. */
export const cardCreateRequest = cardApplication;
export const cardCreateResponse = cardResult;

/** API-44 (SRV-36): deactivates the caller's card; the reason is free text and may be empty. */
export const cardChangeRequest = z.object({
  card_id: idInput('tarjeta'),
  reason: optionalString('motivo', 'reason'),
});
export const cardChangeResponse = cardResult;

/**
 * API-45 (SRV-38): data is the URL of the generated file. from and to are 'YYYY-MM-DD' and may be left empty
 * (no bound).
 */
export const cardMovementsRequest = z.object({
  card_id: idInput('tarjeta'),
  type: z.enum(['xls', 'pdf'], {
    error: (issue) =>
      issue.input === undefined ? 'El campo formato es requerido' : 'El campo formato no es válido',
  }),
  from: optionalDateInput('desde'),
  to: optionalDateInput('hasta'),
});
export const cardMovementsResponse = cardResult.extend({ data: z.string().min(1) });

/** API-46 (SRV-37): amount at most 3000 and within DISPONIBLE, to an 'APROBADO' card. */
export const walletTransferRequest = z.object({
  card_id: idInput('tarjeta'),
  amount: amountInput('monto'),
  notes: requiredText('notas', 'notes'),
});
export const walletTransferResponse = cardResult;

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const cardList = defineCall(endpoints.cardList, {
  request: cardListRequest,
  response: cardListResponse,
});
export const cardCreate = defineCall(endpoints.cardCreate, {
  request: cardCreateRequest,
  response: cardCreateResponse,
});
export const cardChange = defineCall(endpoints.cardChange, {
  request: cardChangeRequest,
  response: cardChangeResponse,
});
export const cardMovements = defineCall(endpoints.cardMovements, {
  request: cardMovementsRequest,
  response: cardMovementsResponse,
});
export const walletTransfer = defineCall(endpoints.walletTransfer, {
  request: walletTransferRequest,
  response: walletTransferResponse,
});
