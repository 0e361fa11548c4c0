import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { apiMode } from '@/shared/api/config';
import type { DemoPersona } from '../model/demo-personas';
import { demoEntryStrings, loginStrings } from '../strings';
import { AuthFrame } from './auth-frame';
import { DemoOutboxModal, MessageModal, SignedInNotice, UnconfirmedEmailModal } from './lazy-modals';
import { DemoOutboxButton } from './demo-outbox-button';
import { DEMO_ENTRY_ID, DemoPersonas } from './demo-personas';
import { LoginForm } from './login-form';
import { useLoginFlow } from './use-login-flow';

/**
 * The main login screen (/portal, ROUTE-03). Right click is disabled on it (LOGIN-20). While the simulator
 * answers the calls, "Probar la demo" under the form signs a prospect in to a demo account with one click.
 */
export function LoginScreen() {
  const flow = useLoginFlow();
  const [outboxEmail, setOutboxEmail] = useState<string | null>(null);
  const [entering, setEntering] = useState<DemoPersona['key'] | null>(null);
  const message = flow.message;
  const demoEntry = apiMode === 'mock';

  const enterAs = (persona: DemoPersona) => {
    setEntering(persona.key);
    void flow.submit(persona.email, persona.password);
  };

  const openOutboxFromModal = (email: string) => {
    flow.clearMessage();
    setOutboxEmail(email);
  };

  return (
    <AuthFrame
      title={loginStrings.title}
      onContextMenu={(event) => event.preventDefault()}
      after={
        demoEntry && (
          <DemoPersonas
            pending={flow.pending}
            locked={flow.locked}
            enteringKey={entering}
            onEnter={enterAs}
          />
        )
      }
    >
      <Stack gap="lg">
        <Text>{loginStrings.welcome}</Text>
        {demoEntry && (
          <Anchor href={`#${DEMO_ENTRY_ID}`} fw={600} size="sm" hiddenFrom="md">
            {demoEntryStrings.jump}
          </Anchor>
        )}

        <SignedInNotice user={flow.user} pending={flow.pending} />

        <LoginForm
          submitLabel={loginStrings.submit}
          pending={flow.pending}
          locked={flow.locked}
          onSubmit={(email, password) => void flow.submit(email, password)}
          footer={(email) => (
            <Stack gap="xs" align="center">
              <Anchor component={Link} to="/forgot" size="sm">
                {loginStrings.forgot}
              </Anchor>
              <Group gap={6} justify="center">
                <Text size="sm">{loginStrings.noAccount}</Text>
                <Anchor component={Link} to="/nueva-cuenta" size="sm" fw={600}>
                  {loginStrings.createAccount}
                </Anchor>
              </Group>
              <DemoOutboxButton email={email} onOpen={setOutboxEmail} />
            </Stack>
          )}
        />
      </Stack>

      <MessageModal message={message?.kind === 'generic' ? message.text : null} onClose={flow.clearMessage} />
      <UnconfirmedEmailModal
        message={message?.kind === 'unconfirmed' ? message : null}
        onClose={flow.clearMessage}
        onOpenOutbox={openOutboxFromModal}
      />
      <DemoOutboxModal email={outboxEmail} onClose={() => setOutboxEmail(null)} />
    </AuthFrame>
  );
}
