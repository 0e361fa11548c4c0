import { z } from 'zod';
import * as endpoints from '../auth';
import { clientDataFields, type ClientDataField } from '../auth';
import { defineCall } from '../call';
import { FIELD_LIMITS, tooLongMessage } from '../field-limits';
import { MIN_PASSWORD_LENGTH } from '../limits';
import { fileLabels } from '../options';
import {
  dateTime,
  emailInput,
  emptyRequest,
  fileUpload,
  messageResponse,
  optionalString,
  requiredText,
} from './fields';

const email = () => emailInput();

export const clientStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ClientStatus = z.infer<typeof clientStatus>;

const nullableText = z.string().nullable();

/* ------------------------------------------------ schemas ----------------------------------------------- */

/** API-03: called twice at login (status, then session). */
export const authenticateRequest = z
  .object({
    email: email().describe('Correo electrónico de la cuenta'),
    password: requiredText('contraseña', 'password').describe('Contraseña, o la temporal que envió API-06'),
  })
  .meta({
    id: 'Credenciales',
    description: 'API-03: el correo y la contraseña con que el cliente inicia sesión.',
  });
export const authenticateResponse = z.object({
  success: z
    .object({
      token: z
        .string()
        .min(32)
        .describe('El token de la sesión: se envía como Authorization: Bearer en las llamadas con sesión'),
      user: z.object({ status: clientStatus.describe('Estado del cliente (0 a 3), que decide su menú') }),
    })
    .describe('La sesión iniciada'),
});

