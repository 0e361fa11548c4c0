import { endpoint } from './call';
import type * as s from './schemas/statements';

/*
 * The account statement and the yearly tax summary as the client calls them: zod-free descriptors typed from
 * their schemas in schemas/statements.ts (type-only import). The session decides whose statement it is.
 */

export type {
  StatementRequest,
  StatementResponse,
  StatementTotals,
  TaxSale,
  TaxSummaryRequest,
  TaxSummaryResponse,
} from './schemas/statements';

/** STMT-01..STMT-08: the opening balance, every movement of a period oldest first, the closing balance, totals by kind. */
export const balanceStatement = endpoint<typeof s.statementRequest, typeof s.statementResponse>()({
  method: 'POST',
  path: '/api/client/balance/statement',
  body: 'json',
  auth: true,
});

/** STMT-09..STMT-12: a calendar year's interest, secondary-market gains and losses and fees paid. */
export const taxSummary = endpoint<typeof s.taxSummaryRequest, typeof s.taxSummaryResponse>()({
  method: 'POST',
  path: '/api/client/balance/tax-summary',
  body: 'json',
  auth: true,
});
