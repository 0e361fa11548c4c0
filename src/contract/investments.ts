import { endpoint } from './call';
import type * as s from './schemas/investments';

/*
 * The investment calls as the client makes them: zod-free descriptors typed from their schemas in
 * schemas/investments.ts (type-only import). The server pairs each with its schemas there.
 */

export type { Investment, InvestmentProjectOption, ListTotals } from './schemas/investments';

/**
 * API-27 (SRV-22, SRV-23): the amount travels as amount or, from one entry point, as contratomonto; the parsed
 * request always holds it as amount.
 */
export const investmentCreate = endpoint<
  typeof s.investmentCreateRequest,
  typeof s.investmentCreateResponse
>()({
  method: 'POST',
  path: '/api/client/investments/create',
  body: 'json',
  auth: true,
});

/** API-28 (SRV-26, SRV-27). */
export const secondaryPurchase = endpoint<
  typeof s.secondaryPurchaseRequest,
  typeof s.secondaryPurchaseResponse
>()({
  method: 'POST',
  path: '/api/client/investments/create_secundary',
  body: 'json',
  auth: true,
});

/** API-29 (SRV-04, SRV-21): the caller's active investments. */
export const investmentsList = endpoint<typeof s.investmentsListRequest, typeof s.investmentsListResponse>()({
  method: 'POST',
  path: '/api/client/investments',
  body: 'json',
  auth: true,
});

/** API-30 (SRV-04, SRV-27): the caller's sold investments. */
export const soldInvestments = endpoint<typeof s.soldInvestmentsRequest, typeof s.soldInvestmentsResponse>()({
  method: 'POST',
  path: '/api/client/investments/sold',
  body: 'json',
  auth: true,
});

/** API-31 (SRV-42). */
export const investmentFilters = endpoint<
  typeof s.investmentFiltersRequest,
  typeof s.investmentFiltersResponse
>()({
  method: 'POST',
  path: '/api/client/investments/filtros',
  body: 'none',
  auth: true,
});
