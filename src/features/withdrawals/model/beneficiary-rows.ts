import type { Beneficiary } from '@/contract/account';
import type { WithdrawalType } from '@/contract/withdrawals';

/** The bank_personal each type's table lists (WDR-09; crypto under 3, BENEF-30). */
export const bankPersonalOfType = { 1: '1', 2: '2', 3: '3' } as const satisfies Record<
  WithdrawalType,
  '1' | '2' | '3'
>;

const isCrypto = (b: Beneficiary) => (b.address_cripto ?? '').trim() !== '';

/**
 * WDR-09, WDR-14: the beneficiaries a type's table lists: national (bank_personal 1), international (2),
 * crypto (3 with a USDT address; kind 3 without one is a remittance beneficiary, BENEF-30).
 */
export function beneficiariesOfType(type: WithdrawalType, all: readonly Beneficiary[]): Beneficiary[] {
  return all.filter((b) => {
    if (type === 3) return b.bank_personal === 3 && isCrypto(b);
    return b.bank_personal === type;
  });
}

/** The account holder: names and surnames (WDR-17). */
export const holderOf = (b: Beneficiary) => `${b.bank_client} ${b.bank_apellidos ?? ''}`.trim();

/** The account a bank row shows: its number, or the IBAN of an international account without one. */
export const accountOf = (b: Beneficiary) => b.bank_account || b.iban || '';

/** What a row's 'Continuar' names, so that the buttons of a table are told apart. */
export function rowNameOf(b: Beneficiary): string {
  if (isCrypto(b)) return `${holderOf(b)} (${b.network ?? ''})`;
  return `${holderOf(b)} (${b.bank_name ?? ''})`;
}
