import { endpoint } from './call';
import type * as s from './schemas/forecast';

/*
 * 'Próximos pagos' as the client calls it: a zod-free descriptor typed from its schemas in schemas/forecast.ts
 * (type-only import). The session decides whose investments it reads.
 */

export type {
  ExpectedPaymentsResponse,
  MonthlyPaymentTotal,
  PaymentTotals,
  PagoPrevisto,
} from './schemas/forecast';

/** PAY-01..PAY-03: every payment the client's active investments will make in the next 12 months. */
export const expectedPayments = endpoint<
  typeof s.expectedPaymentsRequest,
  typeof s.expectedPaymentsResponse
>()({
  method: 'POST',
  path: '/api/client/investments/proximos_pagos',
  body: 'json',
  auth: true,
});
