import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEventHandler, ReactNode } from 'react';
import { usdtNetworks } from '@/contract/account';
import type { Country } from '@/contract/paises';
import {
  bankTypes,
  cryptoPayload,
  emptyBank,
  emptyCrypto,
  emptyRemittance,
  identificationTypeOptions,
  internationalPayload,
  nationalPayload,
  remittancePayload,
  type BankValues,
  type BeneficiaryCreateRequest,
  type CryptoValues,
  type FormKind,
  type RemittanceValues,
} from '../model/beneficiary-payloads';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { beneficiaryStrings } from '../strings';
import { maxLengthOf } from '@/shared/form-limits';

const f = beneficiaryStrings.fields;
const t = beneficiaryStrings.form;

export interface BeneficiaryFormProps {
  form: FormKind;
  countries: readonly Country[];
  /** The national form's country, preset to the client's own (it is not a required field). */
  defaultCountryId?: string;
  submitting: boolean;
  onSubmit: (payload: BeneficiaryCreateRequest) => void;
  onCancel: () => void;
}

const optional = (label: string) => `${label} ${t.optional}`;

function CountrySelect(props: {
  label: string;
  required: boolean;
  value?: string;
  countries: readonly Country[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect
      label={props.required ? props.label : optional(props.label)}
      name="country_id"
      required={props.required}
      value={props.value}
      // BENEF-29: the options come from /api/paises/list and the value sent is the numeric id.
      data={[
        { value: '', label: t.chooseCountry },
        ...props.countries.map((c) => ({ value: String(c.id), label: c.name })),
      ]}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

function Confirmation(props: { label: string }) {
  return <Checkbox name="confirmacion" label={props.label} required mt="xs" />;
}

function Actions(props: { submitting: boolean; onCancel: () => void }) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button type="button" variant="default" onClick={props.onCancel}>
        {t.cancel}
      </Button>
      <Button type="submit" loading={props.submitting}>
        {t.save}
      </Button>
    </Group>
  );
}

function FormFrame(props: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={props.onSubmit} aria-label={props.label}>
      <Stack gap="sm">{props.children}</Stack>
    </form>
  );
}

/**
 * BENEF-11..14 (account screen) and BENEF-15 (withdrawal screen): a national or international bank account.
 * Required fields are enforced by the browser; the confirmation checkbox must be ticked (BENEF-12).
 */
function BankForm(
  props: BeneficiaryFormProps & { form: 'national' | 'international' | 'international-withdrawal' },
) {
  const form = useForm<BankValues>({
    initialValues: {
      ...emptyBank,
      country_id: props.form === 'national' ? (props.defaultCountryId ?? '') : '',
    },
  });
  const international = props.form !== 'national';
  // BENEF-14: Swift and ABA are required on the account screen; BENEF-15: optional on the withdrawal screen.
  const strict = props.form === 'international';

  return (
    <FormFrame
      label={t.titles[international ? 'international' : 'national']}
      onSubmit={form.onSubmit((values) =>
        props.onSubmit(international ? internationalPayload(values) : nationalPayload(values)),
      )}
    >
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={f.bank_type}
          name="bank_type"
          required
          {...form.getInputProps('bank_type')}
          data={[{ value: '', label: t.chooseOption }, ...bankTypes]}
        />
        <TextInput
          label={f.bank_name}
          name="bank_name"
          maxLength={maxLengthOf('bank_name')}
          required
          {...form.getInputProps('bank_name')}
        />
        <TextInput
          label={f.bank_client}
          name="bank_client"
          maxLength={maxLengthOf('bank_client')}
          required
          autoComplete="name"
          {...form.getInputProps('bank_client')}
        />
        <TextInput
          label={f.bank_account}
          name="bank_account"
          maxLength={maxLengthOf('bank_account')}
          required
          {...form.getInputProps('bank_account')}
        />
        <CountrySelect
          label={international ? f.bank_country : f.country_id}
          required={international}
          countries={props.countries}
          {...form.getInputProps('country_id')}
        />
        <TextInput
          label={strict ? f.bank_swift : optional(f.bank_swift)}
          name="bank_swift"
          maxLength={maxLengthOf('bank_swift')}
          required={strict}
          {...form.getInputProps('bank_swift')}
        />
        {international && (
          <TextInput
            label={strict ? f.bank_aba : optional(f.bank_aba)}
            name="bank_aba"
            maxLength={maxLengthOf('bank_aba')}
            required={strict}
            {...form.getInputProps('bank_aba')}
          />
        )}
        {international && (
          <TextInput
            label={optional(f.iban)}
            name="iban"
            maxLength={maxLengthOf('iban')}
            {...form.getInputProps('iban')}
          />
        )}
      </ResponsiveGrid>
      <Confirmation label={t.confirmBank} />
      <Actions submitting={props.submitting} onCancel={props.onCancel} />
    </FormFrame>
  );
}

