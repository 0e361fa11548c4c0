import { Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useRegister } from '../api/register';
import { checkRegistration, emptyRegistration, type RegistrationValues } from '../model/registration-rules';
import { commonStrings, ORIGEN_OPTIONS, registrationStrings as t } from '../strings';
import { AuthFrame } from './auth-frame';
import { DemoOutboxModal, RegistrationResultModal, TermsModal } from './lazy-modals';
import { PasswordField } from './password-field';

/**
 * Registration (/nueva-cuenta, ROUTE-07). Every field but referido is required (REG-04, REG-05, enforced by
 * the browser and again here), the terms must be ticked (REG-06) and the confirmation must equal the
 * password (REG-13). Ticking the terms opens them (REG-07). The server's answer shows in a modal
 * (REG-14..REG-16); a refusal clears the session like a logout (REG-17).
 */
export function RegistrationScreen() {
  const [values, setValues] = useState<RegistrationValues>(emptyRegistration);
  const [mismatch, setMismatch] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [result, setResult] = useState<{ message: string; email: string } | null>(null);
  const [outboxEmail, setOutboxEmail] = useState<string | null>(null);
  const registration = useRegister();

  const set = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key === 'password' || key === 'confirmar') setMismatch(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (registration.isPending) return;
    const check = checkRegistration(values);
    if (!check.ok) {
      if (check.reason === 'mismatch') setMismatch(true);
      return;
    }
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
        <form onSubmit={submit}>
          <Stack gap="sm">
            <TextInput
              label={t.referidoLabel}
              name="referido"
              value={values.referido}
              onChange={(e) => set('referido', e.currentTarget.value)}
            />
            <TextInput
              label={t.nameLabel}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => set('name', e.currentTarget.value)}
            />
            <TextInput
              type="email"
              label={commonStrings.emailLabel}
              placeholder={commonStrings.emailPlaceholder}
              name="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => set('email', e.currentTarget.value)}
            />
            <PasswordField
              label={commonStrings.passwordLabel}
              name="password"
              autoComplete="new-password"
              required
              value={values.password}
              onChange={(e) => set('password', e.currentTarget.value)}
            />
            <TextInput
              type="password"
              label={t.confirmarLabel}
              name="confirmar"
              autoComplete="new-password"
              required
              value={values.confirmar}
              error={mismatch ? t.mismatch : undefined}
              onChange={(e) => set('confirmar', e.currentTarget.value)}
            />
            <NativeSelect
              label={t.origenLabel}
              name="origen"
              required
              value={values.origen}
              onChange={(e) => set('origen', e.currentTarget.value)}
              data={[
                { value: '', label: t.origenPlaceholder, disabled: true },
                ...ORIGEN_OPTIONS.map((option) => ({ value: option, label: option })),
              ]}
            />
            <Checkbox
              label={t.termsLabel}
              name="terms"
              required
              checked={values.terms}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                set('terms', checked);
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
