import { Text } from '@mantine/core';
import { MessageBody, useMessageModal } from '@/shared/ui/message-modal';
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
        <MessageBody button={s.accept} onClick={onAccept}>
          <Text>{result.message}</Text>
        </MessageBody>
      ),
    },
    onAccept,
  );
  return null;
}
