import { Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
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
import { beneficiaryStrings } from '../strings';

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
  value: string;
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

function FormFrame(props: { label: string; onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} aria-label={props.label}>
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
  const [values, setValues] = useState<BankValues>(() => ({
    ...emptyBank,
    country_id: props.form === 'national' ? (props.defaultCountryId ?? '') : '',
  }));
  const set = (key: keyof BankValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const international = props.form !== 'national';
  // BENEF-14: Swift and ABA are required on the account screen; BENEF-15: optional on the withdrawal screen.
  const strict = props.form === 'international';

  return (
    <FormFrame
      label={t.titles[international ? 'international' : 'national']}
      onSubmit={() => props.onSubmit(international ? internationalPayload(values) : nationalPayload(values))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={f.bank_type}
          name="bank_type"
          required
          value={values.bank_type}
          data={[{ value: '', label: t.chooseOption }, ...bankTypes]}
          onChange={set('bank_type')}
        />
        <TextInput
          label={f.bank_name}
          name="bank_name"
          required
          value={values.bank_name}
          onChange={set('bank_name')}
        />
        <TextInput
          label={f.bank_client}
          name="bank_client"
          required
          autoComplete="name"
          value={values.bank_client}
          onChange={set('bank_client')}
        />
        <TextInput
          label={f.bank_account}
          name="bank_account"
          required
          value={values.bank_account}
          onChange={set('bank_account')}
        />
        <CountrySelect
          label={international ? f.bank_country : f.country_id}
          required={international}
          value={values.country_id}
          countries={props.countries}
          onChange={(value) => setValues((v) => ({ ...v, country_id: value }))}
        />
        <TextInput
          label={strict ? f.bank_swift : optional(f.bank_swift)}
          name="bank_swift"
          required={strict}
          value={values.bank_swift}
          onChange={set('bank_swift')}
        />
        {international && (
          <TextInput
            label={strict ? f.bank_aba : optional(f.bank_aba)}
            name="bank_aba"
            required={strict}
            value={values.bank_aba}
            onChange={set('bank_aba')}
          />
        )}
        {international && (
          <TextInput label={optional(f.iban)} name="iban" value={values.iban} onChange={set('iban')} />
        )}
      </SimpleGrid>
      <Confirmation label={t.confirmBank} />
      <Actions submitting={props.submitting} onCancel={props.onCancel} />
    </FormFrame>
  );
}

/** BENEF-16..18: a remittance beneficiary; the identification type is optional. */
function RemittanceForm(props: BeneficiaryFormProps) {
  const [values, setValues] = useState<RemittanceValues>(emptyRemittance);
  const set = (key: keyof RemittanceValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  return (
    <FormFrame label={t.titles.remittance} onSubmit={() => props.onSubmit(remittancePayload(values))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={f.names}
          name="bank_client"
          required
          autoComplete="given-name"
          value={values.bank_client}
          onChange={set('bank_client')}
        />
        <TextInput
          label={f.surnames}
          name="bank_apellidos"
          required
          autoComplete="family-name"
          value={values.bank_apellidos}
          onChange={set('bank_apellidos')}
        />
        <NativeSelect
          label={optional(f.tipo_identificacion)}
          name="tipo_identificacion"
          value={values.tipo_identificacion}
          data={[{ value: '', label: t.chooseOption }, ...identificationTypeOptions]}
          onChange={set('tipo_identificacion')}
        />
        <TextInput
          label={f.identificacion}
          name="identificacion"
          required
          value={values.identificacion}
          onChange={set('identificacion')}
        />
        <CountrySelect
          label={f.country_id}
          required
          value={values.country_id}
          countries={props.countries}
          onChange={(value) => setValues((v) => ({ ...v, country_id: value }))}
        />
        <TextInput
          label={f.provincia}
          name="provincia"
          required
          value={values.provincia}
          onChange={set('provincia')}
        />
        <TextInput label={f.ciudad} name="ciudad" required value={values.ciudad} onChange={set('ciudad')} />
        <TextInput
          label={f.direccion_cliente}
          name="direccion_cliente"
          required
          value={values.direccion_cliente}
          onChange={set('direccion_cliente')}
        />
        <TextInput
          label={f.telefono}
          name="telefono"
          type="tel"
          required
          value={values.telefono}
          onChange={set('telefono')}
        />
      </SimpleGrid>
      <Confirmation label={t.confirmRemittance} />
      <Actions submitting={props.submitting} onCancel={props.onCancel} />
    </FormFrame>
  );
}

/** BENEF-19, BENEF-20: a crypto beneficiary: names, surnames, USDT address and network. */
function CryptoForm(props: BeneficiaryFormProps) {
  const [values, setValues] = useState<CryptoValues>(emptyCrypto);
  const set = (key: keyof CryptoValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  return (
    <FormFrame label={t.titles.crypto} onSubmit={() => props.onSubmit(cryptoPayload(values))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={f.names}
          name="bank_client"
          required
          autoComplete="given-name"
          value={values.bank_client}
          onChange={set('bank_client')}
        />
        <TextInput
          label={f.surnames}
          name="bank_apellidos"
          required
          autoComplete="family-name"
          value={values.bank_apellidos}
          onChange={set('bank_apellidos')}
        />
      </SimpleGrid>
      <TextInput
        label={f.address_cripto}
        name="address_cripto"
        required
        spellCheck={false}
        autoCapitalize="off"
        value={values.address_cripto}
        onChange={set('address_cripto')}
      />
      <NativeSelect
        label={f.network}
        name="network"
        required
        value={values.network}
        data={[{ value: '', label: t.chooseOption }, ...usdtNetworks]}
        onChange={set('network')}
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
