import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { statusQuery } from '@/shared/api/session-queries';
import { useKycUpload, useRefreshClientStatus } from '../api/kyc';
import {
  failureMessage,
  KYC_RESET_MS,
  kycFields,
  kycPayload,
  noKycFiles,
  type KycFiles,
  KYC_ACCEPT,
} from '../model/kyc-rules';
import { kycStrings as t } from '../strings';
import { FileField } from '@/shared/ui/file-field';
import { type KycResult, KycResultModal } from './kyc-result-modal';

export interface VerificationCenterProps {
  /** The client closed the second view of the result modal (the profile returns to 'Editar perfil'). */
  onFinished?: () => void;
}

/**
 * 'Centro de verificación': what KYC is and why (PROF-03), then the three required files (KYC-01..03). A
 * complete send posts them as multipart (KYC-04) and shows the server's message with 'Aceptar' (KYC-05,
 * ERR-02); the fields reset 6 s after a successful send (KYC-06). 'Aceptar' then switches to a second view
 * (KYC-07) and reloads the status, so the shell's bars switch to the status-3 layout (KYC-08, KYC-09).
 */
export function VerificationCenter({ onFinished }: VerificationCenterProps) {
  const form = useForm<KycFiles>({ initialValues: noKycFiles });
  const { reset } = form;
  // A new key remounts the native file inputs: the only way to empty them.
  const [inputsKey, setInputsKey] = useState(0);
  const [sentCount, setSentCount] = useState(0);
  const [result, setResult] = useState<KycResult | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const upload = useKycUpload();
  const refresh = useRefreshClientStatus();
  const status = useQuery(statusQuery());
  const headingId = useId();

  // KYC-06: 6 s after each successful send the file fields are emptied.
  useEffect(() => {
    if (sentCount === 0) return;
    const timer = setTimeout(() => {
      reset();
      setInputsKey((k) => k + 1);
    }, KYC_RESET_MS);
    return () => clearTimeout(timer);
  }, [sentCount, reset]);

  const submit = async (files: KycFiles) => {
    const payload = kycPayload(files);
    // KYC-03: nothing is sent, and no message shows, unless all three files are there.
    if (payload === null || upload.isPending) return;
    try {
      const response = await upload.mutateAsync(payload);
      setSentCount((n) => n + 1);
      setResult({ view: 'message', ok: true, message: response.message });
    } catch (error) {
      setResult({ view: 'message', ok: false, message: failureMessage(error) });
    }
  };

  const accept = () => {
    if (result?.view === 'message' && result.ok) {
      setResult({ view: 'done', verified: null });
      setRefreshing(true);
      void refresh().finally(() => setRefreshing(false));
    } else {
      setResult(null);
    }
  };

  const finish = () => {
    setResult(null);
    onFinished?.();
  };

  // The second view follows the refreshed status once it has arrived.
  const shown: KycResult | null =
    result?.view === 'done'
      ? { view: 'done', verified: refreshing ? null : status.data?.status === 3 }
      : result;

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md" maw={720}>
        <Title order={2} size="h3" id={headingId}>
          {t.title}
        </Title>
        <div>
          <Title order={3} size="h5">
            {t.whatTitle}
          </Title>
          <Text mt={4}>{t.what}</Text>
        </div>
        <div>
          <Title order={3} size="h5">
            {t.whyTitle}
          </Title>
          <Text mt={4}>{t.why}</Text>
        </div>
        <Text size="sm" c="dimmed">
          {t.how}
        </Text>
        <form onSubmit={form.onSubmit((files) => void submit(files))} aria-label={t.title}>
          <Stack gap="md" key={inputsKey}>
            {kycFields.map((field) => (
              <FileField
                key={field}
                name={field}
                accept={KYC_ACCEPT}
                label={t.files[field].label}
                description={t.files[field].description}
                onChange={(file) => form.setFieldValue(field, file)}
              />
            ))}
            <Group>
              <Button type="submit" loading={upload.isPending}>
                {t.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
      <KycResultModal result={shown} onAccept={accept} onContinue={finish} />
    </section>
  );
}
