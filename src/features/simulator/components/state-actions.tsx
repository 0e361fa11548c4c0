import { Box, Button, FileButton, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { useExportState } from '../api/simulator-state';
import { simulatorStrings } from '../strings';

const t = simulatorStrings.state;

export interface StateActionsProps {
  /** 'Reiniciar la demo' was chosen: the caller asks for confirmation. */
  onReset: () => void;
  /** A file was picked for 'Importar estado': the caller asks for confirmation. */
  onImport: (file: File) => void;
  /** SCEN-06: 'Escenarios' was chosen: the caller opens the list of prepared scenarios. */
  onScenarios: () => void;
}

/**
 * Saved states of the demo: start again from the seed, download the whole simulated server, or load a file
 * downloaded before. Export needs no confirmation; the other two replace everything and ask first.
 */
export function StateActions({ onReset, onImport, onScenarios }: StateActionsProps) {
  const titleId = useId();
  const exportState = useExportState();
  // Cleared after each pick, so the same file can be chosen again (after a refusal, or another time).
  const resetPick = useRef<() => void>(null);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Text id={titleId} component="h3" fz="xs" fw={700} m={0} mb={4}>
        {t.title}
      </Text>
      <Stack gap={4} role="group" aria-label={t.actions}>
        <Button size="compact-sm" variant="default" onClick={onReset}>
          {t.reset}
        </Button>
        <Button size="compact-sm" variant="default" aria-haspopup="dialog" onClick={onScenarios}>
          {simulatorStrings.scenarios.open}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          loading={exportState.isPending}
          onClick={() => exportState.mutate()}
        >
          {t.export}
        </Button>
        <FileButton
          accept="application/json,.json"
          resetRef={resetPick}
          onChange={(file) => {
            if (!file) return;
            onImport(file);
            resetPick.current?.();
          }}
          inputProps={{ 'aria-label': t.import }}
        >
          {(props) => (
            <Button size="compact-sm" variant="default" {...props}>
              {t.import}
            </Button>
          )}
        </FileButton>
      </Stack>
      {exportState.isError && (
        <Text role="alert" size="xs" c="red.8" mt={4}>
          {t.exportFailed}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt={4}>
        {t.hint}
      </Text>
    </Box>
  );
}
