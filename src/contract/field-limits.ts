/**
 * SRV-54, SRV-55: the longest value each text field of the documented calls may carry, and the largest file
 * an upload may carry. Both programs read them from here: the contract's request schemas refuse a longer value
 * naming the field, and the forms set the same number as their inputs' maxLength and check it before they
 * send. Plain values and functions only (no zod): the client imports this module.
 */

/** The length of each kind of text field, in characters (after trimming). */
export const TEXT_LIMITS = {
  /** A person's names or surnames (name, first_name, last_name, remittance and beneficiary holders). */
  personName: 100,
  /** A business name (comercial_name) or a bank's name. */
  organization: 150,
  /** RFC 5321's longest address. */
  email: 254,
  /** Passwords: long enough for a passphrase, short enough to hash at once. */
  password: 128,
  /** A telephone number as written, with spaces, '+', dashes and an extension. */
  phone: 30,
  /** A street address (calle y número in one line). */
  address: 150,
  /** A house or apartment number, a postal code. */
  shortCode: 20,
  /** Cities, provinces, states, zones, countries, nationality, civil status, occupations and other labels. */
  place: 100,
  /** Identity document numbers (cédula, DNI, passport, CPF) and identification types. */
  document: 30,
  /** Bank account numbers and IBAN (ISO 13616: at most 34 characters). */
  bankAccount: 34,
  /** SWIFT/BIC (8 or 11 characters). */
  swift: 11,
  /** ABA routing number (9 digits), with room for spaces. */
  aba: 12,
  /** A USDT address of either network (ERC-20: 42, TRC-20: 34), with room for a pasted prefix. */
  walletAddress: 100,
  /** A transaction hash (64 hex characters, with or without 0x). */
  hash: 66,
  /** Free text a person writes: notes, reasons. */
  freeText: 255,
  /** A calendar date 'YYYY-MM-DD'. */
  date: 10,
  /** Short codes the form sends without the person typing them (origen, referido, ventanilla, contract numbers). */
  code: 50,
  /** A list filter typed in a search box. */
  filter: 100,
} as const;

/** The largest uploaded file (KYC documents, a deposit's proof), in bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The same limit as the forms and refusals write it. */
export const MAX_UPLOAD_MB = 5;

/** The file types an upload may declare; its first bytes must match the declared one (SRV-55). */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** The same list as a file input's `accept`. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.join(',');

/**
 * The limit of every text field of every documented request, by the field's name in the contract (names are
 * shared where calls write the same thing: `email`, `telefono`, `address_number`).
 */
export const FIELD_LIMITS = {
  // register, sign-in, password and e-mail calls (API-03..API-11)
  name: TEXT_LIMITS.personName,
  email: TEXT_LIMITS.email,
  password: TEXT_LIMITS.password,
  current_password: TEXT_LIMITS.password,
  new_password: TEXT_LIMITS.password,
  confirm_password: TEXT_LIMITS.password,
  referido: TEXT_LIMITS.code,
  origen: TEXT_LIMITS.code,
  // personal data (API-11 datos)
  comercial_name: TEXT_LIMITS.organization,
  identity: TEXT_LIMITS.document,
  cpf: TEXT_LIMITS.document,
  birthday_date: TEXT_LIMITS.date,
  telephone: TEXT_LIMITS.phone,
  address_street: TEXT_LIMITS.address,
  address_number: TEXT_LIMITS.shortCode,
  address_zipcode: TEXT_LIMITS.shortCode,
  address_city: TEXT_LIMITS.place,
  address_zone: TEXT_LIMITS.place,
  address_country: TEXT_LIMITS.place,
  sexo: TEXT_LIMITS.place,
  situacionlaboral: TEXT_LIMITS.place,
  ocupacion: TEXT_LIMITS.place,
  lugartrabajo: TEXT_LIMITS.organization,
  estadocivil: TEXT_LIMITS.place,
  referrer: TEXT_LIMITS.code,
  client_type: TEXT_LIMITS.code,
  // beneficiaries (API-17)
  bank_name: TEXT_LIMITS.organization,
  bank_client: TEXT_LIMITS.personName,
  bank_apellidos: TEXT_LIMITS.personName,
  bank_account: TEXT_LIMITS.bankAccount,
  bank_swift: TEXT_LIMITS.swift,
  bank_aba: TEXT_LIMITS.aba,
  iban: TEXT_LIMITS.bankAccount,
  bank_email: TEXT_LIMITS.email,
  tipo_identificacion: TEXT_LIMITS.document,
  identificacion: TEXT_LIMITS.document,
  provincia: TEXT_LIMITS.place,
  ciudad: TEXT_LIMITS.place,
  direccion_cliente: TEXT_LIMITS.address,
  telefono: TEXT_LIMITS.phone,
  network: TEXT_LIMITS.code,
  address_cripto: TEXT_LIMITS.walletAddress,
  bank_type: TEXT_LIMITS.code,
  // withdrawals (API-36, API-37)
  ventanilla: TEXT_LIMITS.code,
  date: TEXT_LIMITS.date,
  remesa_nombres: TEXT_LIMITS.personName,
  remesa_apellidos: TEXT_LIMITS.personName,
  remesa_tipoidentificacion: TEXT_LIMITS.document,
  remesa_identificacion: TEXT_LIMITS.document,
  remesa_provincia: TEXT_LIMITS.place,
  remesa_ciudad: TEXT_LIMITS.place,
  remesa_direccion: TEXT_LIMITS.address,
  remesa_telefono: TEXT_LIMITS.phone,
  // deposits (API-41)
  direccion: TEXT_LIMITS.walletAddress,
  hash: TEXT_LIMITS.hash,
  // cards (API-43..API-46)
  first_name: TEXT_LIMITS.personName,
  last_name: TEXT_LIMITS.personName,
  document_type: TEXT_LIMITS.document,
  cedula: TEXT_LIMITS.document,
  birthDate: TEXT_LIMITS.date,
  phone: TEXT_LIMITS.phone,
  genero: TEXT_LIMITS.place,
  nacionalidad: TEXT_LIMITS.place,
  address: TEXT_LIMITS.address,
  state: TEXT_LIMITS.place,
  city: TEXT_LIMITS.place,
  zipCode: TEXT_LIMITS.shortCode,
  profesion: TEXT_LIMITS.place,
  reason: TEXT_LIMITS.freeText,
  notes: TEXT_LIMITS.freeText,
  from: TEXT_LIMITS.date,
  to: TEXT_LIMITS.date,
  // offers (API-33), projects (API-25)
  date_value: TEXT_LIMITS.date,
  nrocontrato: TEXT_LIMITS.code,
} as const;
export type LimitedField = keyof typeof FIELD_LIMITS;

