/**
 * Which pages may call the simulator over HTTP from a browser (SRV-66): pages served from this machine
 * (http://localhost, 127.0.0.1 or [::1], any port), such as the client's dev server. A page of any other
 * origin gets no CORS header, so its browser keeps the answer from it; curl, Postman or an app need none.
 */
import { allEndpoints } from '@/contract/calls';
import { IDEMPOTENCY_HEADER } from '@/contract/idempotency';

/** The headers a client's call may carry besides the simple ones. */
export const ALLOWED_HEADERS = ['Authorization', 'Content-Type', IDEMPOTENCY_HEADER];

/** The methods of the contract's calls. */
export const ALLOWED_METHODS = [...new Set(Object.values(allEndpoints).map((call) => call.method))].sort();

/** The header of an answer a page may read besides the simple ones: the methods a 405 names (SRV-56). */
const EXPOSED_HEADERS = ['Allow'];

/** How long a browser may keep a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

const LOCAL_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

export function isLocalOrigin(origin: string | null | undefined): origin is string {
  return typeof origin === 'string' && LOCAL_ORIGIN.test(origin);
}

/** The CORS headers of an answer to a call from `origin` (none for a foreign or missing origin). */
export function corsHeaders(origin: string | null | undefined): Record<string, string> {
  if (!isLocalOrigin(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
    Vary: 'Origin',
  };
}

/** The answer's headers to a preflight (OPTIONS) from `origin`. */
export function preflightHeaders(origin: string | null | undefined): Record<string, string> {
  if (!isLocalOrigin(origin)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
    'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S),
    Vary: 'Origin',
  };
}
