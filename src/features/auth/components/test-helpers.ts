/**
 * Helpers for the access screens' tests (imported by *.test.tsx only): a reset of the session a previous
 * test's login may have left (the other helpers are in tests/screen-helpers.ts).
 */
import { useSession } from '@/shared/session/session-store';
import { resetSession } from '../../../../tests/render-app';

/** resetSession, and the protect-button flag a previous test's login may have left on (SESS-06). */
export function resetAll(): void {
  resetSession();
  useSession.setState({ protectButton: false });
}
