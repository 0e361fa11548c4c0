import type { ListKind } from './beneficiary-payloads';

/**
 * What 'Cuentas bancarias' shows, kept in the URL by the profile's route: the overview, or the
 * beneficiary-accounts screen (BENEF-01) with one of its three lists open.
 */
export interface BankAccountsSearch {
  administrar: boolean;
  lista: ListKind;
}

export const bankAccountsSearchDefaults: BankAccountsSearch = { administrar: false, lista: 'national' };
