import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../novedades';
import { count, dateTime, entityId, flag, idInput, money, pageInfo, pageInput } from './fields';

/* ----------------------------------------------- entities ----------------------------------------------- */

/** NEWS-01: what happened to the client's money or requests, each kind with the screen that shows it. */
export const novedadTipos = [
  'interes',
  'vencimiento',
  'venta',
  'compra',
  'deposito',
  'retiro',
  'tarjeta',
  'inversion_automatica',
] as const;
export type NovedadTipo = (typeof novedadTipos)[number];

/** The most news one mark-as-read request names. */
export const MAX_NOVEDADES_LEER = 100;

export const novedad = z
  .object({
    id: entityId.describe('Identificador de la novedad'),
    tipo: z
      .enum(novedadTipos)
      .describe(
        'Qué pasó: interes, vencimiento (capital devuelto), venta u compra de una oferta, deposito aprobado, ' +
          'retiro pagado, tarjeta aprobada o inversion_automatica',
      ),
    titulo: z.string().describe('Título breve, en español'),
    detalle: z.string().describe('Una frase que explica lo ocurrido, en español'),
    monto: money.nullable().describe('Importe en USDT cuando la novedad mueve dinero; null si no'),
    enlace: z
      .string()
      .describe("Ruta de la pantalla que lo muestra ('/cliente/inversiones', '/cliente/retiro')"),
    leida: flag.describe('1 si el cliente ya la leyó, 0 si no'),
    fecha: dateTime.describe('Cuándo ocurrió (hora de la plataforma)'),
  })
  .meta({
    id: 'Novedad',
    description:
      'NEWS-01: algo que ocurrió en la cuenta del cliente (un pago de intereses, una venta, un depósito ' +
      'aprobado...), guardado por el servidor en la misma transacción que la operación que lo causó.',
  });
export type Novedad = z.infer<typeof novedad>;

/* ----------------------------------------------- requests ----------------------------------------------- */

export const novedadesListRequest = z.object({
  page: pageInput.describe('Número de página, desde 1'),
});
export type NovedadesListRequest = z.input<typeof novedadesListRequest>;
export const novedadesListResponse = z.object({
  data: z.object({
    datos: z.array(novedad),
    ...pageInfo,
    sin_leer: count.describe('Cuántas novedades del cliente no ha leído, en todas las páginas'),
  }),
});

const READ_TARGET = 'Indique las novedades a marcar como leídas (ids) o todas';

export const novedadesReadRequest = z
  .object({
    ids: z
      .array(idInput('novedad'), { error: 'El campo ids debe ser una lista de identificadores' })
      .max(MAX_NOVEDADES_LEER, {
        error: `Se pueden marcar como máximo ${MAX_NOVEDADES_LEER} novedades por vez`,
      })
      .optional()
      .describe('Las novedades que el cliente leyó'),
    todas: z
      .boolean({ error: 'El campo todas debe ser verdadero o falso' })
      .optional()
      .describe('true marca como leídas todas las novedades del cliente'),
  })
  .refine((v) => (v.todas === true) !== (v.ids !== undefined && v.ids.length > 0), {
    error: READ_TARGET,
  });
export type NovedadesReadRequest = z.input<typeof novedadesReadRequest>;
export const novedadesReadResponse = z.object({
  data: z.object({ sin_leer: count.describe('Cuántas novedades quedan sin leer') }),
});

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const novedadesList = defineCall(endpoints.novedadesList, {
  request: novedadesListRequest,
  response: novedadesListResponse,
});
export const novedadesRead = defineCall(endpoints.novedadesRead, {
  request: novedadesReadRequest,
  response: novedadesReadResponse,
});
