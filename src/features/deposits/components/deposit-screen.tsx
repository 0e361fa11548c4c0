import { Stack, Tabs } from '@mantine/core';
import { ScreenTitle } from '@/shared/ui/screen-title';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { depositSearchDefaults, type DepositSearch, type DepositTab } from '../model/deposit-search';
import { depositStrings } from '../strings';
import { DepositAddressesPanel } from './deposit-addresses-panel';
import { DepositReportForm } from './deposit-report-form';
import { DepositsListPanel } from './deposits-list-panel';
import { TabBar } from '@/shared/ui/tab-bar';

const t = depositStrings.tabs;

export interface DepositScreenProps extends SearchStateProps<DepositSearch> {
  /** The tab to open with when no state is given (stories). */
  initialTab?: DepositTab;
}

/**
 * '/cliente/ultradeposito', 'Depósito' (ROUTE-16): three tabs switched in the page, its path unchanged
 * (DEP-01, ROUTE-20); the tab and the list's search, order and page are kept in the URL's search by the
 * route. A successful report returns to 'Mis depósitos', already reloaded (DEP-27).
 */
export function DepositScreen({ initialTab = 'lista', ...props }: DepositScreenProps) {
  const [state, update] = useSearchState(props, { ...depositSearchDefaults, pestana: initialTab });
  const tab = state.pestana;
  const setTab = (pestana: DepositTab) => update({ pestana });
  return (
    <Stack gap="md">
      <ScreenTitle>{depositStrings.title}</ScreenTitle>
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as DepositTab | null) ?? 'lista')}
        keepMounted={false}
      >
        <TabBar aria-label={t.label}>
          <Tabs.Tab value="lista">{t.list}</Tabs.Tab>
          <Tabs.Tab value="direcciones">{t.addresses}</Tabs.Tab>
          <Tabs.Tab value="reportar">{t.report}</Tabs.Tab>
        </TabBar>
        <Tabs.Panel value="lista" pt="lg">
          <DepositsListPanel search={state} onSearch={update} />
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
