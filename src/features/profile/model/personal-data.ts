import { clientDataFields, type Profile } from '@/contract/auth';
import { ApiError } from '@/shared/api/api-error';
import { profileStrings, type PersonalField } from '../strings';

/** How a field is edited. */
export type FieldKind = 'text' | 'email' | 'date' | 'tel' | 'country' | 'sexo';

export interface PersonalFieldDef {
  key: PersonalField;
  label: string;
  kind: FieldKind;
  /** Shown with an asterisk and described as mandatory, never enforced (PROF-13). */
  marked: boolean;
}

const def = (key: PersonalField, kind: FieldKind = 'text', marked = false): PersonalFieldDef => ({
  key,
  label: profileStrings.personal.fields[key],
  kind,
  marked,
});

/** PROF-11: every field of the edit form, in order; the summary shows the same list (PROF-08). */
export const personalFields: readonly PersonalFieldDef[] = [
  def('name', 'text', true),
  def('comercial_name'),
  def('email', 'email', true),
  def('identity', 'text', true),
  def('birthday_date', 'date', true),
  def('telephone', 'tel', true),
  def('sexo', 'sexo'),
  def('estadocivil'),
  def('address_street', 'text', true),
  def('address_number'),
  def('address_zipcode'),
  def('address_city', 'text', true),
  def('address_zone'),
  def('address_country', 'country', true),
  def('situacionlaboral'),
  def('ocupacion'),
  def('lugartrabajo'),
];

export type PersonalValues = Record<PersonalField, string>;

/** The form's starting values: the client record's, '' where it has none (PROF-11). */
export function formValuesOf(profile: Profile): PersonalValues {
  const values = {} as PersonalValues;
  for (const { key } of personalFields) values[key] = profile[key] ?? '';
  return values;
}

/**
 * PROF-12: the full edited client object sent as `datos`: every personal-data field of the client record
 * (clientDataFields), with the form's values over the stored ones.
 */
export function datosOf(profile: Profile, values: PersonalValues): Record<string, string> {
  const datos: Record<string, string> = {};
  for (const key of clientDataFields) {
    const edited = (values as Partial<Record<string, string>>)[key];
    datos[key] = edited ?? profile[key] ?? '';
  }
  return datos;
}

/** A stored value as text, or null when it is empty (the summary shows 'Sin agregar', PROF-08). */
export function shownValue(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** 'YYYY-MM-DD' as 'DD/MM/YYYY'; anything else is shown as stored. */
export function formatBirthday(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * ERR-02: the text to show for a failed call: the error response's data.message (then message), or a
 * Spanish fallback when the server could not be reached.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { data?: { message?: unknown } } | null;
    if (typeof body?.data?.message === 'string' && body.data.message) return body.data.message;
    return error.message;
  }
  return profileStrings.unknownError;
}
