import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { statusQuery } from './session-queries';
import { useSession } from '../session/session-store';
import type { ClientStatusValue } from '../navigation';

/**
 * Reads the signed-in client's status for the route guards. No token, a refused session or status 0 all
 * end the session; the caller redirects. Returns null then.
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
    useSession.getState().signOut(error instanceof ApiError ? error.message : null);
    return null;
  }
}
