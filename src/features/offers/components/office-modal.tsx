import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { offersStrings } from '../strings';

const t = offersStrings.office;

/**
 * MYPROJ-09, MYPROJ-10: the consulting office, one in a shopping mall in the capital, with 'Cómo llegar'
 * opening a maps service in a new tab.
 */
export function OfficeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} withCloseButton={false} title={t.title}>
      <Stack gap={4}>
        <Text>{t.intro}</Text>
        <Text component="address" fs="normal" fw={600}>
          {t.place}
          <br />
          {t.address}
        </Text>
        <Text size="sm" c="gray.7">
          {t.hours}
        </Text>
      </Stack>
      <Group justify="space-between" mt="lg">
        <Anchor href={t.mapsUrl} target="_blank" rel="noopener noreferrer" aria-label={t.directionsLabel}>
          {t.directions}
        </Anchor>
        <Button onClick={onClose} data-autofocus>
          {t.close}
        </Button>
      </Group>
    </Modal>
  );
}
