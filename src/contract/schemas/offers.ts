import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../offers';
import {
  amountInput,
  dateTime,
  emptyRequest,
  entityId,
  flag,
  idInput,
  listQuery,
  messageResponse,
  money,
  optionalString,
} from './fields';
import { tableListOf } from './investments';

/* ----------------------------------------------- entities ----------------------------------------------- */

/**
 * ENT-11: one of the caller's open offers. id is the offer id used by offers/cancel; fecha_fin is null for
 * 'Sin vencimiento' (SRV-25).
 */
export const offer = z
  .object({
    id: entityId.describe('Identificador de la oferta, el que cancela API-34'),
    name: z.string().describe('Nombre del proyecto'),
    fecha_inicio: dateTime.describe('Inicio de la venta'),
    fecha_fin: dateTime.nullable().describe("Fin de la venta; null para 'Sin vencimiento'"),
    offers_amount: money.describe('Precio de venta de la oferta'),
    amount: money.describe('Monto original de la inversión'),
    rendimiento: money.describe('Rendimiento ganado por la inversión hasta hoy'),
    saldo: money.describe('Monto más rendimiento'),
    valorventa: money.describe('Precio de venta (el mismo valor que offers_amount)'),
    vender: flag.describe('Siempre 1 en una oferta abierta'),
    date_investment: dateTime.describe('Fecha de la inversión'),
    end_date: dateTime.describe('Vencimiento del proyecto'),
  })
  .meta({
    id: 'Oferta',
    description:
      "ENT-11: una oferta abierta del cliente en el mercado secundario; fecha_fin es null para 'Sin vencimiento'.",
  });
export type Offer = z.infer<typeof offer>;

/** End-of-sale type (SELL-05): 1 Hoy, 2 Definido, 3 Sin vencimiento. */
export const saleDateType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type SaleDateType = z.infer<typeof saleDateType>;

const dateTypeInput = z
  .union([z.literal([1, 2, 3]), z.enum(['1', '2', '3'])], {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'El campo tipo de vencimiento es requerido'
        : 'El campo tipo de vencimiento no es válido',
  })
  .transform((v) => Number(v) as SaleDateType);

/* ------------------------------------------------ schemas ----------------------------------------------- */

/** API-32 (SRV-04, SRV-25): the caller's open offers. */
export const offersListRequest = listQuery;
export const offersListResponse = tableListOf(offer);

/**
 * API-33 (SRV-24, SRV-25): date_value is required only for 'Definido' (SELL-08) and sent empty otherwise
 * (SELL-12); the server computes the yield itself, so rendimiento is accepted as sent.
 */
export const offerCreateRequest = z
  .object({
    investment_id: idInput('inversión').describe('Identificador de la inversión activa (API-29)'),
    rendimiento: amountInput('rendimiento')
      .optional()
      .default('')
      .describe('Rendimiento actual; se acepta tal cual, el servidor lo calcula por su reloj'),
    date_type: dateTypeInput.describe('Fin de la venta: 1 hoy, 2 en date_value, 3 sin vencimiento'),
    date_value: optionalString('fecha de vencimiento', 'date_value').describe(
      "Fecha de fin (AAAA-MM-DD), solo con date_type 2; '' en los demás",
    ),
    amount_percentage: amountInput('porcentaje de venta')
      .pipe(z.string().trim().min(1, { error: 'El campo porcentaje de venta es requerido' }))
      .describe('Porcentaje del valor (monto más rendimiento) al que se vende; más de 100 agrega ganancia'),
  })
  .superRefine((v, ctx) => {
    if (v.date_type !== 2) return;
    if (v.date_value === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['date_value'],
        message: 'El campo fecha de vencimiento es requerido',
      });
    } else if (!z.iso.date().safeParse(v.date_value).success) {
      ctx.addIssue({
        code: 'custom',
        path: ['date_value'],
        message: 'El campo fecha de vencimiento no es válido',
      });
    }
  });
export const offerCreateResponse = messageResponse;

/** API-34 (SRV-28): only the caller's own open offer. */
export const offerCancelRequest = emptyRequest;
export const offerCancelResponse = messageResponse;

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const offersList = defineCall(endpoints.offersList, {
  request: offersListRequest,
  response: offersListResponse,
});
export const offerCreate = defineCall(endpoints.offerCreate, {
  request: offerCreateRequest,
  response: offerCreateResponse,
});
export const offerCancel = defineCall(endpoints.offerCancel, {
  request: offerCancelRequest,
  response: offerCancelResponse,
});
