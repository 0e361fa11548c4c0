/**
 * Beneficiary (withdrawal account) rules of the server (BENEF-11..24, SRV-40), beyond what the contract's
 * request schema already checks (required fields per kind, bank_type, network and identification options):
 * a USDT address plausible for its network, a network only with an address, bounded text, a known country.
 * Pure: the http adapter asks the store whether the country exists and writes the record these build.
 *
 * Text is stored exactly as sent (trimmed): names or notes holding HTML stay plain text, which the client
 * shows as text, never as markup.
 */
import type { Beneficiary } from '@/contract/schemas/account';
import type { beneficiaryCreateRequest } from '@/contract/schemas/account';
import { usdtNetworks } from '@/contract/options';
import type { z } from 'zod';
import type { BeneficiaryRecord } from '../store/records';
import { formatDateTime } from './dates';
import { checkCountryKnown, checkFieldLimits, invalid, pathId } from './refusal';

export type BeneficiaryInput = z.output<typeof beneficiaryCreateRequest>;

export const beneficiaryMessages = {
  created: 'Beneficiario creado con éxito.',
  deleted: 'Beneficiario eliminado con éxito.',
  notFound: 'El beneficiario no existe o no pertenece a su cuenta.',
  invalidId: 'El identificador del beneficiario no es válido',
  addressRequired: 'El campo dirección USDT es requerido',
  ercAddress:
    'La dirección USDT no es válida para la red Ethereum (ERC-20): debe empezar por 0x seguida de 40 caracteres hexadecimales',
  tronAddress:
    'La dirección USDT no es válida para la red TRON (TRC-20): debe empezar por T seguida de 33 caracteres base58',
} as const;

/** Every text field of ENT-04 a record keeps (empty when it does not apply to its kind). */
export const BENEFICIARY_TEXT_FIELDS = [
  'bank_name',
  'bank_account',
  'bank_swift',
  'bank_client',
  'bank_status',
  'active',
  'country_id',
  'bank_type',
  'bank_aba',
  'bank_email',
  'iban',
  'bank_apellidos',
  'provincia',
  'ciudad',
  'direccion_cliente',
  'tipo_identificacion',
  'identificacion',
  'telefono',
  'network',
  'address_cripto',
] as const;
type TextField = (typeof BENEFICIARY_TEXT_FIELDS)[number];

/** Spanish names of the fields, for messages. */
const LABELS: Record<TextField, string> = {
  bank_name: 'banco',
  bank_account: 'número de cuenta',
  bank_swift: 'Swift',
  bank_client: 'titular',
  bank_status: 'estado',
  active: 'activo',
  country_id: 'país',
  bank_type: 'tipo de cuenta',
  bank_aba: 'ABA',
  bank_email: 'correo electrónico',
  iban: 'IBAN',
  bank_apellidos: 'apellidos',
  provincia: 'provincia',
  ciudad: 'ciudad',
  direccion_cliente: 'dirección',
  tipo_identificacion: 'tipo de identificación',
  identificacion: 'identificación',
  telefono: 'teléfono',
  network: 'red',
  address_cripto: 'dirección USDT',
};

const ERC20_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const [ERC20, TRC20] = usdtNetworks;

/** Refuses (422) a USDT address that does not fit its network. */
export function checkCryptoAddress(network: string, address: string): void {
  if (network === ERC20 && !ERC20_ADDRESS.test(address)) throw invalid(beneficiaryMessages.ercAddress);
  if (network === TRC20 && !TRC20_ADDRESS.test(address)) throw invalid(beneficiaryMessages.tronAddress);
}

/** The record's text fields for a parsed create payload: every ENT-04 field, '' where it does not apply. */
export function beneficiaryFields(input: BeneficiaryInput): Record<TextField, string> {
  const out = Object.fromEntries(BENEFICIARY_TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;
  for (const [key, value] of Object.entries(input)) {
    if (key === 'bank_personal' || !(key in out)) continue;
    out[key as TextField] = value === null || value === undefined ? '' : String(value);
  }
  out.bank_status = '1';
  out.active = '1';
  return out;
}

/**
 * BENEF-19, BENEF-20, BENEF-24, bounded text and a known country: refuses (422) a parsed payload with its
 * first problem. The contract already refused missing required fields and unknown options.
 */
export function checkBeneficiary(input: BeneficiaryInput, countryKnown: boolean): void {
  checkFieldLimits(beneficiaryFields(input), LABELS);
  if (input.bank_personal === '3') {
    if (input.address_cripto === '' && input.network !== '')
      throw invalid(beneficiaryMessages.addressRequired);
    if (input.address_cripto !== '') checkCryptoAddress(input.network, input.address_cripto);
  }
  checkCountryKnown(countryKnown);
}

/** A beneficiary id from a path parameter: a positive integer, or the refusal (422). */
export const beneficiaryIdOf = (text: string) => pathId(text, beneficiaryMessages.invalidId);

const textOrNull = (value: string | undefined) => (value ? value : null);

/** ENT-04: a stored beneficiary as the server answers it; fields that do not apply to its kind are null. */
export function presentBeneficiary(record: BeneficiaryRecord & { id: number }): Beneficiary {
  const f = record.fields;
  const countryId = /^\d{1,15}$/.test(f.country_id ?? '') ? Number(f.country_id) : 0;
  const bankType = f.bank_type === 'AHORRO' || f.bank_type === 'CORRIENTE' ? f.bank_type : null;
  const network = usdtNetworks.find((n) => n === f.network) ?? null;
  const status = Number.parseInt(f.bank_status ?? '', 10);
  return {
    id: record.id,
    client_id: record.clientId,
    bank_name: textOrNull(f.bank_name),
    bank_account: textOrNull(f.bank_account),
    bank_swift: textOrNull(f.bank_swift),
    bank_client: f.bank_client ?? '',
    bank_status: Number.isSafeInteger(status) ? status : 1,
    active: f.active === '0' ? 0 : 1,
    country_id: countryId > 0 ? countryId : null,
    bank_type: bankType,
    bank_aba: textOrNull(f.bank_aba),
    bank_email: textOrNull(f.bank_email),
    iban: textOrNull(f.iban),
    bank_apellidos: textOrNull(f.bank_apellidos),
    provincia: textOrNull(f.provincia),
    ciudad: textOrNull(f.ciudad),
    direccion_cliente: textOrNull(f.direccion_cliente),
    bank_personal: record.bank_personal,
    tipo_identificacion: textOrNull(f.tipo_identificacion),
    identificacion: textOrNull(f.identificacion),
    telefono: textOrNull(f.telefono),
    network,
    address_cripto: textOrNull(f.address_cripto),
    created_at: formatDateTime(record.createdAt),
    updated_at: formatDateTime(record.updatedAt),
  };
}
