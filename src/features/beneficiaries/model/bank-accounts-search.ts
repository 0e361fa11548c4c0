/** The three lists of 'Cuentas bancarias' (BENEF-01). Here, not with the payloads, because the profile's route
 * reads them to check its URL, and that code loads before the first paint of every page. */
export const listKinds = ['national', 'international', 'remittance'] as const;
export type ListKind = (typeof listKinds)[number];

/**
 * What 'Cuentas bancarias' shows, kept in the URL by the profile's route: the overview, or the
 * beneficiary-accounts screen (BENEF-01) with one of its three lists open.
 */
export interface BankAccountsSearch {
  administrar: boolean;
  lista: ListKind;
}

export const bankAccountsSearchDefaults: BankAccountsSearch = { administrar: false, lista: 'national' };
