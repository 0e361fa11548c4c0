import { redirect } from '@tanstack/react-router';
import { homeFor, mayVisit, type ClientPath, type ClientStatusValue } from './navigation';
import { useSession } from './session/session-store';

/** ROLE-04, ROLE-06: a screen the client's status does not include sends it to its home screen. */
export function requireScreen(path: ClientPath, status: ClientStatusValue): void {
  if (!mayVisit(path, status)) throw redirect({ to: homeFor(status), replace: true });
}

/**
 * A route's loader waits for its screen's first data. ERR-03: a failed load has already signed the client out
 * (query cache); then the route leaves for the login screen instead of showing its error.
 */
export async function loadOrSignOut(load: Promise<unknown>): Promise<void> {
  try {
    await load;
  } catch (error) {
    if (!useSession.getState().token) throw redirect({ to: '/portal', replace: true });
    throw error;
  }
}
