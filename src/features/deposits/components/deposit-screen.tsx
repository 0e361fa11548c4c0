import { Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { depositStrings } from '../strings';
import { DepositAddressesPanel } from './deposit-addresses-panel';
import { DepositReportForm } from './deposit-report-form';
import { DepositsListPanel } from './deposits-list-panel';

const t = depositStrings.tabs;

export type DepositTab = 'lista' | 'direcciones' | 'reportar';

export interface DepositScreenProps {
  /** The tab to open with (stories). */
  initialTab?: DepositTab;
}

/**
 * '/cliente/ultradeposito', 'Depósito' (ROUTE-16): three tabs switched in the page, the URL unchanged
 * (DEP-01, ROUTE-20). A successful report returns to 'Mis depósitos', already reloaded (DEP-27).
 */
export function DepositScreen({ initialTab = 'lista' }: DepositScreenProps) {
  const [tab, setTab] = useState<DepositTab>(initialTab);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {depositStrings.title}
      </Title>
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as DepositTab | null) ?? 'lista')}
        keepMounted={false}
      >
        <Tabs.List aria-label={t.label}>
          <Tabs.Tab value="lista">{t.list}</Tabs.Tab>
          <Tabs.Tab value="direcciones">{t.addresses}</Tabs.Tab>
          <Tabs.Tab value="reportar">{t.report}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="lista" pt="lg">
          <DepositsListPanel />
        </Tabs.Panel>
        <Tabs.Panel value="direcciones" pt="lg">
          <DepositAddressesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="reportar" pt="lg">
          <DepositReportForm onReported={() => setTab('lista')} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
