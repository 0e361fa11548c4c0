import { Button, Group, Stack, Text } from '@mantine/core';
import { useMessageModal } from '@/shared/ui/message-modal';
import { commonStrings, loginStrings, serverMessages } from '../strings';

/**
 * LOGIN-18, LOGIN-19, LOGIN-22, ERR-01: a server message in a modal with a close button. For
 * 'Intente nuevamente' it adds the note that every open session was closed (one device at a time).
 */
export function MessageModal(props: { message: string | null; onClose: () => void }) {
  const { message, onClose } = props;
  useMessageModal(
    message !== null
      ? {
          title: loginStrings.messageTitle,
          children: (
            <Stack gap="md">
              <Text>{message}</Text>
              {message === serverMessages.sessionsClosed && (
                <Text fw={500}>{loginStrings.singleDeviceNote}</Text>
              )}
              <Group justify="flex-end">
                <Button onClick={onClose}>{commonStrings.close}</Button>
              </Group>
            </Stack>
          ),
        }
      : null,
    onClose,
  );
  return null;
}
