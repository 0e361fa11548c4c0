import { createFileRoute } from '@tanstack/react-router';
import { BankAccountsTab } from '@/features/beneficiaries/components/bank-accounts-tab';
import { VerificationCenter } from '@/features/kyc/components/verification-center';
import { ProfileScreen } from '@/features/profile/components/profile-screen';
import { requireScreen } from '@/shared/route-guards';

// ROUTE-19, PROF-07: 'Mi cuenta' in the main layout; the route composes the profile with the verification
// centre (kyc) and the bank accounts (beneficiaries), since features do not import each other.
export const Route = createFileRoute('/cliente/user-profile')({
  beforeLoad: ({ context }) => requireScreen('/cliente/user-profile', context.status),
  component: UserProfileRoute,
});

function UserProfileRoute() {
  return (
    <ProfileScreen
      verification={({ onFinished }) => <VerificationCenter onFinished={onFinished} />}
      bankAccounts={<BankAccountsTab />}
    />
  );
}
