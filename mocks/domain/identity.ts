/**
 * Identity rules of the platform: registration, activation, login, profile changes and KYC. Pure: the http
 * adapters load and store the records; these functions decide.
 */
import { MIN_PASSWORD_LENGTH } from '@/contract/limits';
import { SESSION_EXPIRED_MESSAGE, SESSION_LIFETIME_MS, SESSION_REVOKED_MESSAGE } from '@/contract/errors';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, fileTooLargeMessage } from '@/contract/field-limits';
import { fileLabels } from '@/contract/options';
import type { ActivationRecord, ClientRecord, SessionRecord } from '../store/records';
import { DAY_MS, parseDate } from './dates';
import { DEFAULT_FEE_RATES } from './fees';
import { hashPassword, passwordMatches } from './password';
import { Refusal, conflict, invalid, unauthorized } from './refusal';

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
  invalidEmail: 'El correo electrónico no es válido',
  dataUpdated: 'Datos actualizados con éxito.',
  birthdayNotDate: 'El campo fecha de nacimiento no es válido: escriba una fecha AAAA-MM-DD',
  birthdayInFuture: 'La fecha de nacimiento no puede ser posterior a hoy.',
  kycReceived: 'Documentos recibidos con éxito. Su identidad ha sido verificada.',
  kycTooLarge: fileTooLargeMessage,
  kycWrongType: (label: string) => `El archivo ${label} debe ser una imagen JPG, PNG o WEBP, o un PDF.`,
} as const;

export { MIN_PASSWORD_LENGTH };
/** A temporary password from 'forgot' works for one day, alongside the current one, until it is used. */
export const TEMP_PASSWORD_LIFETIME_MS = DAY_MS;

/** What a new e-mail must look like when a client changes it (SRV-17). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SRV-08: refuses (409) an e-mail that already belongs to a client. */
export function checkEmailFree(owner: unknown): void {
  if (owner) throw conflict(messages.emailTaken);
}

/**
 * SRV-08: a new client at status 1, its e-mail unconfirmed, in demo mode, with the default withdrawal fees
 * (ENT-13) and only a salted hash of its password.
 */
export function newClient(
  input: { name: string; email: string; password: string; referido: string; origen: string },
  now: number,
): Omit<ClientRecord, 'id'> {
  return {
    email: input.email,
    ...hashPassword(input.password),
    emailConfirmed: false,
    status: 1,
    demo_status: 'active',
    is_ofertante: false,
    lastLoginAt: null,
    createdAt: now,
    ...DEFAULT_FEE_RATES,
    referrer: input.referido,
    origen: input.origen,
    datos: { name: input.name, email: input.email },
    tempPassword: null,
  };
}

function acceptedPassword(client: ClientRecord, password: string, now: number) {
  if (passwordMatches(password, client)) return 'current';
  const temp = client.tempPassword;
  return temp && temp.expiresAt > now && passwordMatches(password, temp) ? 'temporary' : null;
}

/**
 * SRV-11, SRV-14: which password a login used: the current one or an unexpired temporary one from 'forgot'.
 * Refuses (401) an unknown e-mail or a wrong password alike, and (403) an e-mail not yet confirmed.
 */
export function checkLogin<C extends ClientRecord>(
  client: C | undefined,
  password: string,
  now: number,
): { client: C; accepted: 'current' | 'temporary' } {
  const accepted = client ? acceptedPassword(client, password, now) : null;
  if (!client || !accepted) throw new Refusal(401, messages.badCredentials);
  if (!client.emailConfirmed) throw new Refusal(403, messages.unconfirmed);
  return { client, accepted };
}

/** SRV-19: refuses (422) a wrong current password, a confirmation that differs, or a too short new one. */
export function checkPasswordChange(
  client: Pick<ClientRecord, 'passwordHash' | 'passwordSalt'>,
  change: { current_password: string; new_password: string; confirm_password: string },
): void {
  if (!passwordMatches(change.current_password, client)) throw invalid(messages.wrongCurrentPassword);
  if (change.new_password !== change.confirm_password) throw invalid(messages.passwordMismatch);
  if (change.new_password.length < MIN_PASSWORD_LENGTH) throw invalid(messages.passwordTooShort);
}

/**
 * SRV-17: a changed e-mail must look like one (422) and belong to no other client (409); `owner` is the
 * client the store found with it, if any. An unchanged e-mail passes.
 */
export function checkEmailChange(current: string, email: string, owner: unknown): void {
  if (email === current) return;
  if (!EMAIL.test(email)) throw invalid(messages.invalidEmail);
  checkEmailFree(owner);
}

/** SRV-10: an activation link works once: a known token not used yet. */
export const isActivationUsable = (record: ActivationRecord | undefined): record is ActivationRecord =>
  record !== undefined && record.usedAt === null;

/**
 * SRV-12, SESS-10: the client behind a bearer token's session, or the refusal (401): no token or an unknown
 * or revoked session ('Intente nuevamente'), a session older than its lifetime (its own message).
 */
export function checkSession<C>(session: SessionRecord | undefined, client: C | undefined, now: number): C {
  if (!session || session.revokedAt !== null) throw unauthorized(SESSION_REVOKED_MESSAGE);
  if (now - session.createdAt >= SESSION_LIFETIME_MS) throw unauthorized(SESSION_EXPIRED_MESSAGE);
  if (!client) throw unauthorized(SESSION_REVOKED_MESSAGE);
  return client;
}

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

export const KYC_MAX_BYTES = MAX_UPLOAD_BYTES;
const KYC_TYPES = new Set<string>(UPLOAD_TYPES);

/** SRV-18: the three KYC files, named in refusals as the contract names them. */
export const KYC_FILE_LABELS = {
  file_id_front: fileLabels.file_id_front,
  file_id_reverse: fileLabels.file_id_reverse,
  file_selfie: fileLabels.file_selfie,
} as const;
export type KycField = keyof typeof KYC_FILE_LABELS;

/** SRV-18: refuses (422) the first KYC file that is too large or of the wrong type. */
export function checkKycFiles(files: Readonly<Record<KycField, { size: number; type: string }>>): void {
  for (const [field, label] of Object.entries(KYC_FILE_LABELS)) checkKycFile(files[field as KycField], label);
}

/** A KYC file (or a deposit's proof) must be an image or a PDF of at most 5 MB; otherwise the refusal (422). */
export function checkKycFile(file: { size: number; type: string }, label: string): void {
  if (file.size > KYC_MAX_BYTES) throw invalid(messages.kycTooLarge(label));
  if (!KYC_TYPES.has(file.type)) throw invalid(messages.kycWrongType(label));
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

/**
 * Keeps the editable fields as trimmed text; the screens show them as plain text. Their lengths were checked
 * by the contract (SRV-54), so nothing is cut here; a birthday after today (`now`, the server's clock) is
 * refused (422).
 */
export function cleanDatos(
  datos: Record<string, string | number | null>,
  now: number,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of editableFields) {
    const value = datos[field];
    if (value === undefined) continue;
    out[field] = value === null ? '' : String(value).trim();
  }
  const birthday = out.birthday_date ?? '';
  if (birthday !== '') {
    const at = parseDate(birthday);
    if (at === null) throw invalid(messages.birthdayNotDate);
    if (at > now) throw invalid(messages.birthdayInFuture);
  }
  return out;
}
