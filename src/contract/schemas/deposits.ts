import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../deposits';
import { fileLabels } from '../options';
import {
  amountInput,
  approvalStatus,
  count,
  dateTime,
  emptyRequest,
  entityId,
  fileUpload,
  messageResponse,
  money,
  requiredText,
  usdtNetwork,
} from './fields';

/* ----------------------------------------------- entities ----------------------------------------------- */

/**
 * ENT-14: a deposit row. tipo is the readable kind ('Depósito USDT'); estado follows SRV-35. id is added so a
 * row has a stable key.
 */
export const deposit = z
  .object({
    id: entityId.describe('Identificador del depósito'),
    fecha: dateTime.describe('Fecha del reporte'),
    tipo: z.string().describe("Tipo legible ('Depósito USDT')"),
    currency_tag: z.string().describe('Moneda (USDT)'),
    monto: money.describe('Monto reportado'),
    estado: approvalStatus.describe("Estado: 'EN PROCESO' al reportarlo, luego 'APROBADO' o 'RECHAZADO'"),
  })
  .meta({ id: 'Deposito', description: 'ENT-14: un depósito reportado por el cliente.' });
export type Deposit = z.infer<typeof deposit>;

/** ENT-15: a platform USDT address. */
export const depositAddress = z
  .object({
    direccion: z.string().min(1).describe('Dirección USDT de la plataforma'),
    network: usdtNetwork.describe('Red de la dirección'),
  })
  .meta({
    id: 'DireccionDeDeposito',
    description: 'ENT-15: una dirección USDT de la plataforma, a la que se deposita.',
  });
export type DepositAddress = z.infer<typeof depositAddress>;

/* ------------------------------------------------ schemas ----------------------------------------------- */

/** API-38 (SRV-35). */
export const depositsListRequest = emptyRequest;
export const depositsListResponse = z.object({ data: z.array(deposit), cantidad: count });

/** API-39: the file name of the deposits report. */
export const depositsPdfRequest = emptyRequest;
export const depositsPdfResponse = z.object({ filename: z.string().min(1) });

/** API-40: called with an empty body (on the web-service host in the original). */
export const depositAddressesRequest = emptyRequest;
export const depositAddressesResponse = z.object({ data: z.object({ data: z.array(depositAddress) }) });

/**
 * API-41 (SRV-34): multipart file, amount, direccion, hash and type=2. The 5000 limit and the file's size and
 * type are the server's deposit rule; type may be left out and reads as 2.
 */
export const depositCreateRequest = z.object({
  file: fileUpload(fileLabels.proof).describe('El comprobante: imagen PNG, JPEG o WebP, o PDF, hasta 5 MB'),
  amount: amountInput('monto').describe('Monto depositado, hasta 5000'),
  direccion: requiredText('dirección', 'direccion').describe(
    'La dirección de la plataforma a la que se envió (API-40)',
  ),
  hash: requiredText('hash', 'hash').describe('El hash de la transacción'),
  type: z
    .union([z.literal('2'), z.literal(2)], { error: 'El campo tipo no es válido' })
    .optional()
    .transform(() => 2 as const)
    .describe('Siempre 2 (depósito USDT); puede omitirse'),
});
export const depositCreateResponse = messageResponse;

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const depositsList = defineCall(endpoints.depositsList, {
  request: depositsListRequest,
  response: depositsListResponse,
});
export const depositsPdf = defineCall(endpoints.depositsPdf, {
  request: depositsPdfRequest,
  response: depositsPdfResponse,
});
export const depositAddresses = defineCall(endpoints.depositAddresses, {
  request: depositAddressesRequest,
  response: depositAddressesResponse,
});
export const depositCreate = defineCall(endpoints.depositCreate, {
  request: depositCreateRequest,
  response: depositCreateResponse,
});
