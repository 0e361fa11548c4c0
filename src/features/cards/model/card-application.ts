/**
 * The 'Agregar tarjeta' application (CARD-29..36): its fields in the form's order, the values taken from the
 * client's record, the fallback of empty fields to that record, the defaults and the missing-fields message.
 */
import type { Profile } from '@/contract/auth';
import type { CardApplicationInput } from '@/contract/cards';
import { DEFAULT_DOCUMENT_TYPE, DEFAULT_PROFESION } from '@/contract/cards';
import { cardStrings } from '../strings';

const t = cardStrings.application;

/** CARD-30: every field of the form, in its order. */
export const APPLICATION_FIELDS = [
  'first_name',
  'last_name',
  'document_type',
  'cedula',
  'email',
  'birthDate',
  'phone',
  'genero',
  'estadocivil',
  'nacionalidad',
  'address',
  'address_number',
  'address_zone',
  'state',
  'country_id',
  'city',
  'zipCode',
  'profesion',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationValues = Record<ApplicationField, string>;

/** p2 §5: all required except the defaulted ones; address_number and address_zone are not in ENT-18. */
const OPTIONAL = new Set<ApplicationField>(['document_type', 'profesion', 'address_number', 'address_zone']);
export const isRequired = (field: ApplicationField) => !OPTIONAL.has(field);

export const emptyApplication = (): ApplicationValues =>
  Object.fromEntries(APPLICATION_FIELDS.map((f) => [f, ''])) as ApplicationValues;

/** CARD-31, CARD-33: what the form starts with before the client's record arrives. */
export const initialApplication = (): ApplicationValues => ({
  ...emptyApplication(),
  document_type: DEFAULT_DOCUMENT_TYPE,
  profesion: DEFAULT_PROFESION,
});

/** CARD-34: the form's values with every empty field filled from the client's record. */
export function prefill(values: ApplicationValues, profile: Profile | undefined): ApplicationValues {
  const known = fromProfile(profile);
  const out = { ...values };
  for (const field of APPLICATION_FIELDS) out[field] ||= known[field];
  return out;
}

const genero = (sexo: string | null) => {
  const s = (sexo ?? '').trim().toLowerCase();
  if (s.startsWith('masc')) return 'Masculino';
  if (s.startsWith('fem')) return 'Feminino';
  return '';
};

/** CARD-34: what the client's record already says, field by field ('' where it says nothing). */
export function fromProfile(profile: Profile | undefined): ApplicationValues {
  const values = emptyApplication();
  if (!profile) return values;
  const [first = '', ...rest] = (profile.name ?? '').trim().split(/\s+/);
  const v = (text: string | null | undefined) => (text ?? '').trim();
  return {
    ...values,
    first_name: first,
    last_name: rest.join(' '),
    cedula: v(profile.identity),
    email: v(profile.email),
    birthDate: /^\d{4}-\d{2}-\d{2}$/.test(v(profile.birthday_date)) ? v(profile.birthday_date) : '',
    phone: v(profile.telephone),
    genero: genero(profile.sexo),
    estadocivil: v(profile.estadocivil),
    address: v(profile.address_street),
    address_number: v(profile.address_number),
    address_zone: v(profile.address_zone),
    country_id: /^\d+$/.test(v(profile.address_country)) ? v(profile.address_country) : '',
    city: v(profile.address_city),
    zipCode: v(profile.address_zipcode),
  };
}

/**
 * CARD-31, CARD-33..35: every empty field falls back to the client's record, then to its default; what is
 * still missing is named, joined by ', ', and nothing is sent.
 */
export function resolveApplication(
  values: ApplicationValues,
  profile: Profile | undefined,
): { payload: CardApplicationInput } | { error: string } {
  const known = fromProfile(profile);
  const out = emptyApplication();
  for (const field of APPLICATION_FIELDS) out[field] = values[field].trim() || known[field];
  out.document_type ||= DEFAULT_DOCUMENT_TYPE;
  out.profesion ||= DEFAULT_PROFESION;
  const missing = APPLICATION_FIELDS.filter((f) => isRequired(f) && !out[f]);
  if (missing.length > 0) return { error: `${t.required}${missing.map((f) => t.fields[f]).join(', ')}` };
  // country_id holds one of the country list's ids (the form's options, or the record's when it is digits).
  return { payload: { ...out, country_id: Number(out.country_id) } };
}
