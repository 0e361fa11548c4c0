import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type Ref } from 'react';
import { apiMode } from '@/shared/api/config';
import { profileQuery, statusQuery } from '@/shared/api/session-queries';
import { useDemoProgress } from '../api/demo-progress';
import { DemoGuideCard, ShowDemoGuideButton } from './demo-guide-card';
import { useGuideHidden } from './use-guide-hidden';

/**
 * The demo's checklist 'Qué probar', for the top of the dashboard. Only in simulator builds (a real server
 * has no progress call) and only for clients at status 3, whose full menu every step needs. demo_status does
 * not matter: it only changes the currency label and the withdrawal submit, and no step needs either.
 */
export function DemoGuide() {
  if (apiMode !== 'mock') return null;
  return <SignedInDemoGuide />;
}

function SignedInDemoGuide() {
  // Both are in the cache already (the client area's loader) and kept fresh by the shell: read, never fetched.
  const clientId = useQuery({ ...profileQuery(), staleTime: Infinity }).data?.id;
  const status = useQuery({ ...statusQuery(), staleTime: Infinity }).data?.status;
  if (clientId === undefined || status !== 3) return null;
  return <ClientDemoGuide key={clientId} clientId={clientId} />;
}

function ClientDemoGuide({ clientId }: { clientId: number }) {
  const [hidden, setHidden] = useGuideHidden(clientId);
  // After 'Ocultar' or 'Mostrar' the focus moves to the control that took the place of the one pressed.
  const toggled = useRef(false);
  const hideRef = useRef<HTMLButtonElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!toggled.current) return;
    toggled.current = false;
    (hidden ? showRef : hideRef).current?.focus();
  }, [hidden]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setHidden(next);
  };

  if (hidden) return <ShowDemoGuideButton ref={showRef} onShow={() => toggle(false)} />;
  return <VisibleDemoGuide hideRef={hideRef} onHide={() => toggle(true)} />;
}

/** Mounted only while the card shows, so the progress is asked for only then. */
function VisibleDemoGuide(props: { hideRef: Ref<HTMLButtonElement>; onHide: () => void }) {
  const progress = useDemoProgress();
  return <DemoGuideCard pasos={progress.data} failed={progress.isError} {...props} />;
}
