import { Button, Group, Text } from '@mantine/core';
import { useMessageModal } from '@/shared/ui/message-modal';
import { depositStrings } from '../strings';

const s = depositStrings.result;

export interface DepositResult {
  ok: boolean;
  message: string;
}

export interface DepositResultModalProps {
  result: DepositResult | null;
  onAccept: () => void;
}

/** DEP-26: the server's message in a dialog, 'Aceptar' (or Escape) closes it. */
export function DepositResultModal({ result, onAccept }: DepositResultModalProps) {
  useMessageModal(
    result && {
      title: result.ok ? s.success : s.failure,
      children: (
        <>
          <Text>{result.message}</Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={onAccept} data-autofocus>
              {s.accept}
            </Button>
          </Group>
        </>
      ),
    },
    onAccept,
  );
  return null;
}
