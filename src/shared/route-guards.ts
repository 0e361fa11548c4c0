import { redirect } from '@tanstack/react-router';
import { homeFor, mayVisit, type ClientPath, type ClientStatusValue } from './navigation';

/** ROLE-04, ROLE-06: a screen the client's status does not include sends it to its home screen. */
export function requireScreen(path: ClientPath, status: ClientStatusValue): void {
  if (!mayVisit(path, status)) throw redirect({ to: homeFor(status), replace: true });
}
