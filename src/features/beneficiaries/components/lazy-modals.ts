import { lazyWhenOpen } from '@/shared/ui/lazy-when-open';

/**
 * The beneficiary modals, loaded the first time one opens. The add modals are exported for the withdrawal
 * screen too (through its route): AddNationalBeneficiaryModal, AddInternationalWithdrawalBeneficiaryModal
 * (BENEF-15) and AddCryptoBeneficiaryModal (BENEF-19, BENEF-20, BENEF-24).
 */
export const AddBeneficiaryModal = lazyWhenOpen(
  () => import('./add-beneficiary-modal').then((m) => m.AddBeneficiaryModal),
  (p) => p.opened,
);
export const AddNationalBeneficiaryModal = lazyWhenOpen(
  () => import('./add-beneficiary-modal').then((m) => m.AddNationalBeneficiaryModal),
  (p) => p.opened,
);
export const AddInternationalWithdrawalBeneficiaryModal = lazyWhenOpen(
  () => import('./add-beneficiary-modal').then((m) => m.AddInternationalWithdrawalBeneficiaryModal),
  (p) => p.opened,
);
export const AddCryptoBeneficiaryModal = lazyWhenOpen(
  () => import('./add-beneficiary-modal').then((m) => m.AddCryptoBeneficiaryModal),
  (p) => p.opened,
);
export const BeneficiaryDetailModal = lazyWhenOpen(
  () => import('./beneficiary-detail-modal').then((m) => m.BeneficiaryDetailModal),
  (p) => p.beneficiary !== null,
);
export const DeleteBeneficiaryModal = lazyWhenOpen(
  () => import('./delete-beneficiary-modal').then((m) => m.DeleteBeneficiaryModal),
  (p) => p.beneficiary !== null,
);
