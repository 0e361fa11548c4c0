import { endpoint } from './call';
import type * as s from './schemas/withdrawals';

/*
 * The withdrawal calls as the client makes them: zod-free descriptors typed from their schemas in
 * schemas/withdrawals.ts (type-only import). The server pairs each with its schemas there.
 */

export type { Withdrawal, WithdrawalType } from './schemas/withdrawals';
/** The identification types of the remittance modal (WDR-39), and the withdrawal statuses (SRV-29). */
export {
  approvalStatuses,
  identificationTypes,
  type ApprovalStatus,
  type IdentificationType,
} from './options';

/** API-35 (SRV-29, SRV-32). */
export const withdrawalsList = endpoint<typeof s.withdrawalsListRequest, typeof s.withdrawalsListResponse>()({
  method: 'POST',
  path: '/api/client/withdrawall/list',
  body: 'none',
  auth: true,
});

/**
 * API-36 (SRV-30, SRV-31): ventanilla travels empty and date carries the client's date (WDR-32); the server
 * uses its own clock. data.pin is a 6-digit code.
 */
export const withdrawalCreate = endpoint<
  typeof s.withdrawalCreateRequest,
  typeof s.withdrawalCreateResponse
>()({
  method: 'POST',
  path: '/api/client/withdrawall/create',
  body: 'json',
  auth: true,
});

/**
 * API-37 (SRV-33): the remittance withdrawal. Required: amount, names, surnames, identification, country,
 * province, city, address and phone (WDR-38); the identification type is optional (WDR-39).
 */
export const remittanceWithdrawal = endpoint<
  typeof s.remittanceWithdrawalRequest,
  typeof s.remittanceWithdrawalResponse
>()({
  method: 'POST',
  path: '/api/client/withdrawall/remesa',
  body: 'json',
  auth: true,
});
