import { Button, Group, Modal, Text } from '@mantine/core';
import { shellStrings } from '../strings';

const t = shellStrings.welcomeModal;

/**
 * SHELL-09, SHELL-10: the status-1 welcome: 'BIENVENIDO', the user was created, please complete the personal
 * information; 'Continuar' closes it (Escape does the same).
 */
export function WelcomeModal({ opened, onContinue }: { opened: boolean; onContinue: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onContinue}
      title={t.title}
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Text>{t.created}</Text>
      <Text mt="xs">{t.completeData}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onContinue} data-autofocus>
          {t.continue}
        </Button>
      </Group>
    </Modal>
  );
}
