import { createFileRoute } from '@tanstack/react-router';
import {
  AddCryptoBeneficiaryModal,
  AddInternationalWithdrawalBeneficiaryModal,
  AddNationalBeneficiaryModal,
} from '@/features/beneficiaries/components/lazy-modals';
import { WithdrawalScreen } from '@/features/withdrawals/components/withdrawal-screen';
import { requireScreen } from '@/shared/route-guards';

// ROUTE-17: 'Retiro'. The add-beneficiary modals belong to the beneficiaries feature; the route hands them
// to the withdrawal screen (WDR-10, WDR-15), since features do not import each other.
const addBeneficiaryModals = {
  1: AddNationalBeneficiaryModal,
  2: AddInternationalWithdrawalBeneficiaryModal,
  3: AddCryptoBeneficiaryModal,
};

export const Route = createFileRoute('/cliente/retiro')({
  beforeLoad: ({ context }) => requireScreen('/cliente/retiro', context.status),
  component: RetiroRoute,
});

function RetiroRoute() {
  return <WithdrawalScreen addBeneficiaryModals={addBeneficiaryModals} />;
}
