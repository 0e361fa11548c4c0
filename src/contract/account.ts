import { endpoint } from './call';
import type * as s from './schemas/account';

/*
 * The account-area calls as the client makes them: zod-free descriptors typed from their schemas in
 * schemas/account.ts (type-only import). The server pairs each with its schemas there.
 */

export type {
  BalanceSummary,
  BankPersonal,
  BankType,
  Beneficiary,
  ChartAmount,
  ChartLabel,
  Movement,
  NetReturn,
} from './schemas/account';
/** The option lists of the beneficiary forms (BENEF-18, BENEF-20). */
export { identificationTypes, usdtNetworks, type IdentificationType, type UsdtNetwork } from './options';

/** API-13 (SRV-20). */
export const dashboard = endpoint<typeof s.dashboardRequest, typeof s.dashboardResponse>()({
  method: 'POST',
  path: '/api/client/dashboard',
  body: 'none',
  auth: true,
});

/** API-14 (SRV-04, SRV-39): a page of movements, newest first. */
export const balanceList = endpoint<typeof s.balanceListRequest, typeof s.balanceListResponse>()({
  method: 'POST',
  path: '/api/client/balance/list',
  body: 'json',
  auth: true,
});

/** API-15 (SRV-43): data[i].amount is the cumulative amount at label[i].fecha. */
export const investmentsChart = endpoint<
  typeof s.investmentsChartRequest,
  typeof s.investmentsChartResponse
>()({
  method: 'POST',
  path: '/api/client/investments/grafica',
  body: 'none',
  auth: true,
});

/**
 * RET-01..RET-05: the client's net annual return (XIRR of its flows to and from investments, with what it
 * holds valued today) and the same rate at each month end.
 */
export const netReturn = endpoint<typeof s.netReturnRequest, typeof s.netReturnResponse>()({
  method: 'POST',
  path: '/api/client/investments/rentabilidad',
  body: 'none',
  auth: true,
});

/** API-16 (BENEF-04, BENEF-30). */
export const beneficiaries = endpoint<typeof s.beneficiariesRequest, typeof s.beneficiariesResponse>()({
  method: 'POST',
  path: '/api/client/beneficiarios',
  body: 'json',
  auth: true,
});

/** API-17 (SRV-40): one call for every kind, told apart by bank_personal '1', '2' or '3'. */
export const beneficiaryCreate = endpoint<
  typeof s.beneficiaryCreateRequest,
  typeof s.beneficiaryCreateResponse
>()({
  method: 'POST',
  path: '/api/client/beneficiario_create',
  aliases: ['/api/client/beneficiario_create%20'],
  body: 'json',
  auth: true,
});

/** API-18 (SRV-40): only the caller's own beneficiary. */
export const beneficiaryDelete = endpoint<
  typeof s.beneficiaryDeleteRequest,
  typeof s.beneficiaryDeleteResponse
>()({
  method: 'POST',
  path: '/api/client/beneficiario_delete/:id',
  params: ['id'],
  body: 'none',
  auth: true,
});
