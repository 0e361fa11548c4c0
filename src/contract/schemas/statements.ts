import { z } from 'zod';
import * as endpoints from '../statements';
import { defineCall } from '../call';
import { movement } from './account';
import { count, money } from './fields';

/** A day as the client sends it: 'YYYY-MM-DD' in the platform's time zone (STMT-02 checks it is a real day). */
const dayInput = (label: string) =>
  z
    .string({ error: `El campo ${label} es requerido` })
    .trim()
    .min(1, { error: `El campo ${label} es requerido` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `El campo ${label} no es válido` });

/** A day as the server answers it. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * STMT-01, STMT-02: the period, both days included. Like every request of the contract the object drops the
 * fields it does not name (a client_id among them, STMT-08): the session says whose statement it is.
 */
export const statementRequest = z.object({ desde: dayInput('desde'), hasta: dayInput('hasta') });
export type StatementRequest = z.input<typeof statementRequest>;

/**
 * STMT-05: the sum of each kind of movement in the period (signed, as balance), and comisiones: the fees
 * charged in the period (STMT-06), which are part of the withdrawals' amounts, not a line of their own.
 */
export const statementTotals = z
  .object({
    depositos: money.describe('Depósitos aprobados'),
    retiros: money.describe('Retiros, con signo'),
    inversiones: money.describe('Inversiones en el mercado primario, con signo'),
    compras: money.describe('Compras en el mercado secundario, con signo'),
    ventas: money.describe('Ventas en el mercado secundario'),
    intereses: money.describe('Intereses cobrados'),
    vencimientos: money.describe('Capital devuelto al vencimiento'),
    devoluciones: money.describe('Devoluciones (retiros rechazados y otras)'),
    tarjetas: money.describe('Transferencias a tarjetas, con signo'),
    otros: money.describe('Los demás movimientos'),
    comisiones: money.describe('Comisiones cobradas en el periodo; ya forman parte de los retiros'),
  })
  .meta({
    id: 'TotalesDelEstadoDeCuenta',
    description:
      'STMT-05, STMT-06: la suma de cada tipo de movimiento del periodo, y las comisiones cobradas.',
  });
export type StatementTotals = z.infer<typeof statementTotals>;

/** STMT-01, STMT-03..STMT-06. saldo_inicial + Σ movimientos[].balance = saldo_final. */
export const statementResponse = z.object({
  data: z.object({
    desde: day,
    hasta: day,
    saldo_inicial: money,
    saldo_final: money,
    movimientos: z.array(movement),
    cantidad: count,
    totales: statementTotals,
  }),
});
export type StatementResponse = z.infer<typeof statementResponse>;

/** STMT-09, STMT-11: a calendar year, as a number or a string of digits. */
export const taxSummaryRequest = z.object({
  anio: z.union([z.number(), z.string()], { error: 'El campo año es requerido' }).transform((value, ctx) => {
    const text = String(value).trim();
    const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(year)) {
      ctx.addIssue({ code: 'custom', message: 'El campo año no es válido' });
      return z.NEVER;
    }
    return year;
  }),
});
export type TaxSummaryRequest = z.input<typeof taxSummaryRequest>;

/** STMT-10: one sale on the secondary market: its price, what the seller had paid, and the difference. */
export const taxSale = z
  .object({
    fecha: z.string().describe('Fecha de la venta'),
    code: z.string().describe('Código de la inversión vendida'),
    description: z.string().describe('Descripción de la venta'),
    precio_venta: money.describe('Precio de venta'),
    costo: money.describe('Lo que el vendedor había pagado'),
    resultado: money.describe('Precio de venta menos costo: ganancia o pérdida'),
  })
  .meta({
    id: 'VentaDelSecundario',
    description: 'STMT-10: una venta del cliente en el mercado secundario en el año.',
  });
export type TaxSale = z.infer<typeof taxSale>;

/** STMT-09, STMT-10, STMT-12. */
export const taxSummaryResponse = z.object({
  data: z.object({
    anio: z.number().int(),
    intereses: money,
    ganancias_secundario: money,
    perdidas_secundario: money,
    resultado_secundario: money,
    comisiones: money,
    ventas: z.array(taxSale),
  }),
});
export type TaxSummaryResponse = z.infer<typeof taxSummaryResponse>;

export const balanceStatement = defineCall(endpoints.balanceStatement, {
  request: statementRequest,
  response: statementResponse,
});
export const taxSummary = defineCall(endpoints.taxSummary, {
  request: taxSummaryRequest,
  response: taxSummaryResponse,
});
