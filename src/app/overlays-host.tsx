import { modals, ModalsProvider } from '@mantine/modals';
import { useEffect } from 'react';
import { overlaysMounted } from '@/shared/ui/overlays';

/**
 * The provider of the message modals, loaded on first use (shared/ui/overlays.ts). Effects run child first: by
 * the time this one runs, the provider listens for `modals.open`.
 */
export default function OverlaysHost() {
  useEffect(() => overlaysMounted({ modals }), []);
  return <ModalsProvider />;
}
