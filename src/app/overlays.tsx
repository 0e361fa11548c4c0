import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { overlaysRequested, subscribeOverlaysRequest } from '@/shared/ui/overlays';
import { whenVisitorActs } from './take-over';

const loadHost = () => import('./overlays-host');
const OverlaysHost = lazy(loadHost);
const notRequested = () => false;

/**
 * The provider of the message modals, mounted the first time a screen shows one: no screen's first paint
 * loads it. Its code is fetched on the visitor's first action (a message follows one), so the
 * first message does not wait for it.
 */
export function Overlays() {
  const requested = useSyncExternalStore(subscribeOverlaysRequest, overlaysRequested, notRequested);
  useEffect(() => whenVisitorActs(() => void loadHost()), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <OverlaysHost />
    </Suspense>
  );
}
