import { Alert, List, Text } from '@mantine/core';
import { withdrawalStrings } from '../strings';

const t = withdrawalStrings.crypto;

/**
 * The crypto tab's information (WDR-11..13) and the auxiliary PIN of the last withdrawal, when there is one
 * (WDR-16).
 */
export function CryptoInfo({ pin }: { pin: string | null }) {
  return (
    <>
      <Alert variant="light" color="blue" title={t.infoTitle}>
        <List size="sm" spacing={4}>
          <List.Item>{t.compatible}</List.Item>
          <List.Item>{t.exchange}</List.Item>
          <List.Item>{t.email}</List.Item>
        </List>
      </Alert>
      {pin && (
        <Text size="sm">
          {t.pinLabel}:{' '}
          <Text component="strong" fw={700} ff="monospace">
            {pin}
          </Text>
        </Text>
      )}
    </>
  );
}
