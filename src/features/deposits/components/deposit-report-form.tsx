import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { useCurrencyLabel } from '@/shared/format/currency';
import { focusFirstError } from '@/shared/ui/form-focus';
import { useDepositAddresses } from '../api/deposit-addresses';
import { useDepositCreate } from '../api/deposit-create';
import {
  emptyReport,
  liveAmount,
  PROOF_ACCEPT,
  reportPayload,
  reportProblems,
  type ReportValues,
} from '../model/deposit-report';
import { depositStrings } from '../strings';
import type { DepositResult } from './deposit-result-modal';
import { DepositResultModal } from './deposit-result-modal';
import { maxLengthOf } from '@/shared/form-limits';
import { FileField } from '@/shared/ui/file-field';

const s = depositStrings.report;

export interface DepositReportFormProps {
  /** 'Aceptar' closed the message of a successful report. */
  onReported?: () => void;
}

function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : depositStrings.result.unknownError;
}

/**
 * 'Reportar depósitos' (DEP-21..DEP-28): amount (at most 5000) with its live message, the platform address
 * it was sent to (a select of 'Direcciones USDT'), the transaction hash and the proof file. Nothing is sent
 * while a field is missing or the amount is not valid; a complete form posts the multipart report and the
 * server's message shows in a dialog.
 */
export function DepositReportForm({ onReported }: DepositReportFormProps) {
  const currency = useCurrencyLabel();
  const form = useForm<ReportValues>({
    name: 'deposit-report',
    initialValues: emptyReport,
    // DEP-22, DEP-23: the validator's problems, in the fields' order, said on each field.
    validate: (values) => {
      const problems = reportProblems(values);
      return {
        amount:
          problems.amount &&
          {
            required: s.errors.amountRequired,
            invalid: s.errors.amountInvalid,
            aboveMax: s.errors.amountAboveMax(currency),
          }[problems.amount],
        direccion: problems.direccion && s.errors.addressRequired,
        hash: problems.hash && s.errors.hashRequired,
        file: problems.file && s.errors.fileRequired,
      };
    },
  });
  // A new key remounts the native file input: the only way to empty it.
  const [fileKey, setFileKey] = useState(0);
  const [result, setResult] = useState<DepositResult | null>(null);
  const addresses = useDepositAddresses();
  const create = useDepositCreate();
  const headingId = useId();

  const submit = async (values: ReportValues) => {
    if (create.isPending || !values.file) return;
    try {
      const response = await create.mutateAsync(reportPayload({ ...values, file: values.file }));
      form.reset();
      setFileKey((k) => k + 1);
      setResult({ ok: true, message: response.message });
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error) });
    }
  };

  const accept = () => {
    const ok = result?.ok;
    setResult(null);
    if (ok) onReported?.();
  };

  const amountText = liveAmount(form.values.amount, currency);

  const addressOptions = [
    {
      value: '',
      label: addresses.isPending ? s.addressesLoading : s.addressPlaceholder,
      disabled: true,
    },
    ...(addresses.data ?? []).map((a) => ({ value: a.direccion, label: `${a.network}: ${a.direccion}` })),
  ];

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" maw={640}>
      <Title order={2} size="h4" id={headingId}>
        {s.heading}
      </Title>
      <Text size="sm" c="gray.7">
        {s.intro}
      </Text>
      <form
        onSubmit={form.onSubmit((values) => void submit(values), focusFirstError(form))}
        aria-label={s.formLabel}
        noValidate
      >
        <Stack gap="md">
          <div>
            <TextInput
              name="amount"
              label={s.amount}
              description={s.amountHint(currency)}
              inputMode="decimal"
              autoComplete="off"
              required
              {...form.getInputProps('amount')}
            />
            {/* DEP-24: repeats the amount as it is typed, or asks for it. */}
            <Text role="status" size="sm" mt={6} fw={amountText ? 600 : undefined}>
              {amountText ? s.amountLive(amountText) : s.amountPrompt}
            </Text>
          </div>
          <NativeSelect
            name="direccion"
            label={s.address}
            required
            data={addressOptions}
            {...form.getInputProps('direccion')}
            error={addresses.isError ? s.addressesError : form.errors.direccion}
          />
          <TextInput
            name="hash"
            maxLength={maxLengthOf('hash')}
            label={s.hash}
            description={s.hashHint}
            autoComplete="off"
            spellCheck={false}
            required
            {...form.getInputProps('hash')}
          />
          {/* DEP-21, DEP-23: the proof of the transaction. */}
          <FileField
            key={fileKey}
            label={s.file}
            description={s.fileHint}
            name="file"
            accept={PROOF_ACCEPT}
            {...form.getInputProps('file')}
          />
          <Group>
            <Button type="submit" loading={create.isPending}>
              {s.submit}
            </Button>
          </Group>
        </Stack>
      </form>
      <DepositResultModal result={result} onAccept={accept} />
    </Stack>
  );
}
