import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { profileQuery } from '@/shared/api/session-queries';
import { useChangePassword, type PasswordChange } from '../api/change-password';
import { failureMessage } from '../model/personal-data';
import { profileStrings } from '../strings';
import { MessageModal, type ProfileMessage } from './message-modal';
import { PasswordField } from '@/shared/ui/password-field';
import { maxLengthOf } from '@/shared/form-limits';

const t = profileStrings.password;

/** PWD-08: the change-password message clears by itself after this long. */
export const PASSWORD_MESSAGE_MS = 6000;

const empty: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };

/**
 * PWD-01..08: current, new and confirmation, all required by the browser and nothing more (the server checks
 * the current password, the length and the match). The answer shows in a modal with 'Aceptar' and clears
 * after 6 s; the user data is reloaded after the call (in the mutation).
 */
export function PasswordForm(props: { headingOrder?: 2 | 3 }) {
  const form = useForm<PasswordChange>({ initialValues: empty });
  const [message, setMessage] = useState<ProfileMessage | null>(null);
  const change = useChangePassword();
  const headingId = useId();
  const email = useQuery(profileQuery()).data?.email ?? '';

  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), PASSWORD_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const submit = async (values: PasswordChange) => {
    if (change.isPending) return;
    const seq = (message?.seq ?? 0) + 1;
    try {
      const response = await change.mutateAsync(values);
      form.setValues(empty);
      setMessage({ title: profileStrings.messageModal.passwordTitle, text: response.message, seq });
    } catch (error) {
      setMessage({ title: profileStrings.messageModal.passwordTitle, text: failureMessage(error), seq });
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <Title order={props.headingOrder ?? 2} size="h3" id={headingId}>
        {t.title}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {t.advice}
      </Text>
      <form onSubmit={form.onSubmit((values) => void submit(values))}>
        {/* The account's user name, for password managers (they pair it with the new password). */}
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Stack gap="sm" mt="md" maw={480}>
          <PasswordField
            label={t.current}
            name="current_password"
            maxLength={maxLengthOf('current_password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <PasswordField
            label={t.next}
            name="new_password"
            maxLength={maxLengthOf('new_password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password')}
          />
          <PasswordField
            label={t.confirm}
            name="confirm_password"
            maxLength={maxLengthOf('confirm_password')}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm_password')}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              {t.submit}
            </Button>
          </Group>
        </Stack>
      </form>
      <MessageModal message={message} onAccept={() => setMessage(null)} />
    </section>
  );
}
