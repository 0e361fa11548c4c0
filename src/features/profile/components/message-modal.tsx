import { Text } from '@mantine/core';
import { MessageBody, useMessageModal } from '@/shared/ui/message-modal';
import { profileStrings } from '../strings';

export interface ProfileMessage {
  title: string;
  text: string;
  /** A new number for every message, so the same text twice still counts as a new message. */
  seq: number;
}

/**
 * PROF-14, PWD-07, ERR-02: the server's message (success or refusal) in a modal whose only button is
 * 'Aceptar'. Escape closes it too.
 */
export function MessageModal(props: { message: ProfileMessage | null; onAccept: () => void }) {
  const { message, onAccept } = props;
  useMessageModal(
    message && {
      title: message.title,
      children: (
        <MessageBody button={profileStrings.messageModal.accept} onClick={onAccept}>
          <Text>{message.text}</Text>
        </MessageBody>
      ),
    },
    onAccept,
  );
  return null;
}
