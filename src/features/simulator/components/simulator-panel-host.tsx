import { Button } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SIMULATOR_SETTINGS_CHANNEL } from '@/contract/simulator';
import { queryKeys } from '@/shared/api/query-keys';
import { useSession } from '@/shared/session/session-store';
import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';
import { useSimulatorSettings } from '../api/simulator-panel';
import { PANEL_HOTKEY, useSimulatorPanel } from '../model/panel-store';
import { activeFaultsLabel } from '../panel-badge-strings';

const SimulatorPanel = lazyWhenOpen(
  () => import('../panel/simulator-panel').then((m) => m.SimulatorPanel),
  (props: { opened: boolean; onClose: () => void }) => props.opened,
);

/**
 * On every screen while the simulator answers the calls: the panel's keyboard shortcut, the panel itself once
 * opened, and, while any fault is injected, a red button that says so and opens the panel. Mounted once the
 * page has loaded (__root.tsx). The faults are read signed in (signed out, reading them would start the
 * simulator on a public screen: only once the panel opens); another tab's change reaches this one through the
 * simulator's announcement.
 */
export function SimulatorPanelHost() {
  const { opened, toggle, open, close } = useSimulatorPanel();
  const signedIn = useSession((state) => state.token !== null);
  const settings = useSimulatorSettings(signedIn || opened);
  const queryClient = useQueryClient();
  useHotkeys([[PANEL_HOTKEY.keys, toggle]]);
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return;
    const channel = new BroadcastChannel(SIMULATOR_SETTINGS_CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: queryKeys.simulator.settings });
    return () => channel.close();
  }, [queryClient]);
  const faults = settings.data?.fallos.length ?? 0;
  return (
    <>
      {faults > 0 && !opened && (
        <Button
          color="red"
          size="compact-sm"
          onClick={open}
          pos="fixed"
          top={10}
          left="50%"
          style={{ zIndex: 300, transform: 'translateX(-50%)' }}
        >
          {activeFaultsLabel(faults)}
        </Button>
      )}
      <SimulatorPanel opened={opened} onClose={close} />
    </>
  );
}
