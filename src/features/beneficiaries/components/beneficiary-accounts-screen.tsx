import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { listKinds, type ListKind } from '../model/bank-accounts-search';
import { beneficiaryStrings } from '../strings';
import { BeneficiaryList } from './beneficiary-list';
import { TabBar } from '@/shared/ui/tab-bar';

const t = beneficiaryStrings.screen;

/**
 * The beneficiary-accounts (withdrawal accounts) screen (BENEF-01..10): three tabs 'Cuentas nacionales',
 * 'Cuentas internacionales' and 'Beneficiario remesadora', each with its add-new card and its accounts. The
 * open list is the caller's when it gives one (kept in the URL), else the screen's own.
 */
export function BeneficiaryAccountsScreen(props: {
  onBack?: () => void;
  tab?: ListKind;
  onTab?: (tab: ListKind) => void;
}) {
  const [ownTab, setOwnTab] = useState<ListKind>('national');
  const tab = props.tab ?? ownTab;
  const setTab = props.onTab ?? setOwnTab;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h3" id={headingId} tabIndex={-1}>
            {t.title}
          </Title>
          {props.onBack && (
            <Button variant="default" onClick={props.onBack}>
              {t.back}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t.intro}
        </Text>
        <Tabs
          value={tab}
          onChange={(value) => setTab((value as ListKind | null) ?? 'national')}
          keepMounted={false}
        >
          <TabBar aria-label={t.tabsLabel}>
            {listKinds.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {t.tabs[kind]}
              </Tabs.Tab>
            ))}
          </TabBar>
          {listKinds.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="md">
              <BeneficiaryList kind={kind} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </section>
  );
}
