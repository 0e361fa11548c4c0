import { Drawer, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useChangeSimulatorSettings, useSimulatorSettings } from '../api/simulator-panel';
import { SimulatorClock } from '../components/simulator-clock';
import { PANEL_HOTKEY } from '../model/panel-store';
import { ActiveFaults } from './active-faults';
import { CallsLog } from './calls-log';
import { ContractBrowser } from './contract-browser';
import { NetworkSettings } from './network-settings';
import { panelStrings } from './panel-strings';
import { StoredTables } from './stored-tables';
import { ErrorState } from '@/shared/ui/states/error-state';
import { LoadingState } from '@/shared/ui/states/loading-state';
import { TabBar } from '@/shared/ui/tab-bar';

const t = panelStrings;
type Tab = 'calls' | 'network' | 'data' | 'contract' | 'clock';

/**
 * The simulator panel, for a frontend developer who works against the simulator: the live log of calls, the
 * latency and injected faults, the stored tables, the published contract and the clock. A drawer over any
 * screen, full width on a phone; its code loads the first time it opens.
 */
export function SimulatorPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [tab, setTab] = useState<Tab>('calls');
  const settings = useSimulatorSettings();
  const change = useChangeSimulatorSettings();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={t.title}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Text size="xs" c="gray.7" mb="sm">
        {t.shortcut(PANEL_HOTKEY.label)}
      </Text>
      <ActiveFaults
        faults={settings.data?.fallos ?? []}
        busy={change.isPending}
        onRemoveAll={() => change.mutate({ quitar_fallo: 'todos' })}
      />
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'calls')} keepMounted={false}>
        <TabBar mb="sm">
          <Tabs.Tab value="calls">{t.tabs.calls}</Tabs.Tab>
          <Tabs.Tab value="network">{t.tabs.network}</Tabs.Tab>
          <Tabs.Tab value="data">{t.tabs.data}</Tabs.Tab>
          <Tabs.Tab value="contract">{t.tabs.contract}</Tabs.Tab>
          <Tabs.Tab value="clock">{t.tabs.clock}</Tabs.Tab>
        </TabBar>
        <Tabs.Panel value="calls">
          <CallsLog live={opened} />
        </Tabs.Panel>
        <Tabs.Panel value="network">
          {settings.data ? (
            <NetworkSettings settings={settings.data} />
          ) : settings.isError ? (
            <ErrorState
              message={t.network.failed}
              onRetry={() => void settings.refetch()}
              retrying={settings.isFetching}
            />
          ) : (
            <LoadingState shape="form" count={3} label={t.network.loading} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="data">
          <StoredTables />
        </Tabs.Panel>
        <Tabs.Panel value="contract">
          <ContractBrowser />
        </Tabs.Panel>
        <Tabs.Panel value="clock">
          <SimulatorClock />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
