import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useMessageModal } from '@/shared/ui/message-modal';
import { registrationStrings, serverMessages } from '../strings';
import { DemoOutboxButton } from './demo-outbox-button';

/**
 * REG-14..REG-16: the server's message. On the exact success message the button is 'Iniciar sesión'
 * (to '/login'); for any other message it is 'Aceptar'. After a success on the simulator, the demo outbox
 * of the registered address is offered (its activation link).
 */
export function RegistrationResultModal(props: {
  result: { message: string; email: string } | null;
  onClose: () => void;
  onOpenOutbox: (email: string) => void;
}) {
  const { result, onClose } = props;
  const navigate = useNavigate();
  const success = result?.message === serverMessages.registered;
  useMessageModal(
    result && {
      title: registrationStrings.resultTitle,
      children: (
        <Stack gap="md">
          <Text>{result.message}</Text>
          <Group justify="flex-end" gap="sm">
            {success && <DemoOutboxButton email={result.email} onOpen={props.onOpenOutbox} />}
            {success ? (
              <Button
                onClick={() => {
                  onClose();
                  void navigate({ to: '/login' });
                }}
              >
                {registrationStrings.resultLogin}
              </Button>
            ) : (
              <Button onClick={onClose}>{registrationStrings.resultAccept}</Button>
            )}
          </Group>
        </Stack>
      ),
    },
    onClose,
  );
  return null;
}
