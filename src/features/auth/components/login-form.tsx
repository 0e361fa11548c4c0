import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { commonStrings } from '../strings';
import { PasswordField } from './password-field';

/**
 * The email and password form of /portal and /login-pendiente. The browser checks the email's format
 * (LOGIN-01); the caller applies the rules that silently send nothing (LOGIN-09..LOGIN-11).
 */
export function LoginForm(props: {
  submitLabel: string;
  pending: boolean;
  locked: boolean;
  onSubmit: (email: string, password: string) => void;
  /** Rendered under the button, with the email typed so far. */
  footer?: (email: string) => ReactNode;
}) {
  const form = useForm({ initialValues: { email: '', password: '' } });

  return (
    <form onSubmit={form.onSubmit(({ email, password }) => props.onSubmit(email, password))}>
      <Stack gap="md">
        <TextInput
          type="email"
          name="email"
          label={commonStrings.emailLabel}
          placeholder={commonStrings.emailPlaceholder}
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordField
          name="password"
          label={commonStrings.passwordLabel}
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button
          type="submit"
          size="md"
          fullWidth
          loading={props.pending}
          disabled={props.locked}
          aria-busy={props.pending}
        >
          {props.submitLabel}
        </Button>
        {props.footer?.(form.values.email)}
      </Stack>
    </form>
  );
}
