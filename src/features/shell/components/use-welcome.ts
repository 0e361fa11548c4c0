import { useCallback, useState } from 'react';

const SEEN_KEY = 'shell_welcome_seen';

function seenFor(token: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(SEEN_KEY) === token;
  } catch {
    return false;
  }
}

function markSeen(token: string): void {
  try {
    globalThis.sessionStorage?.setItem(SEEN_KEY, token);
  } catch {
    // Storage refused (private mode): the modal may show again after a reload, which is harmless.
  }
}

/**
 * SHELL-09..11: the welcome modal opens for a status-1 client, once per session (per token: a reload of the
 * same session does not show it again, a new login does while the client is still at status 1).
 */
export function useWelcome(status: number, token: string | null) {
  const [dismissedToken, setDismissedToken] = useState<string | null>(null);
  const opened = status === 1 && token !== null && dismissedToken !== token && !seenFor(token);
  const dismiss = useCallback(() => {
    if (!token) return;
    markSeen(token);
    setDismissedToken(token);
  }, [token]);
  return { opened, dismiss };
}
