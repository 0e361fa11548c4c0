import { Stack } from '@mantine/core';
import { SimulatorClock } from './simulator-clock';
import { SimulatorNotes } from './simulator-notes';
import { StateActions, type StateActionsProps } from './state-actions';

/** What the simulator menu holds, in the sidebar and in the login screen's dialog alike. */
export function SimulatorTools(props: StateActionsProps) {
  return (
    <Stack gap="sm">
      <SimulatorNotes />
      <SimulatorClock />
      <StateActions {...props} />
    </Stack>
  );
}
