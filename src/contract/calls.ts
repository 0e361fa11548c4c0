import type { Endpoint } from './call';
import {
  balanceList,
  beneficiaries,
  beneficiaryCreate,
  beneficiaryDelete,
  dashboard,
  investmentsChart,
  netReturn,
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
import { balanceStatement, taxSummary } from './statements';
import {
  strategiesList,
  strategyCreate,
  strategyInvestments,
  strategyPreview,
  strategyStatus,
  strategyUpdate,
} from './strategies';
import { remittanceWithdrawal, withdrawalCreate, withdrawalsList } from './withdrawals';
import { expectedPayments } from './forecast';
import { diversification } from './diversification';
import { novedadesList, novedadesRead } from './novedades';

/**
 * Every documented call (the Calls tables of the spec, API-03..API-46) as the client makes it, by the name its
 * contract file exports: zod-free. The server's registry with the schemas is allCalls in schemas/calls.ts.
 * Features import the endpoint they use from its resource file.
 */
export const allEndpoints = Object.freeze({
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
  netReturn,
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
  // statements (statements.ts)
  balanceStatement,
  taxSummary,
  // automatic investing (strategies.ts)
  strategiesList,
  strategyCreate,
  strategyUpdate,
  strategyStatus,
  strategyPreview,
  strategyInvestments,
  // expected payments (forecast.ts)
  expectedPayments,
  // how the portfolio is spread (diversification.ts)
  diversification,
  // news (novedades.ts)
  novedadesList,
  novedadesRead,
} satisfies Record<string, Endpoint>);

/** The name of a documented call, as its contract file exports it. */
export type CallName = keyof typeof allEndpoints;
