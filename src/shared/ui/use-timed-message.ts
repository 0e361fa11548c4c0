import { useCallback, useEffect, useState } from 'react';

/** ERR-07 (p1 §9): a generic alert clears itself after 3 s. */
export const GENERIC_ALERT_MS = 3_000;

/**
 * A message that clears itself `ms` after it was last set: [message, setMessage]. Setting it again (the same
 * text too) restarts the wait, so a repeated mistake shows its message again for the whole time.
 */
export function useTimedMessage(ms = GENERIC_ALERT_MS): [string | null, (message: string | null) => void] {
  const [shown, setShown] = useState<{ text: string; at: number } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const set = useCallback((message: string | null) => {
    setShown(message === null ? null : { text: message, at: Date.now() });
  }, []);
  return [shown?.text ?? null, set];
}
