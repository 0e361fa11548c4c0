import type { CallDef } from '../call';
import type { CallName } from '../calls';
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
 * Every documented call (the Calls tables of the spec, API-03..API-46) with its schemas, by the name its
 * contract file exports: the server's and the tests' registry. Each entry is the client's endpoint of the
 * same name (allEndpoints in ../calls.ts) plus its request and response schemas. Handlers import the call
 * they answer from its schemas/<resource>.ts file.
 */
export const allCalls = Object.freeze({
  // access and profile (schemas/auth.ts)
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
  // account area (schemas/account.ts)
  dashboard,
  balanceList,
  investmentsChart,
  netReturn,
  beneficiaries,
  beneficiaryCreate,
  beneficiaryDelete,
  // countries (schemas/paises.ts)
  paisesList,
  // markets (schemas/projects.ts)
  projectsList,
  allProjects,
  secondaryProjects,
  associatedParcels,
  ownProjects,
  projectFilterOptions,
  issuersByActivity,
  // investments (schemas/investments.ts)
  investmentCreate,
  secondaryPurchase,
  investmentsList,
  soldInvestments,
  investmentFilters,
  // offers (schemas/offers.ts)
  offersList,
  offerCreate,
  offerCancel,
  // withdrawals (schemas/withdrawals.ts)
  withdrawalsList,
  withdrawalCreate,
  remittanceWithdrawal,
  // deposits (schemas/deposits.ts)
  depositsList,
  depositsPdf,
  depositAddresses,
  depositCreate,
  // cards (schemas/cards.ts)
  cardList,
  cardCreate,
  cardChange,
  cardMovements,
  walletTransfer,
  // statements (schemas/statements.ts)
  balanceStatement,
  taxSummary,
  // automatic investing (schemas/strategies.ts)
  strategiesList,
  strategyCreate,
  strategyUpdate,
  strategyStatus,
  strategyPreview,
  strategyInvestments,
  // expected payments (schemas/forecast.ts)
  expectedPayments,
  // how the portfolio is spread (schemas/diversification.ts)
  diversification,
  // news (schemas/novedades.ts)
  novedadesList,
  novedadesRead,
} satisfies Record<CallName, CallDef>);

export type { CallName } from '../calls';
