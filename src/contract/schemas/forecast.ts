import { z } from 'zod';
import * as endpoints from '../forecast';
import { defineCall } from '../call';
import { entityId, money, pageInfo, pageInput } from './fields';

/** A day as the server answers it: 'YYYY-MM-DD' in the platform's time zone. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** PAY-01: the page of payments; the session says whose investments, the simulator's clock from when. */
export const expectedPaymentsRequest = z.object({
  page: pageInput.describe('Página de los pagos, de 50; 1 si no se envía'),
});
export type ExpectedPaymentsRequest = z.input<typeof expectedPaymentsRequest>;

/** PAY-01: one payment an active investment will make, by the same schedule the clock pays by (SRV-44). */
export const pagoPrevisto = z
  .object({
    fecha: day.describe('Día en que vence el pago'),
    code: z.string().describe('Código de la inversión que paga'),
    project_id: entityId.describe('Id del proyecto de la inversión'),
    proyecto: z.string().describe('Nombre del proyecto'),
    interes: money.describe('Intereses del pago'),
    capital: money.describe('Capital devuelto con el pago (solo el último de cada inversión)'),
    total: money.describe('Intereses más capital'),
  })
  .meta({
    id: 'PagoPrevisto',
    description:
      'PAY-01: un pago que una inversión activa del cliente hará en los próximos 12 meses, si nada cambia.',
  });
export type PagoPrevisto = z.infer<typeof pagoPrevisto>;

/** PAY-02: what falls due in one calendar month of the window. */
export const monthlyPaymentTotal = z
  .object({
    mes: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .describe('Mes, como AAAA-MM'),
    interes: money.describe('Intereses del mes'),
    capital: money.describe('Capital devuelto en el mes'),
    total: money.describe('Intereses más capital del mes'),
  })
  .meta({
    id: 'TotalMensualDePagos',
    description: 'PAY-02: la suma de los pagos previstos de un mes; un mes sin pagos, en cero.',
  });
export type MonthlyPaymentTotal = z.infer<typeof monthlyPaymentTotal>;

/** PAY-02: the whole window's sums. */
export const paymentTotals = z
  .object({
    interes: money.describe('Intereses de todos los pagos previstos'),
    capital: money.describe('Capital de todos los pagos previstos'),
    total: money.describe('Intereses más capital'),
  })
  .meta({
    id: 'TotalesDePagosPrevistos',
    description: 'PAY-02: la suma de todos los pagos previstos de los próximos 12 meses.',
  });
export type PaymentTotals = z.infer<typeof paymentTotals>;

/** PAY-01, PAY-02, SRV-67: one page of the payments (cantidad counts them all), every month and the totals. */
export const expectedPaymentsResponse = z.object({
  data: z.object({
    desde: day.describe('Primer día de la ventana: hoy'),
    hasta: day.describe('Último día de la ventana: el fin del undécimo mes después del actual'),
    pagos: z.array(pagoPrevisto).describe('Una página de los pagos, por fecha'),
    ...pageInfo,
    meses: z.array(monthlyPaymentTotal).describe('Los 12 meses de la ventana, el actual primero'),
    totales: paymentTotals,
  }),
});
export type ExpectedPaymentsResponse = z.infer<typeof expectedPaymentsResponse>;

export const expectedPayments = defineCall(endpoints.expectedPayments, {
  request: expectedPaymentsRequest,
  response: expectedPaymentsResponse,
});
