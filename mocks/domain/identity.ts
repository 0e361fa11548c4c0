/**
 * Identity rules of the platform: registration, activation, login, profile changes and KYC. Pure: the http
 * adapters load and store the records; these functions decide.
 */
import { MIN_PASSWORD_LENGTH } from '@/contract/limits';
import type { ClientRecord } from '../store/records';
import { DAY_MS } from './dates';

export const messages = {
  registered:
    'Usuario creado con éxito. Confirme haciendo clic en el enlace que se le envió en su correo electrónico.',
  emailTaken: 'El correo electrónico ya se encuentra registrado.',
  activated: 'Su correo electrónico ha sido validado exitosamente',
  activationFailed: 'No hemos podido validar su correo electrónico',
  badCredentials: 'Correo electrónico o contraseña incorrectos.',
  unconfirmed: 'El usuario debe confirmar la dirección de correo electrónico.',
  resetSent:
    'Si el correo electrónico está registrado, recibirá un mensaje con las instrucciones para recuperar su contraseña.',
  resendSent:
    'Si el correo electrónico está registrado y pendiente de confirmación, recibirá nuevamente el enlace de confirmación.',
  wrongCurrentPassword: 'La contraseña actual es incorrecta.',
  passwordMismatch: 'La nueva contraseña y su confirmación no coinciden.',
  passwordTooShort: `La nueva contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  passwordChanged: 'Contraseña actualizada con éxito.',
  dataUpdated: 'Datos actualizados con éxito.',
  kycReceived: 'Documentos recibidos con éxito. Su identidad ha sido verificada.',
  kycTooLarge: (label: string) => `El archivo ${label} supera el tamaño máximo de 5 MB.`,
  kycWrongType: (label: string) => `El archivo ${label} debe ser una imagen JPG, PNG o WEBP, o un PDF.`,
} as const;

export { MIN_PASSWORD_LENGTH };
/** A temporary password from 'forgot' works for one day, alongside the current one, until it is used. */
export const TEMP_PASSWORD_LIFETIME_MS = DAY_MS;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** SRV-17: saving personal data moves a new client (1) to 'data completed' (2); others keep their status. */
export function statusAfterUpdate(status: ClientRecord['status']): ClientRecord['status'] {
  return status === 1 ? 2 : status;
}

/** SRV-18: the demo approves a complete KYC at once, giving the full menu (3). */
export function statusAfterKyc(status: ClientRecord['status']): ClientRecord['status'] {
  return status === 1 || status === 2 ? 3 : status;
}

export const KYC_MAX_BYTES = 5 * 1024 * 1024;
const KYC_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

/** A KYC file must be an image or a PDF of at most 5 MB; returns the refusal text or null. */
export function kycFileProblem(file: { size: number; type: string }, label: string): string | null {
  if (file.size > KYC_MAX_BYTES) return messages.kycTooLarge(label);
  if (!KYC_TYPES.has(file.type)) return messages.kycWrongType(label);
  return null;
}

/** The personal-data fields a client may change through update (PROF-11); anything else is ignored. */
export const editableFields = [
  'name',
  'comercial_name',
  'email',
  'identity',
  'birthday_date',
  'telephone',
  'address_street',
  'address_number',
  'address_zipcode',
  'address_city',
  'address_zone',
  'address_country',
  'sexo',
  'situacionlaboral',
  'ocupacion',
  'lugartrabajo',
  'estadocivil',
  'cpf',
] as const;

const MAX_FIELD_LENGTH = 200;

/** Keeps the editable fields, as trimmed text of bounded length; the screens show them as plain text. */
export function cleanDatos(datos: Record<string, string | number | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of editableFields) {
    const value = datos[field];
    if (value === undefined) continue;
    out[field] = value === null ? '' : String(value).trim().slice(0, MAX_FIELD_LENGTH);
  }
  return out;
}
