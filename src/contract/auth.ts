import { endpoint } from './call';
import type * as s from './schemas/auth';

/*
 * The access and profile calls as the client makes them: zod-free descriptors typed from their schemas in
 * schemas/auth.ts (type-only import). The server pairs each with its schemas there.
 */

export type { ClientStatus, Profile } from './schemas/auth';

/** API-03: called twice at login (status, then session). */
export const authenticate = endpoint<typeof s.authenticateRequest, typeof s.authenticateResponse>()({
  method: 'POST',
  path: '/api/client/authenticate',
  body: 'json',
  auth: false,
});

/** API-04 (SRV-08). confirmar never travels (REG-12). */
export const register = endpoint<typeof s.registerRequest, typeof s.registerResponse>()({
  method: 'POST',
  path: '/api/client/register',
  body: 'json',
  auth: false,
});

/** API-05: success is the string 'true' or 'false' (SRV-10). */
export const activation = endpoint<typeof s.activationRequest, typeof s.activationResponse>()({
  method: 'GET',
  path: '/api/client/activation/:token',
  params: ['token'],
  body: 'none',
  auth: false,
});

/** API-06 (SRV-14). */
export const forgotPassword = endpoint<typeof s.forgotPasswordRequest, typeof s.forgotPasswordResponse>()({
  method: 'POST',
  path: '/api/client/forgotpassword',
  body: 'json',
  auth: false,
});

/** API-07, spelled 'cliente' as documented (SRV-14). */
export const resendEmail = endpoint<typeof s.resendEmailRequest, typeof s.resendEmailResponse>()({
  method: 'POST',
  path: '/api/cliente/resend_email',
  body: 'json',
  auth: false,
});

/** API-08 (SRV-16). */
export const getStatus = endpoint<typeof s.getStatusRequest, typeof s.getStatusResponse>()({
  method: 'POST',
  path: '/api/client/getstatus',
  body: 'none',
  auth: true,
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

/** API-09 (SRV-15): the full client record, stored as the user. */
export const profile = endpoint<typeof s.profileRequest, typeof s.profileResponse>()({
  method: 'POST',
  path: '/api/client/profile',
  body: 'none',
  auth: true,
});

/** API-10 (SRV-19): the server, not the form, checks the current password and the confirmation. */
export const changePassword = endpoint<typeof s.changePasswordRequest, typeof s.changePasswordResponse>()({
  method: 'POST',
  path: '/api/client/changepassword',
  body: 'json',
  auth: true,
});

/** API-11 (SRV-17): datos is the full edited client object; unknown keys are ignored. */
export const updateClient = endpoint<typeof s.updateClientRequest, typeof s.updateClientResponse>()({
  method: 'POST',
  path: '/api/client/update',
  body: 'json',
  auth: true,
});

/** API-12 (SRV-18): three image files. Size and type are checked by the server's KYC rule. */
export const kyc = endpoint<typeof s.kycRequest, typeof s.kycResponse>()({
  method: 'POST',
  path: '/api/client/kyc',
  body: 'multipart',
  auth: true,
});
