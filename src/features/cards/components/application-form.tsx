import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { documentTypes, generos } from '@/contract/cards';
import { usePaises } from '@/shared/api/paises-list';
import { profileQuery } from '@/shared/api/session-queries';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { useCardCreate } from '../api/card-create';
import {
  APPLICATION_FIELDS,
  initialApplication,
  isRequired,
  prefill,
  resolveApplication,
  type ApplicationField,
  type ApplicationValues,
} from '../model/card-application';
import { failureMessage } from '../model/failure';
import { cardStrings } from '../strings';
import { DateField } from '@/shared/ui/date-field';
import { useTimedMessage } from '@/shared/ui/use-timed-message';
import { maxLengthOf } from '@/shared/form-limits';
import type { LimitedField } from '@/contract/field-limits';

const t = cardStrings.application;

const inputTypes: Partial<Record<ApplicationField, string>> = {
  email: 'email',
  phone: 'tel',
};
const autoComplete: Partial<Record<ApplicationField, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  email: 'email',
  birthDate: 'bday',
  phone: 'tel',
  address: 'address-line1',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

/**
 * 'Agregar tarjeta' (CARD-29..36, CARD-43): the personal data a card application needs, filled in from the
 * client's record; empty fields fall back to it, document type and profession have defaults, and whatever
 * is still missing is named and nothing is sent. Success goes to the parent (message, list reload).
 */
export function ApplicationForm(props: {
  onApplied: (message: string) => void;
  onMessage: (m: string) => void;
}) {
  const profile = useQuery(profileQuery()).data;
  const paises = usePaises();
  const create = useCardCreate();
  const form = useForm<ApplicationValues>({ initialValues: initialApplication() });
  const { setValues } = form;
  // ERR-07: the form's alert clears itself after 3 s.
  const [error, setError] = useTimedMessage();
  const filled = useRef(false);

  // CARD-34: the client's record fills the form once, when it arrives.
  useEffect(() => {
    if (!profile || filled.current) return;
    filled.current = true;
    setValues((v) => prefill(v as ApplicationValues, profile));
  }, [profile, setValues]);

  const submit = async (values: ApplicationValues) => {
    if (create.isPending) return;
    const resolved = resolveApplication(values, profile);
    if ('error' in resolved) {
      setError(resolved.error);
      return;
    }
    setError(null);
    try {
      await create.mutateAsync(resolved.payload);
      props.onApplied(t.done);
    } catch (e) {
      props.onMessage(failureMessage(e));
    }
  };

  const select = (field: ApplicationField, options: { value: string; label: string }[]) => (
    <NativeSelect
      key={field}
      label={t.fields[field]}
      withAsterisk={isRequired(field)}
      {...form.getInputProps(field)}
      data={options}
    />
  );

  const field = (name: ApplicationField) => {
    if (name === 'document_type')
      return select(
        name,
        documentTypes.map((d) => ({ value: d, label: d })),
      );
    if (name === 'genero')
      return select(name, [
        { value: '', label: t.chooseOption },
        ...generos.map((g) => ({ value: g, label: g })),
      ]);
    if (name === 'country_id')
      return select(name, [
        { value: '', label: t.chooseCountry },
        ...paises.data.map((p) => ({ value: String(p.id), label: p.name })),
      ]);
    if (name === 'birthDate')
      return (
        <DateField
          key={name}
          label={t.fields[name]}
          withAsterisk={isRequired(name)}
          autoComplete={autoComplete[name]}
          {...form.getInputProps(name)}
        />
      );
    return (
      <TextInput
        key={name}
        label={t.fields[name]}
        withAsterisk={isRequired(name)}
        type={inputTypes[name] ?? 'text'}
        autoComplete={autoComplete[name]}
        maxLength={maxLengthOf(name as LimitedField)}
        {...form.getInputProps(name)}
      />
    );
  };

  return (
    <form
      onSubmit={form.onSubmit((values) => void submit(values))}
      noValidate
      aria-labelledby="card-application-title"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="card-application-title">
          {t.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        <ResponsiveGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {APPLICATION_FIELDS.map(field)}
        </ResponsiveGrid>
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
