import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { newVersionState, subscribeNewVersion, takeNewVersion } from './new-version';

export interface NewVersionNoticeProps {
  /** The visitor asked for the new version: the button waits for the reload. */
  updating: boolean;
  onUpdate: () => void;
  /** 'Más tarde': the notice goes; the new version is taken when every tab of the site has closed. */
  onLater: () => void;
}

/**
 * 'Hay una versión nueva' (PWA-05): at the foot of the page, above every screen, at a phone's width across the
 * page. Nothing of the new version runs until the visitor clicks 'Actualizar'.
 */
export function NewVersionNotice({ updating, onUpdate, onLater }: NewVersionNoticeProps) {
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={400}>
      <Notification
        role="status"
        aria-live="polite"
        title="Hay una versión nueva"
        withBorder
        maw={420}
        ml="auto"
        closeButtonProps={{ 'aria-label': 'Más tarde', disabled: updating }}
        onClose={onLater}
      >
        <Text size="sm" c="dimmed">
          Actualice para usar la última versión. Sus datos y su sesión se mantienen.
        </Text>
        <Group justify="flex-end" mt="xs">
          <Button
            size="xs"
            onClick={onUpdate}
            loading={updating}
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
          >
            Actualizar
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}

/** The notice, shown while a new version waits (./new-version.ts); loaded only then (./app.tsx). */
export default function NewVersionPrompt() {
  const { waiting, updating } = useSyncExternalStore(subscribeNewVersion, newVersionState, newVersionState);
  const [later, setLater] = useState(false);
  if (!waiting || later) return null;
  return <NewVersionNotice updating={updating} onUpdate={takeNewVersion} onLater={() => setLater(true)} />;
}
