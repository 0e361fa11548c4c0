import type { EndpointDescriptor } from './call';

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

/**
 * The calls that create something or move money, and so may carry the header: all POST. Paths, not the
 * endpoints, so that apiFetch reads this list without importing every resource (a test checks each path is a
 * documented POST call).
 */
export const idempotentPaths: ReadonlySet<string> = new Set([
  '/api/client/investments/create',
  '/api/client/investments/create_secundary',
  '/api/client/offers/create',
  '/api/client/withdrawall/create',
  '/api/client/withdrawall/remesa',
  '/api/client/deposits/create',
  '/api/client/beneficiario_create',
  '/api/card/create',
  '/api/wallet/transfer',
  '/api/client/estrategias/create',
  '/api/client/register',
]);

/** Whether a call is one of the creating calls that may carry an Idempotency-Key. */
export function isIdempotentCall(call: Pick<EndpointDescriptor, 'method' | 'path'>): boolean {
  return call.method === 'POST' && idempotentPaths.has(call.path);
}
