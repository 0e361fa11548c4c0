import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { statusQuery } from './session-queries';
import { useSession } from '../session/session-store';
import type { ClientStatusValue } from '../navigation';

/**
 * Reads the signed-in client's status for the route guards. No token, a refused session or status 0 all
 * end the session; the caller redirects. Returns null then. A call that got no answer throws.
 */
export async function currentStatus(queryClient: QueryClient): Promise<ClientStatusValue | null> {
  if (!useSession.getState().token) return null;
  try {
    const { status } = await queryClient.ensureQueryData(statusQuery()).then((r) => r.data);
    if (status === 0) {
      useSession.getState().signOut(null);
      return null;
    }
    return status;
  } catch (error) {
    // No answer at all (the page being reloaded or left cancels the call, or the network is gone) is not a
    // refused session: the session stays, and the route shows the error instead.
    if (error instanceof ApiError && error.status === 0) throw error;
    // Another call refused at the same time may have signed the client out already (a sign-out clears the
    // query cache, which cancels this one): its message is the one to show, not replaced here.
    if (useSession.getState().token)
      useSession.getState().signOut(error instanceof ApiError ? error.message : null);
    return null;
  }
}
