import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useMessageModal } from '@/shared/ui/message-modal';
import { withdrawalStrings } from '../strings';

const t = withdrawalStrings.result;

/** p2 §8, §9: a refused withdrawal's message is shown for 6 seconds. */
export const FAILURE_MESSAGE_MS = 6000;

export interface WithdrawalResult {
  ok: boolean;
  message: string;
  /** data.pin of a created withdrawal (WDR-33). */
  pin?: string;
}

export interface ResultModalProps {
  result: WithdrawalResult | null;
  /** 'Aceptar' (or the end of a failure's 6 seconds): closes every modal, resets, reloads (WDR-36). */
  onAccept: () => void;
}

/**
 * The message modal after a withdrawal or a remittance (WDR-35): the server's message, the PIN of a created
 * withdrawal, and 'Aceptar'. A failure's message goes away by itself after 6 seconds (WDR-37).
 */
export function ResultModal({ result, onAccept }: ResultModalProps) {
  const failed = result !== null && !result.ok;
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(onAccept, FAILURE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [failed, result, onAccept]);

  useMessageModal(
    result && {
      title: t.title,
      children: (
        <Stack gap="md">
          <Stack gap="xs" role={result.ok ? 'status' : 'alert'}>
            <Text>{result.message}</Text>
            {result.pin && (
              <Text fw={700} ff="monospace">
                {t.pin(result.pin)}
              </Text>
            )}
            {failed && (
              <Text size="sm" c="gray.7">
                {t.closesSoon}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onAccept} data-autofocus>
              {t.accept}
            </Button>
          </Group>
        </Stack>
      ),
    },
    onAccept,
    { returnFocus: false },
  );
  return null;
}
