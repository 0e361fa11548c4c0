import { Text } from '@mantine/core';
import { MessageBody, useMessageModal } from '@/shared/ui/message-modal';
import { cardStrings } from '../strings';

/**
 * CARD-27, CARD-36, CARD-41, CARD-42: the message of a card operation, a success text or the server's raw
 * error, with 'Aceptar'.
 */
export function CardResultModal(props: { message: string | null; onClose: () => void }) {
  useMessageModal(
    props.message === null
      ? null
      : {
          title: cardStrings.resultTitle,
          children: (
            <MessageBody button={cardStrings.accept} onClick={props.onClose} role="status">
              <Text style={{ whiteSpace: 'pre-wrap' }}>{props.message}</Text>
            </MessageBody>
          ),
        },
    props.onClose,
  );
  return null;
}