/** BENEF-16..18: a remittance beneficiary; the identification type is optional. */
function RemittanceForm(props: BeneficiaryFormProps) {
  const form = useForm<RemittanceValues>({ initialValues: emptyRemittance });
  return (
    <FormFrame
      label={t.titles.remittance}
      onSubmit={form.onSubmit((values) => props.onSubmit(remittancePayload(values)))}
    >
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={f.names}
          name="bank_client"
          maxLength={maxLengthOf('bank_client')}
          required
          autoComplete="given-name"
          {...form.getInputProps('bank_client')}
        />
        <TextInput
          label={f.surnames}
          name="bank_apellidos"
          maxLength={maxLengthOf('bank_apellidos')}
          required
          autoComplete="family-name"
          {...form.getInputProps('bank_apellidos')}
        />
        <NativeSelect
          label={optional(f.tipo_identificacion)}
          name="tipo_identificacion"
          {...form.getInputProps('tipo_identificacion')}
          data={[{ value: '', label: t.chooseOption }, ...identificationTypeOptions]}
        />
        <TextInput
          label={f.identificacion}
          name="identificacion"
          maxLength={maxLengthOf('identificacion')}
          required
          {...form.getInputProps('identificacion')}
        />
        <CountrySelect
          label={f.country_id}
          required
          countries={props.countries}
          {...form.getInputProps('country_id')}
        />
        <TextInput
          label={f.provincia}
          name="provincia"
          maxLength={maxLengthOf('provincia')}
          required
          {...form.getInputProps('provincia')}
        />
        <TextInput
          label={f.ciudad}
          name="ciudad"
          maxLength={maxLengthOf('ciudad')}
          required
          {...form.getInputProps('ciudad')}
        />
        <TextInput
          label={f.direccion_cliente}
          name="direccion_cliente"
          maxLength={maxLengthOf('direccion_cliente')}
          required
          {...form.getInputProps('direccion_cliente')}
        />
        <TextInput
          label={f.telefono}
          name="telefono"
          maxLength={maxLengthOf('telefono')}
          type="tel"
          required
          {...form.getInputProps('telefono')}
        />
      </ResponsiveGrid>
      <Confirmation label={t.confirmRemittance} />
      <Actions submitting={props.submitting} onCancel={props.onCancel} />
    </FormFrame>
  );
}

/** BENEF-19, BENEF-20: a crypto beneficiary: names, surnames, USDT address and network. */
function CryptoForm(props: BeneficiaryFormProps) {
  const form = useForm<CryptoValues>({ initialValues: emptyCrypto });
  return (
    <FormFrame
      label={t.titles.crypto}
      onSubmit={form.onSubmit((values) => props.onSubmit(cryptoPayload(values)))}
    >
      <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={f.names}
          name="bank_client"
          maxLength={maxLengthOf('bank_client')}
          required
          autoComplete="given-name"
          {...form.getInputProps('bank_client')}
        />
        <TextInput
          label={f.surnames}
          name="bank_apellidos"
          maxLength={maxLengthOf('bank_apellidos')}
          required
          autoComplete="family-name"
          {...form.getInputProps('bank_apellidos')}
        />
      </ResponsiveGrid>
      <TextInput
        label={f.address_cripto}
        name="address_cripto"
        maxLength={maxLengthOf('address_cripto')}
        required
        spellCheck={false}
        autoCapitalize="off"
        {...form.getInputProps('address_cripto')}
      />
      <NativeSelect
        label={f.network}
        name="network"
        required
        {...form.getInputProps('network')}
        data={[{ value: '', label: t.chooseOption }, ...usdtNetworks]}
      />
      <Confirmation label={t.confirmCrypto} />
      <Actions submitting={props.submitting} onCancel={props.onCancel} />
    </FormFrame>
  );
}

/** The add form of a kind (BENEF-11..24). */
export function BeneficiaryForm(props: BeneficiaryFormProps) {
  switch (props.form) {
    case 'national':
    case 'international':
    case 'international-withdrawal':
      return <BankForm {...props} form={props.form} />;
    case 'remittance':
      return <RemittanceForm {...props} />;
    case 'crypto':
      return <CryptoForm {...props} />;
  }
}
