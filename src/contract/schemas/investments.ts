import { z } from 'zod';
import { defineCall } from '../call';
import * as endpoints from '../investments';
import {
  amountInput,
  count,
  dateTime,
  decimal,
  emptyRequest,
  entityId,
  flag,
  idInput,
  listQuery,
  messageResponse,
  money,
  nullableText,
} from './fields';

/* ----------------------------------------------- entities ----------------------------------------------- */

/**
 * ENT-09: an investment, active or sold. rendimiento, rendimientofuturo and saldo follow SRV-21; monto_venta and
 * date_sold are null until it is sold; project is the id of its project.
 */
export const investment = z
  .object({
    id: entityId.describe('Identificador de la inversión, el que pone en venta API-33'),
    name: z.string().describe('Nombre del proyecto'),
    date_investment: dateTime.describe('Fecha de la inversión'),
    end_date: dateTime.describe('Vencimiento, el del proyecto'),
    investment_amount: money.describe('Monto invertido'),
    monto_venta: money.nullable().describe('Precio al que se vendió; null mientras no se vende'),
    fee_total_contract: decimal.describe('Rendimiento total del contrato, en porcentaje'),
    tax_referential_client: decimal.describe('Interés anual, en porcentaje'),
    rendimiento: money.describe('Rendimiento ganado hasta hoy (SRV-21)'),
    rendimientofuturo: money.describe('Rendimiento que queda hasta el vencimiento (SRV-21)'),
    saldo: money.describe('Monto más rendimiento ganado'),
    mercado_secundario: flag.describe('1 si está ofertada en el mercado secundario'),
    vender: flag.describe('1 si puede ponerse en venta: activa, sin ofertar y sin vencer'),
    date_sold: dateTime.nullable().describe('Fecha de la venta; null mientras no se vende'),
    imagen: nullableText.describe('Imagen del proyecto; null si no tiene'),
    description: z.string().describe('Descripción del proyecto'),
    project: entityId.describe('Identificador del proyecto'),
  })
  .meta({
    id: 'Inversion',
    description:
      'ENT-09: una inversión del cliente, activa o vendida; monto_venta y date_sold son null hasta venderse.',
  });
export type Investment = z.infer<typeof investment>;

/** ENT-10: the totals row of the investment and offer lists. */
export const listTotals = z
  .object({
    cantidad: count.describe('Cantidad de filas, en todas las páginas'),
    total_monto: money.describe('Suma de los montos'),
    total_rendimiento: money.describe('Suma de los rendimientos'),
    total_saldo: money.describe('Suma de los saldos'),
  })
  .meta({
    id: 'Totales',
    description: 'ENT-10: los totales de una lista de inversiones u ofertas, de todas sus páginas.',
  });
export type ListTotals = z.infer<typeof listTotals>;

/**
 * A table list answer: data.datos and data.totales as documented, with the page and total_pages every paged
 * list carries (SRV-04).
 */
export const tableListOf = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.object({
      datos: z.array(row),
      totales: listTotals,
      page: z.number().int().min(1),
      total_pages: z.number().int().min(1),
    }),
  });

/** An option of the project-name filter (SRV-42). */
export const investmentProjectOption = z
  .object({
    id: entityId.describe('Identificador del proyecto, el valor del filtro proyecto'),
    name: z.string().describe('Nombre del proyecto'),
  })
  .meta({
    id: 'OpcionDeProyecto',
    description: 'SRV-42: un proyecto en que invirtió el cliente, opción del filtro.',
  });
export type InvestmentProjectOption = z.infer<typeof investmentProjectOption>;

/* ------------------------------------------------ schemas ----------------------------------------------- */

/**
 * API-27 (SRV-22, SRV-23): the amount travels as amount or, from one entry point, as contratomonto; the parsed
 * request always holds it as amount.
 */
export const investmentCreateRequest = z
  .object({
    project_id: idInput('proyecto').describe('Identificador del proyecto (API-20)'),
    amount: amountInput('monto').optional().describe('Monto a invertir, decimal en texto o número'),
    contratomonto: amountInput('monto')
      .optional()
      .describe('El monto con el nombre de otra entrada del cliente; se usa si falta amount'),
  })
  .meta({
    id: 'InversionEntrada',
    description:
      'API-27: el proyecto y el monto de una inversión nueva; el monto en amount o en contratomonto.',
  })
  .transform((v, ctx) => {
    const amount = v.amount ?? v.contratomonto;
    if (amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'El campo monto es requerido' });
      return z.NEVER;
    }
    return { project_id: v.project_id, amount };
  });
export const investmentCreateResponse = messageResponse;

/** API-28 (SRV-26, SRV-27). */
export const secondaryPurchaseRequest = z.object({
  offer_id: idInput('oferta').describe('Identificador de la oferta (offer_id de API-22)'),
});
export const secondaryPurchaseResponse = messageResponse;

/** API-29 (SRV-04, SRV-21): the caller's active investments. */
export const investmentsListRequest = listQuery;
export const investmentsListResponse = tableListOf(investment);

/** API-30 (SRV-04, SRV-27): the caller's sold investments. */
export const soldInvestmentsRequest = listQuery;
export const soldInvestmentsResponse = tableListOf(investment);

/** API-31 (SRV-42). */
export const investmentFiltersRequest = emptyRequest;
export const investmentFiltersResponse = z.object({
  data: z.object({ proyectos: z.array(investmentProjectOption) }),
});

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const investmentCreate = defineCall(endpoints.investmentCreate, {
  request: investmentCreateRequest,
  response: investmentCreateResponse,
});
export const secondaryPurchase = defineCall(endpoints.secondaryPurchase, {
  request: secondaryPurchaseRequest,
  response: secondaryPurchaseResponse,
});
export const investmentsList = defineCall(endpoints.investmentsList, {
  request: investmentsListRequest,
  response: investmentsListResponse,
});
export const soldInvestments = defineCall(endpoints.soldInvestments, {
  request: soldInvestmentsRequest,
  response: soldInvestmentsResponse,
});
export const investmentFilters = defineCall(endpoints.investmentFilters, {
  request: investmentFiltersRequest,
  response: investmentFiltersResponse,
});
