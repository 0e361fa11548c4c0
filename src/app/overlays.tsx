import { lazy, Suspense, useSyncExternalStore } from 'react';
import { overlaysRequested, subscribeOverlaysRequest } from '@/shared/ui/overlays';

const OverlaysHost = lazy(() => import('./overlays-host'));
const notRequested = () => false;

/**
 * The provider of the message modals, loaded and mounted the first time a screen shows one: neither a
 * first paint nor a visit that shows no message (the login's own messages are the auth screens') loads
 * Mantine's Modal code.
 */
export function Overlays() {
  const requested = useSyncExternalStore(subscribeOverlaysRequest, overlaysRequested, notRequested);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <OverlaysHost />
    </Suspense>
  );
}
