import {
  AddCryptoBeneficiaryModal,
  AddInternationalWithdrawalBeneficiaryModal,
  AddNationalBeneficiaryModal,
} from '@/features/beneficiaries/components/lazy-modals';

/**
 * WDR-10, WDR-15: the add-beneficiary modals of the beneficiaries feature, by beneficiary type, that the route
 * (and its story) hand to the withdrawal screen, since features do not import each other.
 */
export const addBeneficiaryModals = {
  1: AddNationalBeneficiaryModal,
  2: AddInternationalWithdrawalBeneficiaryModal,
  3: AddCryptoBeneficiaryModal,
};
