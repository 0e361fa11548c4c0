import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { stateStrings } from './strings';

export interface ErrorStateProps {
  /** What could not be done ('No se pudo cargar el estado de cuenta.'), above the message; none if absent. */
  title?: string;
  /** What failed, in Spanish; the server's message where it sent one. */
  message?: string;
  /** Asks again ('Reintentar'): a query's refetch. Without it the alert only informs. */
  onRetry?: () => void;
  /** The retry is under way. */
  retrying?: boolean;
}

/** The one error state: an alert with its icon, the message, and 'Reintentar' that asks again. */
export function ErrorState({
  title,
  message = stateStrings.failed,
  onRetry,
  retrying = false,
}: ErrorStateProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} stroke={1.8} aria-hidden="true" />}
      title={title}
      data-state="error"
      role="alert"
      my="xs"
    >
      <Group justify="space-between" gap="sm">
        <span>{message}</span>
        {onRetry && (
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={retrying}
            onClick={onRetry}
          >
            {stateStrings.retry}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
