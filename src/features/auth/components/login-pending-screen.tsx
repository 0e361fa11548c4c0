import { Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '@/shared/session/session-store';
import { loginPendingStrings } from '../strings';
import { AuthFrame } from './auth-frame';
import { DemoOutboxModal, MessageModal, UnconfirmedEmailModal } from './lazy-modals';
import { LoginForm } from './login-form';
import { useLoginFlow } from './use-login-flow';

/** ROUTE-06: an already signed-in visitor goes on to the client area after this long. */
export const LOGIN_PENDING_REDIRECT_MS = 1000;

/**
 * /login-pendiente: a simple email and password screen titled 'Iniciar Sesion' (ROUTE-04) that signs in
 * exactly like /portal (ROUTE-05). A visitor who already has a session is sent to '/cliente' after 1 s.
 */
export function LoginPendingScreen() {
  const flow = useLoginFlow();
  const navigate = useNavigate();
  // Only a session that existed when the screen opened redirects; a login made here navigates by itself.
  const [alreadySignedIn] = useState(() => useSession.getState().token !== null);
  const [outboxEmail, setOutboxEmail] = useState<string | null>(null);

  useEffect(() => {
    if (!alreadySignedIn) return;
    const timer = setTimeout(() => void navigate({ to: '/cliente' }), LOGIN_PENDING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [alreadySignedIn, navigate]);

  const message = flow.message;

  return (
    <AuthFrame title={loginPendingStrings.title}>
      {alreadySignedIn ? (
        // A notice, not a loading state: nothing is coming to this place (the page is about to change), so no
        // skeleton; the sentence stays in sight and is announced.
        <Text role="status">{loginPendingStrings.redirecting}</Text>
      ) : (
        <Stack gap="md">
          <Text>{loginPendingStrings.intro}</Text>
          <LoginForm
            submitLabel={loginPendingStrings.submit}
            pending={flow.pending}
            locked={flow.locked}
            onSubmit={(email, password) => void flow.submit(email, password)}
          />
        </Stack>
      )}
      <MessageModal message={message?.kind === 'generic' ? message.text : null} onClose={flow.clearMessage} />
      <UnconfirmedEmailModal
        message={message?.kind === 'unconfirmed' ? message : null}
        onClose={flow.clearMessage}
        onOpenOutbox={(email) => {
          flow.clearMessage();
          setOutboxEmail(email);
        }}
      />
      <DemoOutboxModal email={outboxEmail} onClose={() => setOutboxEmail(null)} />
    </AuthFrame>
  );
}
