import { useEffect, useRef } from 'react';
import { useSearchState, type SearchStateProps } from '@/shared/search-state';
import { bankAccountsSearchDefaults, type BankAccountsSearch } from '../model/bank-accounts-search';
import { BankAccountsView } from './bank-accounts-view';
import { BeneficiaryAccountsScreen } from './beneficiary-accounts-screen';

/**
 * 'Cuentas bancarias' of 'Mi cuenta': the bank-accounts view (PROF-15..18), from which the
 * beneficiary-accounts screen opens in place (BENEF-01); its back button returns to the view. The heading of
 * the part shown takes the focus on each switch. The route keeps the part shown and the open list in the URL.
 */
export function BankAccountsTab(props: SearchStateProps<BankAccountsSearch>) {
  const [{ administrar: managing, lista }, update] = useSearchState(props, bankAccountsSearchDefaults);
  const ref = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    ref.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [managing]);
  const go = (administrar: boolean) => {
    switched.current = true;
    update({ administrar });
  };
  return (
    <div ref={ref}>
      {managing ? (
        <BeneficiaryAccountsScreen
          onBack={() => go(false)}
          tab={lista}
          onTab={(next) => update({ lista: next })}
        />
      ) : (
        <BankAccountsView onManage={() => go(true)} />
      )}
    </div>
  );
}
