import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useResendEmail } from '../api/resend-email';
import { emailPayload } from '../model/login-rules';
import { commonStrings, loginStrings } from '../strings';
import { DemoOutboxButton } from './demo-outbox-button';
import { maxLengthOf } from '@/shared/form-limits';

/**
 * LOGIN-15..LOGIN-17: registration is almost complete. Shows the server's message, an email field (the
 * address typed at login) and a button that asks for the confirmation link again; an empty email sends
 * nothing. On the simulator, the demo outbox of that address is one click away.
 */
export function UnconfirmedEmailModal(props: {
  message: { text: string; email: string } | null;
  onClose: () => void;
  onOpenOutbox: (email: string) => void;
}) {
  const { message, onClose } = props;
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={loginStrings.unconfirmedTitle}
      closeButtonProps={{ 'aria-label': commonStrings.close }}
    >
      {message !== null && <ResendForm key={message.text + message.email} {...props} message={message} />}
    </Modal>
  );
}

function ResendForm(props: {
  message: { text: string; email: string };
  onOpenOutbox: (email: string) => void;
}) {
  const resend = useResendEmail();
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null);
  const form = useForm({
    initialValues: { email: props.message.email },
    // A new address takes the last answer away.
    onValuesChange: () => setResult(null),
  });
  const email = form.values.email;

  const submit = async () => {
    const payload = emailPayload(email);
    if (payload === null || resend.isPending) return;
    try {
      const response = await resend.mutateAsync(payload);
      setResult({ text: response.message, ok: true });
    } catch (error) {
      setResult({ text: error instanceof Error ? error.message : String(error), ok: false });
    }
  };

  return (
    <Stack gap="md">
      <Text>{props.message.text}</Text>
      <form onSubmit={form.onSubmit(() => void submit())}>
        <Stack gap="sm">
          <TextInput
            type="email"
            label={commonStrings.emailLabel}
            required
            autoComplete="email"
            maxLength={maxLengthOf('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={resend.isPending}>
            {loginStrings.resendButton}
          </Button>
        </Stack>
      </form>
      {result && (
        <Alert role="status" color={result.ok ? 'teal' : 'red'} variant="light">
          {result.text}
        </Alert>
      )}
      <Group justify="center">
        <DemoOutboxButton email={email} onOpen={props.onOpenOutbox} />
      </Group>
    </Stack>
  );
}
