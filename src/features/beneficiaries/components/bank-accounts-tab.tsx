import { useEffect, useRef, useState } from 'react';
import { BankAccountsView } from './bank-accounts-view';
import { BeneficiaryAccountsScreen } from './beneficiary-accounts-screen';

/**
 * 'Cuentas bancarias' of 'Mi cuenta': the bank-accounts view (PROF-15..18), from which the
 * beneficiary-accounts screen opens in place (BENEF-01); its back button returns to the view. The heading of
 * the part shown takes the focus on each switch.
 */
export function BankAccountsTab() {
  const [managing, setManaging] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    ref.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [managing]);
  const go = (manage: boolean) => {
    switched.current = true;
    setManaging(manage);
  };
  return (
    <div ref={ref}>
      {managing ? (
        <BeneficiaryAccountsScreen onBack={() => go(false)} />
      ) : (
        <BankAccountsView onManage={() => go(true)} />
      )}
    </div>
  );
}
