/**
 * Whether this page has begun to be left (a reload, a typed address, a link to another document). From then
 * on the simulator's service worker no longer answers for this page (MSW forgets a client at `beforeunload`),
 * so calls still in flight reach the static server and come back 404. Such answers belong to a page that is
 * going away: treated as no answer, they cannot end the session the next page of this tab needs.
 *
 * A navigation that never happens (cancelled, or a download) leaves the page alive: the flag clears itself
 * after LEAVING_GRACE_MS, long after the next document would have replaced this one.
 */
export const LEAVING_GRACE_MS = 5_000;

let leavingSince: number | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leavingSince = Date.now();
  });
  // Restored from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    leavingSince = null;
  });
}

export function pageIsLeaving(now = Date.now()): boolean {
  return leavingSince !== null && now - leavingSince < LEAVING_GRACE_MS;
}
