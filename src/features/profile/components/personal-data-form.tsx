import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Profile } from '@/contract/auth';
import type { Country } from '@/contract/paises';
import { lengthError, maxLengthOf } from '@/shared/form-limits';
import { DateField } from '@/shared/ui/date-field';
import {
  formValuesOf,
  personalFields,
  type PersonalFieldDef,
  type PersonalValues,
} from '../model/personal-data';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { profileStrings } from '../strings';

const t = profileStrings.personal;

export interface PersonalDataFormProps {
  profile: Profile;
  countries: readonly Country[];
  saving: boolean;
  /** PROF-10: closes the form; nothing is saved. */
  onBack: () => void;
  /** PROF-12: the edited values, as typed (nothing is required, PROF-13). */
  onSave: (values: PersonalValues) => void;
}

/** Options of a select, keeping a stored value that is not one of them so it is not lost on save. */
function withCurrent(options: readonly { value: string; label: string }[], current: string) {
  if (current === '' || options.some((o) => o.value === current)) return options;
  return [...options, { value: current, label: current }];
}

function Field(props: {
  field: PersonalFieldDef;
  value: string;
  countries: readonly Country[];
  error?: string;
  onChange: (value: string) => void;
}) {
  const { field, value, onChange } = props;
  const common = {
    label: field.label,
    name: field.key,
    // PROF-13: marked with an asterisk, described as mandatory, never enforced (no `required`).
    withAsterisk: field.marked,
    value,
    error: props.error,
  };
  if (field.kind === 'country' || field.kind === 'sexo') {
    const options =
      field.kind === 'country'
        ? props.countries.map((c) => ({ value: String(c.id), label: c.name }))
        : t.sexoOptions.map((s) => ({ value: s, label: s }));
    const placeholder = field.kind === 'country' ? t.chooseCountry : t.chooseOption;
    return (
      <NativeSelect
        {...common}
        data={[{ value: '', label: placeholder }, ...withCurrent(options, value)]}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  if (field.kind === 'date') return <DateField {...common} autoComplete="bday" onChange={onChange} />;
  return (
    <TextInput
      {...common}
      // SRV-54: the contract's limit for this field.
      maxLength={maxLengthOf(field.key)}
      type={field.kind}
      autoComplete={autoCompleteOf(field.key)}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

function autoCompleteOf(key: PersonalFieldDef['key']): string | undefined {
  switch (key) {
    case 'name':
      return 'name';
    case 'email':
      return 'email';
    case 'telephone':
      return 'tel';
    case 'address_zipcode':
      return 'postal-code';
    case 'address_city':
      return 'address-level2';
    case 'comercial_name':
      return 'organization';
    default:
      return undefined;
  }
}

/**
 * PROF-09..13: the edit form, every PROF-11 field prefilled from the client record. 'Volver' closes it
 * without saving; 'Guardar' hands the values to the container, which posts them.
 */
export function PersonalDataForm(props: PersonalDataFormProps) {
  const form = useForm<PersonalValues>({
    initialValues: formValuesOf(props.profile),
    // SRV-54: a value longer than its limit (one stored before the limits) is named before anything is sent.
    validate: Object.fromEntries(
      personalFields.map((f) => [f.key, (value: string) => lengthError(f.key, f.label, value)]),
    ),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => {
        if (!props.saving) props.onSave(values);
      })}
      aria-label={t.editTitle}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.mandatoryNote}
        </Text>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {personalFields.map((field) => (
            <Field
              key={field.key}
              field={field}
              value={form.values[field.key]}
              countries={props.countries}
              error={form.errors[field.key] as string | undefined}
              onChange={(value) => form.setFieldValue(field.key, value)}
            />
          ))}
        </ResponsiveGrid>
        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={props.onBack}>
            {t.back}
          </Button>
          <Button type="submit" loading={props.saving}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
