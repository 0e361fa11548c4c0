import type { Beneficiary, BankType } from '@/contract/account';
import type { beneficiaryCreate } from '@/contract/account';
import type { CallRequest } from '@/contract/call';
import type { Country } from '@/contract/paises';
import { ApiError } from '@/shared/api/api-error';
import { beneficiaryStrings } from '../strings';
import type { ListKind } from './bank-accounts-search';

/** The three lists of the beneficiary-accounts screen, with their bank_personal (BENEF-04, API-16). */
export const bankPersonalOf = {
  national: '1',
  international: '2',
  remittance: '3',
} as const satisfies Record<ListKind, '1' | '2' | '3'>;

/**
 * The add forms: 'international' is the account screen's (bank country, Swift and ABA required, BENEF-14),
 * 'international-withdrawal' the withdrawal screen's (bank country required, Swift, ABA and Iban optional,
 * BENEF-15); 'crypto' is kept under bank_personal 3 with its address and network (BENEF-24).
 */
export type FormKind = 'national' | 'international' | 'international-withdrawal' | 'remittance' | 'crypto';

export type BeneficiaryCreateRequest = CallRequest<typeof beneficiaryCreate>;
type RemittanceRequest = Extract<BeneficiaryCreateRequest, { bank_personal: '3' }>;

/** The bank_personal a form's beneficiary is stored and listed under. */
export function bankPersonalOfForm(form: FormKind): '1' | '2' | '3' {
  if (form === 'national') return '1';
  if (form === 'international' || form === 'international-withdrawal') return '2';
  return '3';
}

/** BENEF-13. */
export const bankTypes: readonly BankType[] = ['AHORRO', 'CORRIENTE'];
/** BENEF-18: the beneficiary forms' identification types (p2's 'Cedula/DNI'). */
export const identificationTypeOptions = ['Pasaporte', 'Cedula/DNI', 'Licencia'] as const;

export interface BankValues {
  bank_type: string;
  bank_name: string;
  bank_client: string;
  bank_account: string;
  country_id: string;
  bank_swift: string;
  bank_aba: string;
  iban: string;
}

export interface RemittanceValues {
  bank_client: string;
  bank_apellidos: string;
  tipo_identificacion: string;
  identificacion: string;
  country_id: string;
  provincia: string;
  ciudad: string;
  direccion_cliente: string;
  telefono: string;
}

export interface CryptoValues {
  bank_client: string;
  bank_apellidos: string;
  address_cripto: string;
  network: string;
}

export const emptyBank: BankValues = {
  bank_type: '',
  bank_name: '',
  bank_client: '',
  bank_account: '',
  country_id: '',
  bank_swift: '',
  bank_aba: '',
  iban: '',
};

export const emptyRemittance: RemittanceValues = {
  bank_client: '',
  bank_apellidos: '',
  tipo_identificacion: '',
  identificacion: '',
  country_id: '',
  provincia: '',
  ciudad: '',
  direccion_cliente: '',
  telefono: '',
};

export const emptyCrypto: CryptoValues = {
  bank_client: '',
  bank_apellidos: '',
  address_cripto: '',
  network: '',
};

/** BENEF-29: the chosen country as its numeric id; null when none was chosen. */
export function countryIdOf(value: string): number | null {
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

const trim = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T;

/** BENEF-21: country_id, bank_client, bank_swift, bank_name, bank_account, bank_type and bank_personal=1. */
export function nationalPayload(values: BankValues): BeneficiaryCreateRequest {
  const v = trim(values);
  return {
    bank_personal: '1',
    country_id: countryIdOf(v.country_id),
    bank_client: v.bank_client,
    bank_swift: v.bank_swift,
    bank_name: v.bank_name,
    bank_account: v.bank_account,
    bank_type: v.bank_type as BankType,
  };
}

/** BENEF-22: the national fields plus bank_aba, with bank_personal=2, and iban when filled. */
export function internationalPayload(values: BankValues): BeneficiaryCreateRequest {
  const v = trim(values);
  return {
    bank_personal: '2',
    // The form requires the bank's country (BENEF-14, BENEF-15): 0 is only what no choice would send.
    country_id: countryIdOf(v.country_id) ?? 0,
    bank_client: v.bank_client,
    bank_swift: v.bank_swift,
    bank_name: v.bank_name,
    bank_account: v.bank_account,
    bank_type: v.bank_type as BankType,
    bank_aba: v.bank_aba,
    ...(v.iban ? { iban: v.iban } : {}),
  };
}

/**
 * BENEF-23: bank_client (first names), bank_apellidos, country_id, provincia, ciudad, direccion_cliente,
 * tipo_identificacion, identificacion, telefono and bank_personal=3.
 */
export function remittancePayload(values: RemittanceValues): RemittanceRequest {
  const v = trim(values);
  return {
    bank_personal: '3',
    bank_client: v.bank_client,
    bank_apellidos: v.bank_apellidos,
    country_id: countryIdOf(v.country_id),
    provincia: v.provincia,
    ciudad: v.ciudad,
    direccion_cliente: v.direccion_cliente,
    tipo_identificacion: v.tipo_identificacion,
    identificacion: v.identificacion,
    telefono: v.telefono,
  };
}

/** BENEF-24: the remittance fields (empty but the names) plus network and address_cripto, bank_personal=3. */
export function cryptoPayload(values: CryptoValues): BeneficiaryCreateRequest {
  const v = trim(values);
  return {
    ...remittancePayload({
      ...emptyRemittance,
      bank_client: v.bank_client,
      bank_apellidos: v.bank_apellidos,
    }),
    network: v.network,
    address_cripto: v.address_cripto,
  };
}

/** BENEF-30: a bank_personal 3 entry with an address_cripto is a crypto beneficiary. */
export const isCrypto = (b: Beneficiary) => (b.address_cripto ?? '').trim() !== '';

/** What a list of a kind shows: the remittance tab leaves the crypto beneficiaries out (BENEF-30). */
export function entriesOf(kind: ListKind, data: readonly Beneficiary[]): Beneficiary[] {
  return kind === 'remittance' ? data.filter((b) => !isCrypto(b)) : [...data];
}

/** The crypto beneficiaries among the bank_personal 3 entries (for the withdrawal screen). */
export const cryptoEntries = (data: readonly Beneficiary[]) => data.filter(isCrypto);

/** A country's name from its id; the id itself when the list has not loaded (or failed, ERR-06). */
export function countryName(id: number | null, countries: readonly Country[]): string | null {
  if (id === null) return null;
  return countries.find((c) => c.id === id)?.name ?? String(id);
}

/** A beneficiary's holder as a line of text: names and surnames for remittance and crypto. */
export function holderOf(b: Beneficiary): string {
  return [b.bank_client, b.bank_apellidos ?? ''].join(' ').trim();
}

/** The server's message of a failed call (data.message, then message), or a Spanish fallback. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { data?: { message?: unknown } } | null;
    if (typeof body?.data?.message === 'string' && body.data.message) return body.data.message;
    return error.message;
  }
  return beneficiaryStrings.unknownError;
}