/** SRV-54: the refusal (and the form's message) for a value longer than its field's limit. */
export const tooLongMessage = (label: string, max: number) =>
  `El campo ${label} no puede superar ${max} caracteres`;

/** SRV-55: the refusal for a file whose first bytes are not those of the type it declares. */
export const fileContentMessage = (fileLabel: string, fileName: string, declaredType: string) =>
  `El archivo ${fileLabel} («${fileName}») no es lo que declara: su contenido no corresponde al tipo ${declaredType}.`;

/** SRV-55: the refusal for a file larger than MAX_UPLOAD_BYTES. */
export const fileTooLargeMessage = (fileLabel: string) =>
  `El archivo ${fileLabel} supera el tamaño máximo de ${MAX_UPLOAD_MB} MB.`;

/**
 * How a refusal names a field the schema refused without its own words (a wrong type, a value outside a
 * list): by the field's name in the request. A field not listed here is named by its key.
 */
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  name: 'nombre',
  email: 'correo electrónico',
  password: 'contraseña',
  current_password: 'contraseña actual',
  new_password: 'nueva contraseña',
  confirm_password: 'confirmación de contraseña',
  referido: 'referido',
  origen: 'origen',
  datos: 'datos',
  bank_personal: 'tipo de beneficiario',
  bank_type: 'tipo de cuenta',
  bank_name: 'banco',
  bank_client: 'titular',
  bank_apellidos: 'apellidos',
  bank_account: 'número de cuenta',
  bank_swift: 'Swift',
  bank_aba: 'ABA',
  iban: 'IBAN',
  bank_email: 'correo electrónico',
  country_id: 'país',
  tipo_identificacion: 'tipo de identificación',
  identificacion: 'identificación',
  provincia: 'provincia',
  ciudad: 'ciudad',
  direccion_cliente: 'dirección',
  telefono: 'teléfono',
  network: 'red',
  address_cripto: 'dirección USDT',
  beneficiario_id: 'beneficiario',
  monto: 'monto',
  amount: 'monto',
  type: 'tipo',
  ventanilla: 'ventanilla',
  date: 'fecha',
  remesa_country: 'país',
  direccion: 'dirección',
  hash: 'hash',
  file: 'comprobante',
  card_id: 'tarjeta',
  reason: 'motivo',
  notes: 'notas',
  from: 'desde',
  to: 'hasta',
  investment_id: 'inversión',
  project_id: 'proyecto',
  offer_id: 'oferta',
  contratomonto: 'monto',
  rendimiento: 'rendimiento',
  date_type: 'tipo de vencimiento',
  date_value: 'fecha de vencimiento',
  amount_percentage: 'porcentaje de venta',
  nrocontrato: 'número de contrato',
  actividad_id: 'actividad',
  page: 'página',
  first_name: 'nombre',
  last_name: 'apellido',
  birthDate: 'fecha de nacimiento',
  birthday_date: 'fecha de nacimiento',
};

/** SRV-54: the refusal for a field of the wrong kind, named as FIELD_NAMES names it (or by its key). */
export const invalidFieldMessage = (key: string) => `El campo ${FIELD_NAMES[key] ?? key} no es válido`;
