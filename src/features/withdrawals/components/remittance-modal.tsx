import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { usePaises } from '@/shared/api/paises-list';
import { focusFirstError } from '@/shared/ui/form-focus';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { useRemittanceWithdrawal } from '../api/remittance-withdrawal';
import { failureMessage } from '../model/failure-message';
import type { Tasas } from '../model/withdrawal-amount';
import {
  emptyRemittance,
  remittanceIdentificationTypes,
  remittancePayload,
  type RemittanceValues,
} from '../model/withdrawal-payloads';
import { withdrawalStrings } from '../strings';
import { AmountField } from './amount-field';
import { DemoNotice } from './demo-notice';
import type { WithdrawalResult } from './result-modal';
import { amountCents, amountRule } from './use-amount';
import { maxLengthOf } from '@/shared/form-limits';
import type { LimitedField } from '@/contract/field-limits';

const t = withdrawalStrings.remittance;
const f = t.fields;

export interface RemittanceModalProps {
  opened: boolean;
  tasas: Tasas | undefined;
  demo: boolean;
  currency: string;
  onClose: () => void;
  onResult: (result: WithdrawalResult) => void;
}

/** The text fields of the modal, all required (WDR-38), in order. */
const textFields = [
  ['nombres', f.names, 'given-name'],
  ['apellidos', f.surnames, 'family-name'],
] as const;
const placeFields = [
  ['provincia', f.province, 'address-level1'],
  ['ciudad', f.city, 'address-level2'],
  ['direccion', f.address, 'street-address'],
  ['telefono', f.phone, 'tel'],
] as const;

/**
 * 'Retiro por remesa' (WDR-38..40): the amount with its fee and net, the person who collects it (names,
 * surnames, optional identification type, identification, country, province, city, address, phone), posted
 * to withdrawall/remesa. Demo clients see the notice and a disabled submit (DEMO-07, DEMO-08).
 */
export function RemittanceModal(props: RemittanceModalProps) {
  const form = useForm<RemittanceValues & { monto: string }>({
    name: 'remittance',
    initialValues: { monto: '', ...emptyRemittance },
    // DEMO-08: a demo client's submit is disabled; nothing is checked either.
    validate: ({ monto }) => (props.demo ? {} : { monto: amountRule(monto) }),
  });
  const remittance = useRemittanceWithdrawal();
  const paises = usePaises().data;
  const countries = useMemo(() => [...paises].sort((a, b) => a.name.localeCompare(b.name, 'es')), [paises]);

  const submit = async (values: RemittanceValues & { monto: string }) => {
    const cents = amountCents(values.monto);
    if (props.demo || remittance.isPending || cents === null) return;
    try {
      const response = await remittance.mutateAsync(remittancePayload(values, cents));
      props.onResult({ ok: true, message: response.message });
    } catch (error) {
      props.onResult({ ok: false, message: failureMessage(error) });
    }
  };

  const text = (key: keyof RemittanceValues, label: string, autoComplete: string) => (
    <TextInput
      key={key}
      label={label}
      name={`remesa_${key}`}
      autoComplete={autoComplete}
      required
      maxLength={maxLengthOf(`remesa_${key}` as LimitedField)}
      {...form.getInputProps(key)}
    />
  );

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t.title} size="lg" withCloseButton={false}>
      <Stack gap="md">
        <Text c="gray.7">{t.intro}</Text>
        {props.demo && <DemoNotice />}
        <form onSubmit={form.onSubmit((values) => void submit(values), focusFirstError(form))}>
          <Stack gap="md">
            <AmountField input={form.getInputProps('monto')} tasas={props.tasas} currency={props.currency} />
            <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {textFields.map(([key, label, auto]) => text(key, label, auto))}
              <NativeSelect
                label={f.identificationType}
                name="remesa_tipoidentificacion"
                {...form.getInputProps('tipoidentificacion')}
                data={[
                  { value: '', label: t.chooseOption },
                  ...remittanceIdentificationTypes.map((v) => ({ value: v, label: v })),
                ]}
              />
              {text('identificacion', f.identification, 'off')}
              <NativeSelect
                label={f.country}
                name="remesa_country"
                required
                {...form.getInputProps('country')}
                data={[
                  { value: '', label: t.chooseCountry },
                  ...countries.map((c) => ({ value: String(c.id), label: c.name })),
                ]}
              />
              {placeFields.map(([key, label, auto]) => text(key, label, auto))}
            </ResponsiveGrid>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={props.onClose} disabled={remittance.isPending}>
                {t.cancel}
              </Button>
              <Button type="submit" loading={remittance.isPending} disabled={props.demo}>
                {t.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