/** API-04 (SRV-08). confirmar never travels (REG-12). */
export const registerRequest = z.object({
  referido: optionalString('referido', 'referido'),
  name: requiredText('nombre', 'name'),
  email: email(),
  password: requiredText('contraseña', 'password').pipe(
    z.string().min(MIN_PASSWORD_LENGTH, {
      error: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`,
    }),
  ),
  origen: requiredText('origen', 'origen'),
});
export const registerResponse = messageResponse;

/** API-05: success is the string 'true' or 'false' (SRV-10). */
export const activationRequest = emptyRequest;
export const activationResponse = z.object({
  success: z.enum(['true', 'false']),
  message: z.string().min(1),
});

/** API-06 (SRV-14). */
export const forgotPasswordRequest = z.object({ email: email() });
export const forgotPasswordResponse = messageResponse;

/** API-07, spelled 'cliente' as documented (SRV-14). */
export const resendEmailRequest = z.object({ email: email() });
export const resendEmailResponse = messageResponse;

/** API-08 (SRV-16). */
export const getStatusRequest = emptyRequest;
export const getStatusResponse = z.object({
  data: z.object({ status: clientStatus, demo_status: z.string() }),
});

/** API-09 (SRV-15): the full client record, stored as the user. */
export const profileRequest = emptyRequest;
export const profileResponse = z
  .object({
    id: z.number().int().positive().describe('Identificador del cliente'),
    name: z.string().describe('Nombre completo'),
    email: z.string().describe('Correo electrónico de la cuenta'),
    last_c: dateTime.nullable().describe('Último inicio de sesión; null si nunca inició sesión'),
    status: clientStatus.describe(
      'Estado: 0 sin autenticar, 1 recién registrado, 2 con datos completos, 3 verificado (menú completo)',
    ),
    demo_status: z.string().describe("'active' cuando el cliente está en modo demostración"),
    is_ofertante: z
      .union([z.literal(0), z.literal(1)])
      .describe('1 si el cliente también es emisor de proyectos'),
    referrer: nullableText.describe('Referido con que se registró; null si ninguno'),
    identity: nullableText.describe('Documento de identidad'),
    sexo: nullableText.describe('Sexo'),
    situacionlaboral: nullableText.describe('Situación laboral'),
    ocupacion: nullableText.describe('Ocupación'),
    lugartrabajo: nullableText.describe('Lugar de trabajo'),
    comercial_name: nullableText.describe('Nombre comercial'),
    birthday_date: nullableText.describe('Fecha de nacimiento (AAAA-MM-DD)'),
    telephone: nullableText.describe('Teléfono'),
    address_street: nullableText.describe('Calle de la dirección'),
    address_number: nullableText.describe('Número de la dirección'),
    address_city: nullableText.describe('Ciudad'),
    address_zipcode: nullableText.describe('Código postal'),
    address_zone: nullableText.describe('Zona o barrio'),
    address_country: nullableText.describe('País de la dirección (id de la lista de países, como texto)'),
    estadocivil: nullableText.describe('Estado civil'),
    client_type: nullableText.describe('Tipo de cliente (persona natural o jurídica)'),
    cpf: nullableText.describe('CPF (documento fiscal brasileño)'),
    tasas: z
      .object({
        monto_flat: z.string().describe('Comisión fija de cada retiro, en dinero'),
        monto_porcentual: z.string().describe('Comisión porcentual de cada retiro'),
      })
      .describe('Las comisiones de retiro del cliente'),
  })
  .meta({
    id: 'Cliente',
    description: 'API-09: el registro completo del cliente; los datos personales que no tiene son null.',
  });
export type Profile = z.infer<typeof profileResponse>;

/** API-10 (SRV-19): the server, not the form, checks the current password and the confirmation. */
export const changePasswordRequest = z.object({
  current_password: requiredText('contraseña actual', 'current_password'),
  new_password: requiredText('nueva contraseña', 'new_password'),
  confirm_password: requiredText('confirmación de contraseña', 'confirm_password'),
});
export const changePasswordResponse = messageResponse;

/** How a refusal names each personal-data field of datos (API-11). */
export const clientDataLabels: Record<ClientDataField, string> = {
  name: 'nombre',
  comercial_name: 'nombre comercial',
  email: 'correo electrónico',
  identity: 'documento de identidad',
  birthday_date: 'fecha de nacimiento',
  telephone: 'teléfono',
  address_street: 'dirección',
  address_number: 'número',
  address_zipcode: 'código postal',
  address_city: 'ciudad',
  address_zone: 'zona o barrio',
  address_country: 'país',
  sexo: 'sexo',
  situacionlaboral: 'situación laboral',
  ocupacion: 'ocupación',
  lugartrabajo: 'lugar de trabajo',
  estadocivil: 'estado civil',
  referrer: 'referido',
  client_type: 'tipo de cliente',
  cpf: 'CPF',
};

/**
 * API-11 (SRV-17, SRV-54): datos is the full edited client object; unknown keys are ignored. Each
 * personal-data field is text (a number is read as its digits) of at most its FIELD_LIMITS length, and a
 * birthday_date is '' or a calendar date 'YYYY-MM-DD'; anything else is refused naming the field, never cut.
 */
export const updateClientRequest = z.object({
  datos: z
    .record(z.string(), z.unknown(), { error: 'El campo datos es requerido' })
    // An empty object updates nothing: refused rather than moving the client on (SRV-17).
    .refine((datos) => Object.keys(datos).length > 0, { error: 'El campo datos es requerido' })
    .superRefine((datos, ctx) => {
      for (const field of clientDataFields) {
        const value = datos[field];
        const label = clientDataLabels[field];
        if (value === undefined || value === null) continue;
        const fail = (message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
        if (typeof value !== 'string' && typeof value !== 'number') {
          fail(`El campo ${label} no es válido`);
          continue;
        }
        const text = String(value).trim();
        if (text.length > FIELD_LIMITS[field]) fail(tooLongMessage(label, FIELD_LIMITS[field]));
        else if (field === 'birthday_date' && text !== '' && !z.iso.date().safeParse(text).success)
          fail(`El campo ${label} no es válido: escriba una fecha AAAA-MM-DD`);
      }
      // Keys outside the client record are ignored (SRV-17), but they are still part of the body: bounded.
      for (const [key, value] of Object.entries(datos)) {
        if (key in clientDataLabels) continue;
        if (value !== null && typeof value !== 'string' && typeof value !== 'number')
          ctx.addIssue({ code: 'custom', path: [key], message: `El campo ${key} de datos no es válido` });
      }
    })
    .transform((datos) => datos as Record<string, string | number | null>),
});
export const updateClientResponse = messageResponse;

/** API-12 (SRV-18): three image files. Size and type are checked by the server's KYC rule. */
export const kycRequest = z.object({
  file_id_front: fileUpload(fileLabels.file_id_front),
  file_id_reverse: fileUpload(fileLabels.file_id_reverse),
  file_selfie: fileUpload(fileLabels.file_selfie),
});
export const kycResponse = messageResponse;

/* ------------------------------------- calls (endpoint + schemas) --------------------------------------- */

export const authenticate = defineCall(endpoints.authenticate, {
  request: authenticateRequest,
  response: authenticateResponse,
});
export const register = defineCall(endpoints.register, {
  request: registerRequest,
  response: registerResponse,
});
export const activation = defineCall(endpoints.activation, {
  request: activationRequest,
  response: activationResponse,
});
export const forgotPassword = defineCall(endpoints.forgotPassword, {
  request: forgotPasswordRequest,
  response: forgotPasswordResponse,
});
export const resendEmail = defineCall(endpoints.resendEmail, {
  request: resendEmailRequest,
  response: resendEmailResponse,
});
export const getStatus = defineCall(endpoints.getStatus, {
  request: getStatusRequest,
  response: getStatusResponse,
});
export const profile = defineCall(endpoints.profile, { request: profileRequest, response: profileResponse });
export const changePassword = defineCall(endpoints.changePassword, {
  request: changePasswordRequest,
  response: changePasswordResponse,
});
export const updateClient = defineCall(endpoints.updateClient, {
  request: updateClientRequest,
  response: updateClientResponse,
});
export const kyc = defineCall(endpoints.kyc, { request: kycRequest, response: kycResponse });
