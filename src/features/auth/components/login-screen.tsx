import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isDemo } from '@/shared/api/session-queries';
import { loginStrings } from '../strings';
import { AuthFrame } from './auth-frame';
import { DemoOutboxModal, MessageModal, UnconfirmedEmailModal } from './lazy-modals';
import { DemoOutboxButton } from './demo-outbox-button';
import { LoginForm } from './login-form';
import { useLoginFlow } from './use-login-flow';

/**
 * The main login screen (/portal, ROUTE-03). Right click is disabled on it (LOGIN-20).
 */
export function LoginScreen() {
  const flow = useLoginFlow();
  const [outboxEmail, setOutboxEmail] = useState<string | null>(null);
  const message = flow.message;

  const openOutboxFromModal = (email: string) => {
    flow.clearMessage();
    setOutboxEmail(email);
  };

  return (
    <AuthFrame title={loginStrings.title} onContextMenu={(event) => event.preventDefault()}>
      <Stack gap="lg">
        <Text>{loginStrings.welcome}</Text>

        {flow.user && (
          <Alert color="teal" variant="light" role="status">
            <Text fw={700}>{loginStrings.welcomeUser(flow.user.name)}</Text>
            {isDemo(flow.user.demo_status) && <Text size="sm">{loginStrings.demoWelcome}</Text>}
            {!flow.pending && (
              <Anchor component={Link} to="/cliente" size="sm" fw={600}>
                {loginStrings.goToAccount}
              </Anchor>
            )}
          </Alert>
        )}

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
