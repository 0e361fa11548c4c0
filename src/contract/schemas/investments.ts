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
export const investment = z.object({
  id: entityId,
  name: z.string(),
  date_investment: dateTime,
  end_date: dateTime,
  investment_amount: money,
  monto_venta: money.nullable(),
  fee_total_contract: decimal,
  tax_referential_client: decimal,
  rendimiento: money,
  rendimientofuturo: money,
  saldo: money,
  mercado_secundario: flag,
  vender: flag,
  date_sold: dateTime.nullable(),
  imagen: nullableText,
  description: z.string(),
  project: entityId,
});
export type Investment = z.infer<typeof investment>;

/** ENT-10: the totals row of the investment and offer lists. */
export const listTotals = z.object({
  cantidad: count,
  total_monto: money,
  total_rendimiento: money,
  total_saldo: money,
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
export const investmentProjectOption = z.object({ id: entityId, name: z.string() });
export type InvestmentProjectOption = z.infer<typeof investmentProjectOption>;

/* ------------------------------------------------ schemas ----------------------------------------------- */

/**
 * API-27 (SRV-22, SRV-23): the amount travels as amount or, from one entry point, as contratomonto; the parsed
 * request always holds it as amount.
 */
export const investmentCreateRequest = z
  .object({
    project_id: idInput('proyecto'),
    amount: amountInput('monto').optional(),
    contratomonto: amountInput('monto').optional(),
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
export const secondaryPurchaseRequest = z.object({ offer_id: idInput('oferta') });
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
