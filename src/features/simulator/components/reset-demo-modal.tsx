import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useResetDemo } from '../api/simulator-state';
import { simulatorStrings } from '../strings';

const t = simulatorStrings.resetModal;

/**
 * Asks before the demo goes back to its first-visit state. On success every tab's session has ended (the
 * login screen shows why); a failure is shown here and nothing changed.
 */
export function ResetDemoModal(props: { opened: boolean; onClose: () => void }) {
  const reset = useResetDemo();
  const confirm = () => reset.mutateAsync().then(props.onClose, () => undefined);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t.title}
      closeOnClickOutside={!reset.isPending}
      closeButtonProps={{ 'aria-label': simulatorStrings.closeDialog }}
    >
      <Stack gap="md">
        <Text>{t.body}</Text>
        {reset.isError && (
          <Alert color="red" variant="light" role="alert">
            {reset.error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={reset.isPending}>
            {t.cancel}
          </Button>
          <Button color="red.8" onClick={() => void confirm()} loading={reset.isPending}>
            {t.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
