import { useEffect } from 'react';
import { useSession } from '@/shared/session/session-store';
import { isSessionExpired, nextCheckDelay } from '../model/session-expiry';
import { shellStrings } from '../strings';

/**
 * SESS-10, SESS-11: the session closes itself 80,400,000 ms after this tab's login (useSession.loginAt), as a
 * logout with a Spanish message; at 80,399,999 ms it is still open. Long waits are chained (a browser timer
 * cannot wait longer than 2^31 - 1 ms) and re-checked when the tab becomes visible again, since timers of a
 * sleeping or hidden tab may fire late.
 */
export function useSessionExpiry(): void {
  const loginAt = useSession((s) => s.loginAt);
  useEffect(() => {
    if (loginAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const now = Date.now();
      if (isSessionExpired(loginAt, now)) {
        if (useSession.getState().loginAt === loginAt)
          useSession.getState().signOut(shellStrings.sessionExpired);
        return;
      }
      timer = setTimeout(check, nextCheckDelay(loginAt, now));
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [loginAt]);
}
