import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForgotPassword } from '../api/forgot-password';
import { emailPayload } from '../model/login-rules';
import { commonStrings, forgotStrings as t } from '../strings';
import { AuthFrame } from './auth-frame';
import { DemoOutboxModal } from './lazy-modals';
import { DemoOutboxButton } from './demo-outbox-button';
import { maxLengthOf } from '@/shared/form-limits';

/** FORGOT-06: the message clears by itself after this long. */
export const FORGOT_MESSAGE_MS = 4000;

/**
 * /forgot (ROUTE-09): asks for a password reset. An empty email sends nothing (FORGOT-04); the server's
 * message shows for 4 s (FORGOT-05, FORGOT-06).
 */
export function ForgotScreen() {
  const form = useForm({ initialValues: { email: '' } });
  const email = form.values.email;
  const [message, setMessage] = useState<{ text: string; ok: boolean; seq: number } | null>(null);
  const [outboxEmail, setOutboxEmail] = useState<string | null>(null);
  const forgot = useForgotPassword();

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), FORGOT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const submit = async () => {
    const payload = emailPayload(email);
    if (payload === null || forgot.isPending) return;
    const seq = (message?.seq ?? 0) + 1;
    try {
      const response = await forgot.mutateAsync(payload);
      setMessage({ text: response.message, ok: true, seq });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : String(error), ok: false, seq });
    }
  };

  return (
    <AuthFrame title={t.title}>
      <Stack gap="md">
        <Text>{t.intro}</Text>
        <form onSubmit={form.onSubmit(() => void submit())}>
          <Stack gap="md">
            <TextInput
              type="email"
              label={commonStrings.emailLabel}
              placeholder={commonStrings.emailPlaceholder}
              name="email"
              maxLength={maxLengthOf('email')}
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
              {t.submit}
            </Button>
          </Stack>
        </form>
        <div role="status" aria-live="polite">
          {message && (
            <Alert color={message.ok ? 'teal' : 'red'} variant="light">
              {message.text}
            </Alert>
          )}
        </div>
        <Stack gap="xs" align="center">
          <Group gap={6} justify="center">
            <Text size="sm">{t.noAccount}</Text>
            <Anchor component={Link} to="/nueva-cuenta" size="sm" fw={600}>
              {t.register}
            </Anchor>
          </Group>
          <Anchor component={Link} to="/portal" size="sm">
            {t.backToLogin}
          </Anchor>
          <DemoOutboxButton email={email} onOpen={setOutboxEmail} />
        </Stack>
      </Stack>
      <DemoOutboxModal email={outboxEmail} onClose={() => setOutboxEmail(null)} />
    </AuthFrame>
  );
}
