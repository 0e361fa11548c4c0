/**
 * The body of every refused call (SRV-02): the text travels both as `message` (read by login and
 * registration) and as `data.message` (read by profile, password and KYC calls). Card calls also read
 * `success: false`, so it is present whenever the server refuses. Its schema is `errorBody` in
 * schemas/errors.ts; this module stays free of zod because the client reads it too.
 */
export interface ErrorBody {
  success?: false | undefined;
  message: string;
  data: { message: string };
}

export function errorBodyOf(message: string): ErrorBody {
  return { success: false, message, data: { message } };
}

/** The text the server sends back for a missing, unknown or revoked session (SRV-12). */
export const SESSION_REVOKED_MESSAGE = 'Intente nuevamente';
/** The text the server sends back once a session is older than its lifetime (SESS-10). */
export const SESSION_EXPIRED_MESSAGE = 'Su sesión ha expirado. Inicie sesión nuevamente.';
/** Lifetime of a session, from login (SESS-10, SESS-11). */
export const SESSION_LIFETIME_MS = 80_400_000;
