import { Paper, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { simulatorStrings } from '../strings';
import { SimulatorTools } from './simulator-tools';
import { type StateDialog, StateDialogs } from './state-dialogs';

/**
 * The simulator menu in the client area's sidebar (and so in the phone's drawer): the clock and the demo's
 * saved states. Exists only while the simulator answers the calls; the route decides.
 */
export function SimulatorMenu() {
  const titleId = useId();
  const [dialog, setDialog] = useState<StateDialog | null>(null);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="xs" mt="xs">
      <Text id={titleId} component="h2" fz="sm" fw={700} m={0} mb={6}>
        {simulatorStrings.menu.title}
      </Text>
      <SimulatorTools
        onReset={() => setDialog({ kind: 'reset' })}
        onImport={(file) => setDialog({ kind: 'import', file })}
        onScenarios={() => setDialog({ kind: 'scenarios' })}
      />
      <StateDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Paper>
  );
}
