import { z } from 'zod';
import { defineCall } from './call';
import { dateTime, emptyRequest, fileUpload, optionalString, requiredText } from './fields';

const messageResponse = z.object({ message: z.string().min(1) });
const email = () =>
  requiredText('correo electrónico').pipe(z.email({ error: 'El correo electrónico no es válido' }));

export const clientStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ClientStatus = z.infer<typeof clientStatus>;

/** API-03: called twice at login (status, then session). */
export const authenticate = defineCall({
  method: 'POST',
  path: '/api/client/authenticate',
  body: 'json',
  auth: false,
  request: z.object({ email: email(), password: requiredText('contraseña') }),
  response: z.object({
    success: z.object({ token: z.string().min(32), user: z.object({ status: clientStatus }) }),
  }),
});

/** API-04 (SRV-08). confirmar never travels (REG-12). */
export const register = defineCall({
  method: 'POST',
  path: '/api/client/register',
  body: 'json',
  auth: false,
  request: z.object({
    referido: optionalString('referido'),
    name: requiredText('nombre'),
    email: email(),
    password: requiredText('contraseña').pipe(
      z.string().min(6, { error: 'La contraseña debe tener al menos 6 caracteres' }),
    ),
    origen: requiredText('origen'),
  }),
  response: messageResponse,
});

/** API-05: success is the string 'true' or 'false' (SRV-10). */
export const activation = defineCall({
  method: 'GET',
  path: '/api/client/activation/:token',
  params: ['token'],
  body: 'none',
  auth: false,
  request: emptyRequest,
  response: z.object({ success: z.enum(['true', 'false']), message: z.string().min(1) }),
});

/** API-06 (SRV-14). */
export const forgotPassword = defineCall({
  method: 'POST',
  path: '/api/client/forgotpassword',
  body: 'json',
  auth: false,
  request: z.object({ email: email() }),
  response: messageResponse,
});

/** API-07, spelled 'cliente' as documented (SRV-14). */
export const resendEmail = defineCall({
  method: 'POST',
  path: '/api/cliente/resend_email',
  body: 'json',
  auth: false,
  request: z.object({ email: email() }),
  response: messageResponse,
});

/** API-08 (SRV-16). */
export const getStatus = defineCall({
  method: 'POST',
  path: '/api/client/getstatus',
  body: 'none',
  auth: true,
  request: emptyRequest,
  response: z.object({ data: z.object({ status: clientStatus, demo_status: z.string() }) }),
});

/** The editable personal data of a client (ENT-01, PROF-11). */
export const clientDataFields = [
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
  'referrer',
  'client_type',
  'cpf',
] as const;
export type ClientDataField = (typeof clientDataFields)[number];

const nullableText = z.string().nullable();

/** API-09 (SRV-15): the full client record, stored as the user. */
export const profileResponse = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  last_c: dateTime.nullable(),
  status: clientStatus,
  demo_status: z.string(),
  is_ofertante: z.union([z.literal(0), z.literal(1)]),
  referrer: nullableText,
  identity: nullableText,
  sexo: nullableText,
  situacionlaboral: nullableText,
  ocupacion: nullableText,
  lugartrabajo: nullableText,
  comercial_name: nullableText,
  birthday_date: nullableText,
  telephone: nullableText,
  address_street: nullableText,
  address_number: nullableText,
  address_city: nullableText,
  address_zipcode: nullableText,
  address_zone: nullableText,
  address_country: nullableText,
  estadocivil: nullableText,
  client_type: nullableText,
  cpf: nullableText,
  tasas: z.object({ monto_flat: z.string(), monto_porcentual: z.string() }),
});
export type Profile = z.infer<typeof profileResponse>;

export const profile = defineCall({
  method: 'POST',
  path: '/api/client/profile',
  body: 'none',
  auth: true,
  request: emptyRequest,
  response: profileResponse,
});

/** API-10 (SRV-19): the server, not the form, checks the current password and the confirmation. */
export const changePassword = defineCall({
  method: 'POST',
  path: '/api/client/changepassword',
  body: 'json',
  auth: true,
  request: z.object({
    current_password: requiredText('contraseña actual'),
    new_password: requiredText('nueva contraseña'),
    confirm_password: requiredText('confirmación de contraseña'),
  }),
  response: messageResponse,
});

/** API-11 (SRV-17): datos is the full edited client object; unknown keys are ignored. */
export const updateClient = defineCall({
  method: 'POST',
  path: '/api/client/update',
  body: 'json',
  auth: true,
  request: z.object({
    datos: z.record(
      z.string(),
      z.union([z.string(), z.number(), z.null()], { error: 'El campo datos no es válido' }),
      {
        error: 'El campo datos es requerido',
      },
    ),
  }),
  response: messageResponse,
});

/** API-12 (SRV-18): three image files. Size and type are checked by the server's KYC rule. */
export const kyc = defineCall({
  method: 'POST',
  path: '/api/client/kyc',
  body: 'multipart',
  auth: true,
  request: z.object({
    file_id_front: fileUpload('del documento de identidad'),
    file_id_reverse: fileUpload('del comprobante de domicilio'),
    file_selfie: fileUpload('de la selfie'),
  }),
  response: messageResponse,
});
