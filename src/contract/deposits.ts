import { endpoint } from './call';
import type * as s from './schemas/deposits';

/*
 * The deposit calls as the client makes them: zod-free descriptors typed from their schemas in
 * schemas/deposits.ts (type-only import). The server pairs each with its schemas there.
 */

export type { Deposit, DepositAddress } from './schemas/deposits';
/** The deposit statuses (SRV-35) and the networks of the deposit addresses (ENT-15). */
export { approvalStatuses, usdtNetworks, type ApprovalStatus, type UsdtNetwork } from './options';

/** API-38 (SRV-35). */
export const depositsList = endpoint<typeof s.depositsListRequest, typeof s.depositsListResponse>()({
  method: 'POST',
  path: '/api/client/deposits/list',
  body: 'none',
  auth: true,
});

/** API-39: the file name of the deposits report. */
export const depositsPdf = endpoint<typeof s.depositsPdfRequest, typeof s.depositsPdfResponse>()({
  method: 'POST',
  path: '/api/client/deposits/pdf',
  body: 'none',
  auth: true,
});

/** API-40: called with an empty body (on the web-service host in the original). */
export const depositAddresses = endpoint<
  typeof s.depositAddressesRequest,
  typeof s.depositAddressesResponse
>()({
  method: 'POST',
  path: '/api/client/deposits/direcciones',
  body: 'none',
  auth: true,
});

/**
 * API-41 (SRV-34): multipart file, amount, direccion, hash and type=2. The 5000 limit and the file's size and
 * type are the server's deposit rule; type may be left out and reads as 2.
 */
export const depositCreate = endpoint<typeof s.depositCreateRequest, typeof s.depositCreateResponse>()({
  method: 'POST',
  path: '/api/client/deposits/create',
  body: 'multipart',
  auth: true,
});
