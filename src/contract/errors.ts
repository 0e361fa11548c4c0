import { z } from 'zod';

/**
 * The body of every refused call (SRV-02): the text travels both as `message` (read by login and
 * registration) and as `data.message` (read by profile, password and KYC calls). Card calls also read
 * `success: false`, so it is present whenever the server refuses.
 */
export const errorBody = z.object({
  success: z.literal(false).optional(),
  message: z.string().min(1),
  data: z.object({ message: z.string().min(1) }),
});
export type ErrorBody = z.infer<typeof errorBody>;

export function errorBodyOf(message: string): ErrorBody {
  return { success: false, message, data: { message } };
}

/** The text the server sends back for a missing, unknown or revoked session (SRV-12). */
export const SESSION_REVOKED_MESSAGE = 'Intente nuevamente';
/** The text the server sends back once a session is older than its lifetime (SESS-10). */
export const SESSION_EXPIRED_MESSAGE = 'Su sesión ha expirado. Inicie sesión nuevamente.';
/** Lifetime of a session, from login (SESS-10, SESS-11). */
export const SESSION_LIFETIME_MS = 80_400_000;
