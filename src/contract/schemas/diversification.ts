import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../diversification';
import { count, emptyRequest, money } from './fields';

/* ----------------------------------------------- entities ----------------------------------------------- */

/** A share of the portfolio in percent with exactly two decimals ('37.50'). */
const share = z.string().regex(/^\d{1,3}\.\d{2}$/);

/** DIV-01: one group of a dimension: its key, its name, the amount invested in it, its share and count. */
export const diversificationGroup = z
  .object({
    clave: z
      .string()
      .describe(
        'Clave del grupo: el código ISO del país, la categoría, la calificación, el emisor o el tramo de plazo',
      ),
    nombre: z.string().describe('Nombre del grupo, como se muestra'),
    monto: money.describe('Monto invertido en el grupo, de las inversiones activas'),
    porcentaje: share.describe(
      'Parte del monto invertido total, en porcentaje con dos decimales; los de una dimensión suman 100.00',
    ),
    inversiones: count.describe('Cantidad de inversiones activas del grupo'),
  })
  .meta({
    id: 'GrupoDeCartera',
    description:
      'DIV-01: un grupo de una dimensión de la cartera (un país, una categoría, una calificación de riesgo, un ' +
      'emisor o un tramo de plazo restante) con su monto invertido, su parte y su cantidad de inversiones.',
  });
export type DiversificationGroup = z.infer<typeof diversificationGroup>;

/** DIV-03: the largest issuer or project and its share. */
export const diversificationLeader = z
  .object({
    clave: z.string().describe('Clave: el emisor, o el identificador del proyecto en texto'),
    nombre: z.string().describe('Nombre del emisor o del proyecto'),
    porcentaje: share.describe('Su parte del monto invertido total, en porcentaje con dos decimales'),
  })
  .meta({
    id: 'MayorConcentracion',
    description: 'DIV-03: el emisor o el proyecto con más monto invertido de la cartera y su parte de ella.',
  });
export type DiversificationLeader = z.infer<typeof diversificationLeader>;

/* ------------------------------------------------ schemas ----------------------------------------------- */

const groups = (what: string) =>
  z.array(diversificationGroup).describe(`Los grupos por ${what}; vacío sin inversiones activas`);

export const diversificationRequest = emptyRequest;
export const diversificationResponse = z.object({
  data: z.object({
    total: money.describe('Monto invertido total de las inversiones activas'),
    inversiones: count.describe('Cantidad de inversiones activas'),
    pais: groups('país del proyecto, de mayor a menor monto'),
    categoria: groups('categoría del proyecto, de mayor a menor monto'),
    riesgo: groups('calificación de riesgo, de la mejor (A++) a la peor (Alto)'),
    emisor: groups('emisor del proyecto, de mayor a menor monto'),
    plazo: groups(
      "plazo restante hasta el vencimiento, en tramos de meses de 30 días: 'Menos de 3 meses', '3 a 6 meses', " +
        "'6 a 12 meses' y 'Más de 12 meses'",
    ),
    mayor_emisor: diversificationLeader
      .nullable()
      .describe('El emisor con más monto invertido; null sin inversiones activas'),
    mayor_proyecto: diversificationLeader
      .nullable()
      .describe('El proyecto con más monto invertido; null sin inversiones activas'),
  }),
});
export type DiversificationAnswer = z.infer<typeof diversificationResponse>['data'];

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const diversification = defineCall(endpoints.diversification, {
  request: diversificationRequest,
  response: diversificationResponse,
});
