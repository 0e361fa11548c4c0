import { beneficiaryCreate } from './account';
import { register } from './auth';
import type { EndpointDescriptor } from './call';
import { cardCreate, walletTransfer } from './cards';
import { depositCreate } from './deposits';
import { investmentCreate, secondaryPurchase } from './investments';
import { offerCreate } from './offers';
import { remittanceWithdrawal, withdrawalCreate } from './withdrawals';

/**
 * SRV-49: the optional header a creating call may carry. One key names one intent of the client (one click
 * on 'Invertir'): a repeat of the same key with the same request gets the first answer and books nothing
 * more. A server that ignores the header loses nothing: the client also guards its forms.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long the server remembers a key's first answer: 24 hours of server time. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A key is 1 to 255 visible ASCII characters (a UUID, as the client sends, is one). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The calls that create something or move money, and so may carry the header. */
export const idempotentCalls: readonly EndpointDescriptor[] = [
  investmentCreate,
  secondaryPurchase,
  offerCreate,
  withdrawalCreate,
  remittanceWithdrawal,
  depositCreate,
  beneficiaryCreate,
  cardCreate,
  walletTransfer,
  register,
];

const idempotentPaths = new Set(idempotentCalls.map((call) => `${call.method} ${call.path}`));

/** Whether a call is one of the creating calls that may carry an Idempotency-Key. */
export function isIdempotentCall(call: Pick<EndpointDescriptor, 'method' | 'path'>): boolean {
  return idempotentPaths.has(`${call.method} ${call.path}`);
}
