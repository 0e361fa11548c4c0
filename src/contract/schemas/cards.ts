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
export const cardMovement = z
  .object({
    id: entityId.describe('Identificador del movimiento'),
    description: z.string().describe('Descripción del movimiento'),
    reference: z.string().describe('Referencia del movimiento'),
    created_by: z.string().describe('Quién lo originó'),
    amount: money.describe('Importe con signo: negativo es un cargo'),
    created_at: dateTime.describe('Fecha del movimiento'),
  })
  .meta({ id: 'MovimientoDeTarjeta', description: 'ENT-17: un movimiento de una tarjeta prepago.' });
export type CardMovement = z.infer<typeof cardMovement>;

/** ENT-16: a prepaid card with its movements. number is the full digit string; the client masks it. */
export const card = z
  .object({
    id: entityId.describe('Identificador de la tarjeta'),
    number: z.string().regex(/^\d+$/).describe('Número completo de la tarjeta; el cliente lo enmascara'),
    card_model: z.string().describe('Modelo de la tarjeta'),
    status: cardStatus.describe("Estado: 'PENDIENTE' al solicitarla, 'APROBADO' después, 'DESACTIVADA'"),
    balance: money.describe('Saldo de la tarjeta'),
    blocked_balance: money.describe('Saldo bloqueado'),
    transit_balance: money.describe('Saldo en tránsito'),
    created_at: dateTime.describe('Fecha de la solicitud'),
    updated_at: dateTime.describe('Fecha del último cambio'),
    movimientos: z.array(cardMovement).describe('Sus últimos movimientos, el más nuevo primero'),
  })
  .meta({
    id: 'Tarjeta',
    description: 'ENT-16: una tarjeta prepago del cliente con sus últimos movimientos.',
  });
export type Card = z.infer<typeof card>;

/**
 * ENT-18 (CARD-30): the card-application profile. Every field is required except the defaulted ones
 * (document_type, profesion) and address_number / address_zone, which the form shows but ENT-18 does not list.
 */
export const cardApplication = z
  .object({
    first_name: requiredText('nombre', 'first_name').describe('Nombres del titular'),
    last_name: requiredText('apellido', 'last_name').describe('Apellidos del titular'),
    document_type: optionalString('tipo de documento', 'document_type')
      .pipe(
        z
          .enum(['', ...documentTypes], { error: 'El campo tipo de documento no es válido' })
          .transform((v) => (v === '' ? DEFAULT_DOCUMENT_TYPE : v)),
      )
      .describe(`Tipo de documento; vacío es '${DEFAULT_DOCUMENT_TYPE}'`),
    cedula: requiredText('documento', 'cedula').describe('Número de documento'),
    email: emailInput().describe('Correo electrónico'),
    birthDate: dateInput('fecha de nacimiento').describe('Fecha de nacimiento (AAAA-MM-DD)'),
    phone: requiredText('teléfono', 'phone').describe('Teléfono'),
    genero: requiredText('género', 'genero')
      .pipe(z.enum(generos, { error: 'El campo género no es válido' }))
      .describe('Género'),
    estadocivil: requiredText('estado civil', 'estadocivil').describe('Estado civil'),
    nacionalidad: requiredText('nacionalidad', 'nacionalidad').describe('Nacionalidad'),
    address: requiredText('dirección', 'address').describe('Dirección'),
    address_number: optionalString('número de dirección', 'address_number').describe(
      'Número de la dirección (opcional)',
    ),
    address_zone: optionalString('zona', 'address_zone').describe('Zona o barrio (opcional)'),
    state: requiredText('estado', 'state').describe('Estado o provincia'),
    country_id: idInput('país').describe('País (id de la lista de países)'),
    city: requiredText('ciudad', 'city').describe('Ciudad'),
    zipCode: requiredText('código postal', 'zipCode').describe('Código postal'),
    profesion: optionalString('profesión', 'profesion')
      .transform((v) => (v === '' ? DEFAULT_PROFESION : v))
      .describe(`Profesión; vacía es '${DEFAULT_PROFESION}'`),
  })
  .meta({
    id: 'SolicitudDeTarjeta',
    description:
      'ENT-18: los datos del titular de una tarjeta nueva; todos requeridos salvo los que tienen un valor por ' +
      'omisión y el número y la zona de la dirección.',
  });
export type CardApplication = z.infer<typeof cardApplication>;
export type CardApplicationInput = z.input<typeof cardApplication>;

/** The success body of a card write: success true and a Spanish message; refusals carry success false. */
export const cardResult = z
  .object({
    success: z.literal(true).describe('Siempre true; un rechazo lleva success false'),
    message: z.string().min(1).describe('El resultado, en español, para mostrarlo tal cual'),
  })
  .meta({
    id: 'ResultadoDeTarjeta',
    description: 'La respuesta de una escritura de tarjetas (API-43 a API-46).',
  });

/* ------------------------------------------------ schemas ----------------------------------------------- */

/** API-42: a failure is silent on the client (empty list). */
export const cardListRequest = emptyRequest;
export const cardListResponse = z.object({ data: z.object({ data: z.array(card) }) });

/** API-43 (SRV-36): the new card starts 'PENDIENTE'. */
export const cardCreateRequest = cardApplication;
export const cardCreateResponse = cardResult;

/** API-44 (SRV-36): deactivates the caller's card; the reason is free text and may be empty. */
export const cardChangeRequest = z.object({
  card_id: idInput('tarjeta').describe('Identificador de la tarjeta (API-42)'),
  reason: optionalString('motivo', 'reason').describe('Motivo de la desactivación (puede ir vacío)'),
});
export const cardChangeResponse = cardResult;

/**
 * API-45 (SRV-38): data is the URL of the generated file. from and to are 'YYYY-MM-DD' and may be left empty
 * (no bound).
 */
export const cardMovementsRequest = z.object({
  card_id: idInput('tarjeta').describe('Identificador de la tarjeta (API-42)'),
  type: z.enum(['xls', 'pdf'], {
    error: (issue) =>
      issue.input === undefined ? 'El campo formato es requerido' : 'El campo formato no es válido',
  }),
  from: optionalDateInput('desde'),
  to: optionalDateInput('hasta'),
});
export const cardMovementsResponse = z.object({
  ...cardResult.shape,
  data: z.string().min(1).describe('La dirección del archivo generado, para abrirla'),
});

/** API-46 (SRV-37): amount at most 3000 and within DISPONIBLE, to an 'APROBADO' card. */
export const walletTransferRequest = z.object({
  card_id: idInput('tarjeta').describe('Identificador de la tarjeta (API-42)'),
  amount: amountInput('monto').describe('Monto a transferir, hasta 3000; decimal en texto o número'),
  notes: requiredText('notas', 'notes').describe('Notas de la transferencia'),
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
