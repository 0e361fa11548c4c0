import { z } from 'zod';
import { defineCall } from '../call';
import { identificationTypes } from '../options';
import * as endpoints from '../withdrawals';
import {
  amountInput,
  approvalStatus,
  count,
  dateTime,
  emptyRequest,
  entityId,
  idInput,
  messageResponse,
  money,
  optionalDateInput,
  optionalString,
  requiredText,
} from './fields';

/* ----------------------------------------------- entities ----------------------------------------------- */

/**
 * ENT-12: a withdrawal row. id is the code shown; tipo is the readable kind ('Transferencia nacional', ...);
 * monto and amount carry the same requested amount; estado follows SRV-29.
 */
export const withdrawal = z
  .object({
    id: entityId.describe('Identificador del retiro, el código que se muestra'),
    fecha: dateTime.describe('Fecha de la solicitud'),
    note: z.string().describe('Nota del retiro: destino y neto a recibir'),
    beneficiario: z.string().describe('Nombre del beneficiario'),
    tipo: z
      .string()
      .describe("Tipo legible ('Transferencia nacional', 'Transferencia Cripto', 'Retiro por remesa'...)"),
    currency_tag: z.string().describe('Moneda (USDT)'),
    monto: money.describe('Monto solicitado'),
    amount: money.describe('Monto solicitado (el mismo valor que monto)'),
    estado: approvalStatus.describe("Estado: 'EN PROCESO' al solicitarlo, luego 'APROBADO' o 'RECHAZADO'"),
  })
  .meta({ id: 'Retiro', description: 'ENT-12: un retiro del cliente.' });
export type Withdrawal = z.infer<typeof withdrawal>;

/** Withdrawal kinds (WDR-02): 1 national, 2 international, 3 crypto. */
export const withdrawalType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type WithdrawalType = z.infer<typeof withdrawalType>;

/* ------------------------------------------------ schemas ----------------------------------------------- */

/** API-35 (SRV-29, SRV-32). */
export const withdrawalsListRequest = emptyRequest;
export const withdrawalsListResponse = z.object({ data: z.array(withdrawal), cantidad: count });

/**
 * monto and amount both carry the entered amount (WDR-32); amount may be left out and then reads as monto.
 */
const withdrawalAmounts = {
  monto: amountInput('monto').describe('Monto a retirar, al menos 20; decimal en texto o número'),
  amount: amountInput('monto').optional().describe('El mismo monto; si falta, vale monto'),
};

/**
 * API-36 (SRV-30, SRV-31): ventanilla travels empty and date carries the client's date (WDR-32); the server
 * uses its own clock. data.pin is a 6-digit code.
 */
export const withdrawalCreateRequest = z
  .object({
    beneficiario_id: idInput('beneficiario').describe('Identificador de la cuenta beneficiaria (API-16)'),
    ...withdrawalAmounts,
    type: z
      .union([z.literal([1, 2, 3]), z.enum(['1', '2', '3'])], {
        error: (issue) =>
          issue.input === undefined || issue.input === ''
            ? 'El campo tipo de retiro es requerido'
            : 'El campo tipo de retiro no es válido',
      })
      .transform((v) => Number(v) as WithdrawalType)
      .describe('Tipo: 1 nacional, 2 internacional, 3 cripto; el de la cuenta beneficiaria'),
    ventanilla: optionalString('ventanilla', 'ventanilla').describe("Viaja vacío ('')"),
    date: optionalDateInput('fecha').describe('La fecha del cliente (AAAA-MM-DD); el servidor usa su reloj'),
  })
  .transform((v) => ({ ...v, amount: v.amount ?? v.monto }));
export const withdrawalCreateResponse = messageResponse.extend({
  data: z.object({
    pin: z
      .string()
      .regex(/^\d{6}$/)
      .describe('PIN de 6 dígitos del retiro, que el cliente guarda'),
  }),
});

/**
 * API-37 (SRV-33): the remittance withdrawal. Required: amount, names, surnames, identification, country,
 * province, city, address and phone (WDR-38); the identification type is optional (WDR-39).
 */
export const remittanceWithdrawalRequest = z
  .object({
    ...withdrawalAmounts,
    remesa_nombres: requiredText('nombres', 'remesa_nombres').describe('Nombres de quien recibe'),
    remesa_apellidos: requiredText('apellidos', 'remesa_apellidos').describe('Apellidos de quien recibe'),
    remesa_tipoidentificacion: optionalString('tipo de identificación', 'remesa_tipoidentificacion')
      .pipe(z.enum(['', ...identificationTypes], { error: 'El campo tipo de identificación no es válido' }))
      .describe('Tipo de identificación (opcional)'),
    remesa_identificacion: requiredText('identificación', 'remesa_identificacion').describe(
      'Número de identificación',
    ),
    remesa_country: idInput('país').describe('País (id de la lista de países)'),
    remesa_provincia: requiredText('provincia', 'remesa_provincia').describe('Provincia'),
    remesa_ciudad: requiredText('ciudad', 'remesa_ciudad').describe('Ciudad'),
    remesa_direccion: requiredText('dirección', 'remesa_direccion').describe('Dirección'),
    remesa_telefono: requiredText('teléfono', 'remesa_telefono').describe('Teléfono'),
  })
  .transform((v) => ({ ...v, amount: v.amount ?? v.monto }));
export const remittanceWithdrawalResponse = messageResponse;

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const withdrawalsList = defineCall(endpoints.withdrawalsList, {
  request: withdrawalsListRequest,
  response: withdrawalsListResponse,
});
export const withdrawalCreate = defineCall(endpoints.withdrawalCreate, {
  request: withdrawalCreateRequest,
  response: withdrawalCreateResponse,
});
export const remittanceWithdrawal = defineCall(endpoints.remittanceWithdrawal, {
  request: remittanceWithdrawalRequest,
  response: remittanceWithdrawalResponse,
});
