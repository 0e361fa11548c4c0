import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { commonStrings } from '../strings';
import { PasswordField } from '@/shared/ui/password-field';
import { maxLengthOf } from '@/shared/form-limits';

/**
 * The email and password form of /portal and /login-pendiente. The browser checks the email's format
 * (LOGIN-01); the caller applies the rules that silently send nothing (LOGIN-09..LOGIN-11).
 * Two plain fields with no message of their own: it stays off @mantine/form, whose 6 kB gzip would land in
 * the first paint of /portal (a budgeted figure, `npm run size`).
 */
export function LoginForm(props: {
  submitLabel: string;
  pending: boolean;
  locked: boolean;
  onSubmit: (email: string, password: string) => void;
  /** Rendered under the button, with the email typed so far. */
  footer?: (email: string) => ReactNode;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit(email, password);
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          type="email"
          name="email"
          maxLength={maxLengthOf('email')}
          label={commonStrings.emailLabel}
          placeholder={commonStrings.emailPlaceholder}
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordField
          name="password"
          maxLength={maxLengthOf('password')}
          label={commonStrings.passwordLabel}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
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
        {props.footer?.(email)}
      </Stack>
    </form>
  );
}
