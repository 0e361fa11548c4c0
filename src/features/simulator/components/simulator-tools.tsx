import { Button, Stack } from '@mantine/core';
import { PANEL_HOTKEY, useSimulatorPanel } from '../model/panel-store';
import { simulatorStrings } from '../strings';
import { SimulatorClock } from './simulator-clock';
import { SimulatorNotes } from './simulator-notes';
import { StateActions, type StateActionsProps } from './state-actions';

/** What the simulator menu holds, in the sidebar and in the login screen's dialog alike. */
export function SimulatorTools(props: StateActionsProps) {
  const openPanel = useSimulatorPanel((state) => state.open);
  return (
    <Stack gap="sm">
      <SimulatorNotes />
      <SimulatorClock />
      <StateActions {...props} />
      <Button
        size="compact-sm"
        variant="light"
        onClick={openPanel}
        title={simulatorStrings.panel.shortcut(PANEL_HOTKEY.label)}
      >
        {simulatorStrings.panel.open}
      </Button>
    </Stack>
  );
}
