import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Beneficiary } from '@/contract/account';
import type { WithdrawalType } from '@/contract/withdrawals';
import { ResponsiveGrid } from '@/shared/ui/responsive-grid';
import { failureMessage } from '../model/failure-message';
import { usePaises } from '@/shared/api/paises-list';
import { usePlatformToday } from '@/shared/api/platform-clock';
import { focusFirstError } from '@/shared/ui/form-focus';
import { useCreateWithdrawal } from '../api/withdrawal-create';
import { accountOf, holderOf } from '../model/beneficiary-rows';
import type { Tasas } from '../model/withdrawal-amount';
import { withdrawalPayload } from '../model/withdrawal-payloads';
import { withdrawalStrings } from '../strings';
import { AmountField } from './amount-field';
import { DemoNotice } from './demo-notice';
import type { WithdrawalResult } from './result-modal';
import { amountCents, amountRule } from './use-amount';

const t = withdrawalStrings.modal;
const f = t.fields;

export interface ChosenBeneficiary {
  type: WithdrawalType;
  beneficiary: Beneficiary;
}

export interface WithdrawalModalProps {
  /** The beneficiary chosen with 'Continuar' (WDR-17); the modal is open while there is one. */
  chosen: ChosenBeneficiary | null;
  tasas: Tasas | undefined;
  demo: boolean;
  currency: string;
  onClose: () => void;
  onResult: (result: WithdrawalResult) => void;
}

/** WDR-21..23: the beneficiary's data by type, read-only (WDR-24). */
function useBeneficiaryFields({ type, beneficiary: b }: ChosenBeneficiary): [string, string][] {
  const countries = usePaises().data;
  if (type === 1) {
    return [
      [f.bank_type, b.bank_type ?? ''],
      [f.bank_client, holderOf(b)],
      [f.bank_account, accountOf(b)],
      [f.bank_name, b.bank_name ?? ''],
    ];
  }
  if (type === 2) {
    const country = countries.find((c) => c.id === b.country_id)?.name ?? '';
    return [
      [f.bank_type, b.bank_type ?? ''],
      [f.bank_client, holderOf(b)],
      [f.bank_country, country],
      [f.bank_swift, b.bank_swift ?? ''],
      [f.bank_aba, b.bank_aba ?? ''],
    ];
  }
  return [
    [f.names, b.bank_client],
    [f.surnames, b.bank_apellidos ?? ''],
    [f.identification(b.tipo_identificacion ?? ''), b.identificacion ?? ''],
    [f.address_cripto, b.address_cripto ?? ''],
    [f.network, b.network ?? ''],
  ];
}

/**
 * 'Solicitud de retiro a {titular}' (WDR-17..34): the subtitle of the type, the beneficiary's data
 * read-only, the amount with its fee and net, the conditions, and the submit with a spinner while pending.
 * A demo client sees the notice and a disabled submit (DEMO-07, DEMO-08).
 */
export function WithdrawalModal(props: WithdrawalModalProps) {
  const chosen = props.chosen!;
  const form = useForm({
    name: 'withdrawal',
    initialValues: { monto: '' },
    // DEMO-08: a demo client's submit is disabled; nothing is checked either.
    validate: ({ monto }) => (props.demo ? {} : { monto: amountRule(monto) }),
  });
  const create = useCreateWithdrawal();
  const fields = useBeneficiaryFields(chosen);
  const today = usePlatformToday();

  const submit = async (monto: string) => {
    const cents = amountCents(monto);
    if (props.demo || create.isPending || cents === null) return;
    try {
      const payload = withdrawalPayload(chosen.beneficiary.id, chosen.type, cents, today);
      const response = await create.mutateAsync(payload);
      props.onResult({ ok: true, message: response.message, pin: response.data.pin });
    } catch (error) {
      props.onResult({ ok: false, message: failureMessage(error) });
    }
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t.title(holderOf(chosen.beneficiary))}
      size="lg"
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text c="gray.7">{t.subtitles[chosen.type]}</Text>
        {props.demo && <DemoNotice />}
        <form onSubmit={form.onSubmit(({ monto }) => void submit(monto), focusFirstError(form))}>
          <Stack gap="md">
            <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Text component="legend" fw={600} mb="xs">
                {t.beneficiaryData}
              </Text>
              <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {fields.map(([label, value]) => (
                  <TextInput key={label} label={label} value={value} readOnly required />
                ))}
              </ResponsiveGrid>
            </fieldset>
            <AmountField input={form.getInputProps('monto')} tasas={props.tasas} currency={props.currency} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={props.onClose} disabled={create.isPending}>
                {t.cancel}
              </Button>
              <Button type="submit" loading={create.isPending} disabled={props.demo}>
                {t.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
