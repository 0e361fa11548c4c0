import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/shared/api/api-error';
import { useCurrencyLabel } from '@/shared/format/currency';
import { useDepositAddresses } from '../api/deposit-addresses';
import { useDepositCreate } from '../api/deposit-create';
import {
  emptyReport,
  hasProblems,
  liveAmount,
  reportPayload,
  reportProblems,
  type ReportField,
  type ReportProblems,
  type ReportValues,
} from '../model/deposit-report';
import { depositStrings } from '../strings';
import type { DepositResult } from './deposit-result-modal';
import { DepositResultModal } from './lazy-modals';
import { ProofFileInput } from './proof-file-input';

const s = depositStrings.report;
const order: ReportField[] = ['amount', 'direccion', 'hash', 'file'];

export interface DepositReportFormProps {
  /** 'Aceptar' closed the message of a successful report. */
  onReported?: () => void;
}

function failureMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : depositStrings.result.unknownError;
}

/**
 * 'Reportar Depósitos' (DEP-21..DEP-28): amount (at most 5000) with its live message, the platform address
 * it was sent to (a select of 'Direcciones USDT'), the transaction hash and the proof file. Nothing is sent
 * while a field is missing or the amount is not valid; a complete form posts the multipart report and the
 * server's message shows in a dialog.
 */
export function DepositReportForm({ onReported }: DepositReportFormProps) {
  const [values, setValues] = useState<ReportValues>(emptyReport);
  const [attempted, setAttempted] = useState(false);
  // A new key remounts the native file input: the only way to empty it.
  const [fileKey, setFileKey] = useState(0);
  const [result, setResult] = useState<DepositResult | null>(null);
  const currency = useCurrencyLabel();
  const addresses = useDepositAddresses();
  const create = useDepositCreate();
  const headingId = useId();
  const amountRef = useRef<HTMLInputElement>(null);
  const direccionRef = useRef<HTMLSelectElement>(null);
  const hashRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const problems: ReportProblems = attempted ? reportProblems(values) : {};
  const set = <K extends ReportField>(key: K, value: ReportValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    setAttempted(true);
    const found = reportProblems(values);
    // DEP-22, DEP-23: nothing is sent; the first field to fix gets the focus.
    if (hasProblems(found) || !values.file) {
      const refs = { amount: amountRef, direccion: direccionRef, hash: hashRef, file: fileRef };
      const first = order.find((key) => found[key]);
      if (first) refs[first].current?.focus();
      return;
    }
    try {
      const response = await create.mutateAsync(reportPayload({ ...values, file: values.file }));
      setValues(emptyReport);
      setAttempted(false);
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

  const amountText = liveAmount(values.amount, currency);
  const amountError =
    problems.amount &&
    {
      required: s.errors.amountRequired,
      invalid: s.errors.amountInvalid,
      aboveMax: s.errors.amountAboveMax(currency),
    }[problems.amount];

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
      <form onSubmit={submit} aria-label={s.formLabel} noValidate>
        <Stack gap="md">
          <div>
            <TextInput
              ref={amountRef}
              name="amount"
              label={s.amount}
              description={s.amountHint(currency)}
              inputMode="decimal"
              autoComplete="off"
              required
              value={values.amount}
              onChange={(event) => set('amount', event.currentTarget.value)}
              error={amountError}
            />
            {/* DEP-24: repeats the amount as it is typed, or asks for it. */}
            <Text role="status" size="sm" mt={6} fw={amountText ? 600 : undefined}>
              {amountText ? s.amountLive(amountText) : s.amountPrompt}
            </Text>
          </div>
          <NativeSelect
            ref={direccionRef}
            name="direccion"
            label={s.address}
            required
            data={addressOptions}
            value={values.direccion}
            onChange={(event) => set('direccion', event.currentTarget.value)}
            error={
              addresses.isError ? s.addressesError : problems.direccion ? s.errors.addressRequired : undefined
            }
          />
          <TextInput
            ref={hashRef}
            name="hash"
            label={s.hash}
            description={s.hashHint}
            autoComplete="off"
            spellCheck={false}
            required
            value={values.hash}
            onChange={(event) => set('hash', event.currentTarget.value)}
            error={problems.hash ? s.errors.hashRequired : undefined}
          />
          <ProofFileInput
            key={fileKey}
            ref={fileRef}
            label={s.file}
            description={s.fileHint}
            error={problems.file ? s.errors.fileRequired : undefined}
            onChange={(file) => set('file', file)}
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
