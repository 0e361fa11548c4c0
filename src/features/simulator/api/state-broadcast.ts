import { useSession } from '@/shared/session/session-store';
import { simulatorStrings } from '../strings';

/**
 * Every tab of the demo shares one simulated server (the same IndexedDB), so when one tab replaces its state
 * (a reset or an import), every other tab learns it here at once. The old sessions no longer exist on the
 * server: a signed-in tab ends its session the clean way (the login screen with a notice, the query cache
 * cleared by the sign-out), before any of its calls is refused.
 */
export type StateChange = 'reset' | 'imported' | 'scenario';

const CHANNEL_NAME = 'plataforma-simulador';
let channel: BroadcastChannel | null | undefined;

/** One channel per tab: a channel never hears its own messages, so the tab that acts is not told twice. */
function tabChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
}

function endSession(change: StateChange, always: boolean, notice?: string): void {
  const { token, signOutMessage, signOut } = useSession.getState();
  // A tab that was signed in (or is already showing why it was signed out, e.g. a refused call that came
  // first) shows the notice; any other tab only drops what it had cached.
  signOut(always || token || signOutMessage ? (notice ?? simulatorStrings.notices[change]) : null);
}

/**
 * This tab replaced the demo's state: tell the other tabs, then end this tab's session too, with `notice`
 * instead of the change's own when given (a scenario names the account to enter with).
 */
export function announceStateChange(change: StateChange, notice?: string): void {
  tabChannel()?.postMessage(change);
  endSession(change, true, notice);
}

/** Listens for another tab's reset or import; returns the way to stop. */
export function watchStateChanges(): () => void {
  const listening = tabChannel();
  if (!listening) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const change: unknown = event.data;
    if (change === 'reset' || change === 'imported' || change === 'scenario') endSession(change, false);
  };
  listening.addEventListener('message', onMessage);
  return () => listening.removeEventListener('message', onMessage);
}
