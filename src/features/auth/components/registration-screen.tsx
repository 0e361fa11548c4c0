import { Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useRegister } from '../api/register';
import { checkRegistration, emptyRegistration, type RegistrationValues } from '../model/registration-rules';
import { commonStrings, ORIGEN_OPTIONS, registrationStrings as t } from '../strings';
import { AuthFrame } from './auth-frame';
import { DemoOutboxModal, RegistrationResultModal, TermsModal } from './lazy-modals';
import { PasswordField } from '@/shared/ui/password-field';
import { maxLengthOf } from '@/shared/form-limits';

/**
 * Registration (/nueva-cuenta, ROUTE-07). Every field but referido is required (REG-04, REG-05, enforced by
 * the browser and again here), the terms must be ticked (REG-06) and the confirmation must equal the
 * password (REG-13). Ticking the terms opens them (REG-07). The server's answer shows in a modal
 * (REG-14..REG-16); a refusal clears the session like a logout (REG-17).
 */
export function RegistrationScreen() {
  const form = useForm<RegistrationValues>({
    initialValues: emptyRegistration,
    validate: {
      // REG-13 is the one refusal with a message; the others send nothing, silently.
      confirmar: (_, values) => {
        const check = checkRegistration(values);
        return !check.ok && check.reason === 'mismatch' ? t.mismatch : null;
      },
    },
    // A new password or confirmation takes the mismatch message away.
    onValuesChange: (next, previous) => {
      if (next.password !== previous.password) form.clearFieldError('confirmar');
    },
  });
  const [termsOpen, setTermsOpen] = useState(false);
  const [result, setResult] = useState<{ message: string; email: string } | null>(null);
  const [outboxEmail, setOutboxEmail] = useState<string | null>(null);
  const registration = useRegister();

  const submit = async (values: RegistrationValues) => {
    if (registration.isPending) return;
    const check = checkRegistration(values);
    if (!check.ok) return;
    try {
      const response = await registration.mutateAsync(check.payload);
      setResult({ message: response.message, email: check.payload.email });
    } catch (error) {
      setResult({
        message: error instanceof Error ? error.message : String(error),
        email: check.payload.email,
      });
    }
  };

  return (
    <AuthFrame title={t.title} width={520}>
      <Stack gap="md">
        <Text>{t.intro}</Text>
        <form onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="sm">
            <TextInput
              label={t.referidoLabel}
              name="referido"
              maxLength={maxLengthOf('referido')}
              {...form.getInputProps('referido')}
            />
            <TextInput
              label={t.nameLabel}
              name="name"
              maxLength={maxLengthOf('name')}
              autoComplete="name"
              required
              {...form.getInputProps('name')}
            />
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
            <PasswordField
              label={commonStrings.passwordLabel}
              name="password"
              maxLength={maxLengthOf('password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <TextInput
              type="password"
              label={t.confirmarLabel}
              name="confirmar"
              maxLength={maxLengthOf('password')}
              autoComplete="new-password"
              required
              {...form.getInputProps('confirmar')}
            />
            <NativeSelect
              label={t.origenLabel}
              name="origen"
              required
              {...form.getInputProps('origen')}
              data={[
                { value: '', label: t.origenPlaceholder, disabled: true },
                ...ORIGEN_OPTIONS.map((option) => ({ value: option, label: option })),
              ]}
            />
            <Checkbox
              label={t.termsLabel}
              name="terms"
              required
              {...form.getInputProps('terms', { type: 'checkbox' })}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                form.setFieldValue('terms', checked);
                if (checked) setTermsOpen(true);
              }}
            />
            <Button type="submit" size="md" fullWidth mt="xs" loading={registration.isPending}>
              {t.submit}
            </Button>
          </Stack>
        </form>
        <Text size="sm" c="gray.7">
          {t.validationNote}
        </Text>
        <Group gap={6} justify="center">
          <Text size="sm">{t.haveAccount}</Text>
          <Anchor component={Link} to="/login" size="sm" fw={600}>
            {t.login}
          </Anchor>
        </Group>
      </Stack>

      <TermsModal opened={termsOpen} onContinue={() => setTermsOpen(false)} />
      <RegistrationResultModal
        result={result}
        onClose={() => setResult(null)}
        onOpenOutbox={(email) => {
          setResult(null);
          setOutboxEmail(email);
        }}
      />
      <DemoOutboxModal email={outboxEmail} onClose={() => setOutboxEmail(null)} />
    </AuthFrame>
  );
}
