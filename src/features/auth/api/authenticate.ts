import { useMutation } from '@tanstack/react-query';
import { authenticate } from '@/contract/auth';
import type { CallRequest } from '@/contract/call';
import { apiFetch } from '@/shared/api/api-fetch';
import { useSession } from '@/shared/session/session-store';

export type Credentials = CallRequest<typeof authenticate>;

/** SESS-06: the protect-button flag stays on this long after a login. */
export const PROTECT_BUTTON_MS = 3500;

/** API-03: POST /api/client/authenticate. */
export const fetchAuthenticate = (credentials: Credentials) => apiFetch(authenticate, credentials);

let protectTimer: ReturnType<typeof setTimeout> | undefined;

/** SESS-06: turns the protect-button flag on, and off again PROTECT_BUTTON_MS later. */
export function protectButtonAfterLogin(): void {
  clearTimeout(protectTimer);
  useSession.getState().setProtectButton(true);
  protectTimer = setTimeout(() => useSession.getState().setProtectButton(false), PROTECT_BUTTON_MS);
}

/**
 * API-03: authenticate is called twice, first for the client's status, then for the session; each call
 * revokes the earlier tokens (SRV-12), so the second token is the one stored (SESS-01, SESS-03).
 * A refusal clears the session like a logout (SESS-05).
 */
export async function signInWithPassword(credentials: Credentials) {
  try {
    const statusCall = await fetchAuthenticate(credentials);
    const sessionCall = await fetchAuthenticate(credentials);
    useSession.getState().signIn(sessionCall.success.token, Date.now(), true);
    protectButtonAfterLogin();
    return { status: statusCall.success.user.status, token: sessionCall.success.token };
  } catch (error) {
    useSession.getState().signOut(null);
    throw error;
  }
}

export function useLogin() {
  return useMutation({ mutationKey: ['auth', 'login'], mutationFn: signInWithPassword });
}
