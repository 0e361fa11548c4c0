import { Stack, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { onSimulatorRuntime, simulatorRuntime } from '@/shared/api/config';
import { simulatorStrings } from '../strings';

const t = simulatorStrings.runtime;

/**
 * SRV-52: one line where the simulator runs inside the page because the browser refuses service workers, one
 * where the demo's data lives in memory (no IndexedDB). Nothing in a browser that has both, even on a first
 * visit, whose page answers itself while the worker installs.
 */
export function SimulatorNotes() {
  const runtime = useSyncExternalStore(onSimulatorRuntime, simulatorRuntime, simulatorRuntime);
  if (!runtime?.noWorker && !runtime?.inMemory) return null;
  return (
    <Stack gap={4} role="note">
      {runtime.noWorker && <Text size="sm">{t.inPage}</Text>}
      {runtime.inMemory && (
        <Text size="sm" fw={600}>
          {t.inMemory}
        </Text>
      )}
    </Stack>
  );
}
