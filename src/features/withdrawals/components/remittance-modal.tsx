import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { usePaises } from '@/shared/api/paises-list';
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
import { useAmount } from './use-amount';

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
  const amount = useAmount(props.tasas);
  const amountRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<RemittanceValues>(emptyRemittance);
  const remittance = useRemittanceWithdrawal();
  const paises = usePaises().data;
  const countries = useMemo(() => [...paises].sort((a, b) => a.name.localeCompare(b.name, 'es')), [paises]);
  const set = (key: keyof RemittanceValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.demo || remittance.isPending) return;
    const cents = amount.validate();
    if (cents === null) {
      amountRef.current?.focus();
      return;
    }
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
      maxLength={150}
      value={values[key]}
      onChange={(e) => set(key)(e.currentTarget.value)}
    />
  );

  return (
    <Modal opened={props.opened} onClose={props.onClose} size="lg" withCloseButton={false}>
      <Stack gap="md">
        <div>
          <Modal.Title fw={700} fz="lg">
            {t.title}
          </Modal.Title>
          <Text c="gray.7">{t.intro}</Text>
        </div>
        {props.demo && <DemoNotice />}
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="md">
            <AmountField amount={amount} currency={props.currency} inputRef={amountRef} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {textFields.map(([key, label, auto]) => text(key, label, auto))}
              <NativeSelect
                label={f.identificationType}
                name="remesa_tipoidentificacion"
                value={values.tipoidentificacion}
                data={[
                  { value: '', label: t.chooseOption },
                  ...remittanceIdentificationTypes.map((v) => ({ value: v, label: v })),
                ]}
                onChange={(e) => set('tipoidentificacion')(e.currentTarget.value)}
              />
              {text('identificacion', f.identification, 'off')}
              <NativeSelect
                label={f.country}
                name="remesa_country"
                required
                value={values.country}
                data={[
                  { value: '', label: t.chooseCountry },
                  ...countries.map((c) => ({ value: String(c.id), label: c.name })),
                ]}
                onChange={(e) => set('country')(e.currentTarget.value)}
              />
              {placeFields.map(([key, label, auto]) => text(key, label, auto))}
            </SimpleGrid>
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
