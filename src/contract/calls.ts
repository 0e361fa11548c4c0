import type { CallDef } from './call';
import {
  balanceList,
  beneficiaries,
  beneficiaryCreate,
  beneficiaryDelete,
  dashboard,
  investmentsChart,
} from './account';
import {
  activation,
  authenticate,
  changePassword,
  forgotPassword,
  getStatus,
  kyc,
  profile,
  register,
  resendEmail,
  updateClient,
} from './auth';
import { cardChange, cardCreate, cardList, cardMovements, walletTransfer } from './cards';
import { depositAddresses, depositCreate, depositsList, depositsPdf } from './deposits';
import {
  investmentCreate,
  investmentFilters,
  investmentsList,
  secondaryPurchase,
  soldInvestments,
} from './investments';
import { offerCancel, offerCreate, offersList } from './offers';
import { paisesList } from './paises';
import {
  allProjects,
  associatedParcels,
  issuersByActivity,
  ownProjects,
  projectFilterOptions,
  projectsList,
  secondaryProjects,
} from './projects';
import { remittanceWithdrawal, withdrawalCreate, withdrawalsList } from './withdrawals';

/**
 * Every documented call (the Calls tables of the spec, API-03..API-46), by the name its contract file exports.
 * For tests and tools; features and handlers import the call they use from its resource file.
 */
export const allCalls = Object.freeze({
  // access and profile (auth.ts)
  authenticate,
  register,
  activation,
  forgotPassword,
  resendEmail,
  getStatus,
  profile,
  changePassword,
  updateClient,
  kyc,
  // account area (account.ts)
  dashboard,
  balanceList,
  investmentsChart,
  beneficiaries,
  beneficiaryCreate,
  beneficiaryDelete,
  // countries (paises.ts)
  paisesList,
  // markets (projects.ts)
  projectsList,
  allProjects,
  secondaryProjects,
  associatedParcels,
  ownProjects,
  projectFilterOptions,
  issuersByActivity,
  // investments (investments.ts)
  investmentCreate,
  secondaryPurchase,
  investmentsList,
  soldInvestments,
  investmentFilters,
  // offers (offers.ts)
  offersList,
  offerCreate,
  offerCancel,
  // withdrawals (withdrawals.ts)
  withdrawalsList,
  withdrawalCreate,
  remittanceWithdrawal,
  // deposits (deposits.ts)
  depositsList,
  depositsPdf,
  depositAddresses,
  depositCreate,
  // cards (cards.ts)
  cardList,
  cardCreate,
  cardChange,
  cardMovements,
  walletTransfer,
} satisfies Record<string, CallDef>);

export type CallName = keyof typeof allCalls;
