import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useImportState } from '../api/simulator-state';
import { simulatorStrings } from '../strings';

const t = simulatorStrings.importModal;

/**
 * Asks before a saved state replaces the demo's. The server judges the file: a damaged, foreign or newer one
 * is refused with its Spanish message, shown here, and nothing changed. On success every tab's session has
 * ended (the file carries none).
 */
export function ImportStateModal(props: { file: File | null; onClose: () => void }) {
  const load = useImportState();
  const { file, onClose } = props;
  const confirm = () => {
    if (file) void load.mutateAsync(file).then(onClose, () => undefined);
  };
  return (
    <Modal
      opened={file !== null}
      onClose={onClose}
      title={t.title}
      closeOnClickOutside={!load.isPending}
      closeButtonProps={{ 'aria-label': simulatorStrings.closeDialog }}
    >
      <Stack gap="md">
        {file && <Text fw={600}>{t.file(file.name)}</Text>}
        {load.isError ? (
          <Alert color="red" variant="light" role="alert" title={t.refusedTitle}>
            <Text size="sm">{load.error.message}</Text>
            <Text size="sm">{t.unchanged}</Text>
          </Alert>
        ) : (
          <Text>{t.body}</Text>
        )}
        <Group justify="flex-end">
          {load.isError ? (
            <Button onClick={onClose}>{t.close}</Button>
          ) : (
            <>
              <Button variant="default" onClick={onClose} disabled={load.isPending}>
                {t.cancel}
              </Button>
              <Button color="red.8" onClick={confirm} loading={load.isPending}>
                {t.confirm}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
