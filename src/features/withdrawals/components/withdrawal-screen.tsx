import { Stack, Tabs } from '@mantine/core';
import { ScreenTitle } from '@/shared/ui/screen-title';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import type { Beneficiary } from '@/contract/account';
import type { WithdrawalType } from '@/contract/withdrawals';
import { useBeneficiaries } from '@/shared/api/beneficiaries-query';
import { queryKeys, reload, reloadAfter } from '@/shared/api/query-keys';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { useSession } from '@/shared/session/session-store';
import { useRefreshWithdrawals, useWithdrawals } from '../api/withdrawals-list';
import { bankPersonalOfType, beneficiariesOfType } from '../model/beneficiary-rows';
import { toWithdrawalRow } from '../model/withdrawal-rows';
import {
  typeOfTab,
  withdrawalSearchDefaults,
  type WithdrawalSearch,
  type WithdrawalTab as Tab,
} from '../model/withdrawal-search';
import { withdrawalStrings } from '../strings';
import { BeneficiaryTable } from './beneficiary-table';
import { CryptoInfo } from './crypto-info';
import { RemittanceModal, WithdrawalModal } from './lazy-modals';
import { ResultModal, type WithdrawalResult } from './result-modal';
import { useWithdrawalClient } from './use-withdrawal-client';
import { WithdrawalsList } from './withdrawals-list';
import type { ChosenBeneficiary } from './withdrawal-modal';
import { TabBar } from '@/shared/ui/tab-bar';

const t = withdrawalStrings;

/** What an add-beneficiary modal of the beneficiaries feature takes (composed in by the route). */
export interface AddBeneficiaryModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated?: (message: string) => void;
}

export interface WithdrawalScreenProps extends SearchStateProps<WithdrawalSearch> {
  /**
   * WDR-10, WDR-15: the add modal of each type: 1 national, 2 international (the withdrawal screen's rules,
   * BENEF-15), 3 crypto. The route hands them over: features do not import each other.
   */
  addBeneficiaryModals: Record<WithdrawalType, ComponentType<AddBeneficiaryModalProps>>;
}

const tabs: readonly [Tab, string][] = [
  ['todos', t.tabs.all],
  ['nacional', t.tabs.national],
  ['internacional', t.tabs.international],
  ['cripto', t.tabs.crypto],
];

/**
 * '/cliente/retiro', 'Nuevo retiro' (WDR-01..41): the type tabs switch the view in place (WDR-03,
 * ROUTE-20); choosing a beneficiary opens the withdrawal modal (WDR-17); a result modal follows every
 * request, and its 'Aceptar' closes every modal, resets the forms and reloads the lists (WDR-35, WDR-36).
 */
export function WithdrawalScreen({ addBeneficiaryModals, ...props }: WithdrawalScreenProps) {
  const client = useWithdrawalClient();
  const pin = useSession((s) => s.pin);
  const queryClient = useQueryClient();
  const refreshWithdrawals = useRefreshWithdrawals();
  const [{ pestana: tab }, update] = useSearchState(props, withdrawalSearchDefaults);
  const [chosen, setChosen] = useState<ChosenBeneficiary | null>(null);
  const [remittanceOpen, setRemittanceOpen] = useState(false);
  const [adding, setAdding] = useState<WithdrawalType | null>(null);
  const [result, setResult] = useState<WithdrawalResult | null>(null);
  const tabsRef = useRef<HTMLDivElement>(null);

  const accept = useCallback(() => {
    setResult(null);
    setChosen(null);
    setRemittanceOpen(false);
    // The modals are unmounted: the keyboard continues on the tab it left.
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    void refreshWithdrawals();
    void reload(queryClient, [queryKeys.beneficiaries.all]);
  }, [queryClient, refreshWithdrawals]);

  const AddModal = adding ? addBeneficiaryModals[adding] : null;

  return (
    <Stack gap="md">
      <ScreenTitle>{t.title}</ScreenTitle>
      <Tabs
        value={tab}
        onChange={(value) => update({ pestana: (value as Tab | null) ?? 'todos' })}
        keepMounted={false}
        ref={tabsRef}
      >
        <TabBar aria-label={t.tabs.label}>
          {tabs.map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </TabBar>
        <Tabs.Panel value="todos" pt="md">
          <AllWithdrawals currency={client.currency} onRemittance={() => setRemittanceOpen(true)} />
        </Tabs.Panel>
        {tabs.slice(1).map(([value, label]) => {
          const type = typeOfTab(value)!;
          return (
            <Tabs.Panel key={value} value={value} pt="md">
              <Stack gap="md">
                {type === 3 && <CryptoInfo pin={pin} />}
                <TypeBeneficiaries
                  type={type}
                  kindLabel={label}
                  onChoose={(beneficiary) => setChosen({ type, beneficiary })}
                  onAdd={() => setAdding(type)}
                />
              </Stack>
            </Tabs.Panel>
          );
        })}
      </Tabs>

      <WithdrawalModal
        chosen={result ? null : chosen}
        tasas={client.tasas}
        demo={client.demo}
        currency={client.currency}
        onClose={() => setChosen(null)}
        onResult={setResult}
      />
      <RemittanceModal
        opened={remittanceOpen && !result}
        tasas={client.tasas}
        demo={client.demo}
        currency={client.currency}
        onClose={() => setRemittanceOpen(false)}
        onResult={setResult}
      />
      <ResultModal result={result} onAccept={accept} />
      {AddModal && adding && (
        <AddModal
          opened
          onClose={() => setAdding(null)}
          onCreated={() =>
            void reload(queryClient, reloadAfter.beneficiaryCreate(bankPersonalOfType[adding]))
          }
        />
      )}
    </Stack>
  );
}

function AllWithdrawals(props: { currency: string; onRemittance: () => void }) {
  const list = useWithdrawals();
  const rows = useMemo(
    () => (list.data?.data ?? []).map((w) => toWithdrawalRow(w, props.currency)),
    [list.data, props.currency],
  );
  return <WithdrawalsList status={list.status} rows={rows} onRemittance={props.onRemittance} />;
}

function TypeBeneficiaries(props: {
  type: WithdrawalType;
  kindLabel: string;
  onChoose: (b: Beneficiary) => void;
  onAdd: () => void;
}) {
  const list = useBeneficiaries(bankPersonalOfType[props.type]);
  const entries = useMemo(() => beneficiariesOfType(props.type, list.data ?? []), [props.type, list.data]);
  return (
    <BeneficiaryTable
      type={props.type}
      kindLabel={props.kindLabel}
      status={list.status}
      beneficiaries={entries}
      onChoose={props.onChoose}
      onAdd={props.onAdd}
    />
  );
}
