import { BankAccountsTab } from '@/features/beneficiaries/components/bank-accounts-tab';
import type { BankAccountsSearch } from '@/features/beneficiaries/model/bank-accounts-search';
import { VerificationCenter } from '@/features/kyc/components/verification-center';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import type { ProfileSearch } from '@/features/profile/model/profile-search';
import type { SearchChange } from '@/shared/search-state';

/**
 * 'Mi cuenta' whole: the profile screen with the verification centre (kyc) and the bank accounts
 * (beneficiaries) in its slots, since features do not import each other. The route passes its URL's search;
 * a story passes nothing and each part keeps its own state.
 */
export function ComposedProfileScreen(props: {
  search?: ProfileSearch & BankAccountsSearch;
  /** Each part changes its own fields of the search and keeps the other's. */
  onSearch?: (next: Partial<ProfileSearch & BankAccountsSearch>, change?: SearchChange) => void;
}) {
  return (
    <ProfileScreen
      {...props}
      verification={({ onFinished }) => <VerificationCenter onFinished={onFinished} />}
      bankAccounts={<BankAccountsTab search={props.search} onSearch={props.onSearch} />}
    />
  );
}
