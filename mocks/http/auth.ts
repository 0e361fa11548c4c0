import { rollYields } from '../store/figures-repo';
import {
  activation,
  authenticate,
  changePassword,
  forgotPassword,
  getStatus,
  kyc,
  profile,
  register,
  resendEmail,
  updateClient,
  type Profile,
} from '@/contract/schemas/auth';
import { formatDateTime } from '../domain/dates';
import { changedEmailOf, confirmedEmailChange, emailChangeMessages } from '../domain/email-change';
import {
  checkEmailChange,
  checkEmailFree,
  checkKycFiles,
  checkLogin,
  checkPasswordChange,
  cleanDatos,
  isActivationUsable,
  KYC_FILE_LABELS,
  type KycField,
  messages,
  newClient,
  normalizeEmail,
  statusAfterKyc,
  statusAfterUpdate,
  TEMP_PASSWORD_LIFETIME_MS,
} from '../domain/identity';
import { formatBp, formatMicro } from '../domain/money';
import { hashPassword } from '../domain/password';
import { randomHex } from '../domain/random';
import {
  findClientByEmail,
  issueActivation,
  issueEmailChange,
  sendMail,
  startSession,
} from '../store/identity-repo';
import type { ClientRecord } from '../store/records';
import { readRoute, route } from './route';

const text = (value: string | undefined) => (value ? value : null);

/** SRV-15: the whole client record the client keeps as its user, with its withdrawal fees. */
export function presentProfile(client: ClientRecord): Profile {
  const d = client.datos;
  return {
    id: client.id,
    name: d.name ?? '',
    email: client.email,
    last_c: client.lastLoginAt === null ? null : formatDateTime(client.lastLoginAt),
    status: client.status,
    demo_status: client.demo_status,
    is_ofertante: client.is_ofertante ? 1 : 0,
    referrer: text(client.referrer),
    identity: text(d.identity),
    sexo: text(d.sexo),
    situacionlaboral: text(d.situacionlaboral),
    ocupacion: text(d.ocupacion),
    lugartrabajo: text(d.lugartrabajo),
    comercial_name: text(d.comercial_name),
    birthday_date: text(d.birthday_date),
    telephone: text(d.telephone),
    address_street: text(d.address_street),
    address_number: text(d.address_number),
    address_city: text(d.address_city),
    address_zipcode: text(d.address_zipcode),
    address_zone: text(d.address_zone),
    address_country: text(d.address_country),
    estadocivil: text(d.estadocivil),
    client_type: text(d.client_type),
    cpf: text(d.cpf),
    tasas: {
      monto_flat: formatMicro(client.feeFlatMicro),
      monto_porcentual: formatBp(client.feePercentBp),
    },
  };
}

export const authRoutes = [
  // SRV-08: a new client starts at status 1, unconfirmed, in demo mode, with a single-use activation link.
  route(register, async ({ db, body, now }) => {
    const email = normalizeEmail(body.email);
    checkEmailFree(await findClientByEmail(db, email));
    const id = await db.clients.add(newClient({ ...body, email }, now));
    const client = (await db.clients.get(id))!;
    await issueActivation(db, client, now);
    return { message: messages.registered };
  }),

  // SRV-10: a known unused token confirms the e-mail once; anything else answers 'false'. SRV-51: an e-mail
  // change's token makes its new address the account's e-mail, unless another account took it meanwhile.
  route(activation, async ({ db, params, now }) => {
    const record = await db.activations.get(params.token ?? '');
    if (!isActivationUsable(record)) return { success: 'false' as const, message: messages.activationFailed };
    const newEmail = changedEmailOf(record);
    if (newEmail !== null) {
      const client = (await db.clients.get(record.clientId))!;
      const change = confirmedEmailChange(client, newEmail, await findClientByEmail(db, newEmail));
      if (!change) return { success: 'false' as const, message: emailChangeMessages.taken };
      await db.activations.update(record.token, { usedAt: now });
      await db.clients.update(client.id, change);
      return { success: 'true' as const, message: emailChangeMessages.confirmed };
    }
    await db.activations.update(record.token, { usedAt: now });
    await db.clients.update(record.clientId, { emailConfirmed: true });
    return { success: 'true' as const, message: messages.activated };
  }),

  // SRV-11, SRV-12, SRV-13: wrong credentials get no token; a login revokes earlier sessions.
  route(authenticate, async ({ db, body, now }) => {
    const found = await findClientByEmail(db, normalizeEmail(body.email));
    const { client, accepted } = checkLogin(found, body.password, now);
    if (accepted === 'temporary' && client.tempPassword) {
      const { passwordHash, passwordSalt } = client.tempPassword;
      await db.clients.update(client.id, { passwordHash, passwordSalt, tempPassword: null });
    }
    const token = await startSession(db, client.id, now);
    await db.clients.update(client.id, { lastLoginAt: now });
    // The client's kept yields brought to today here, so that its reads of the day stay read-only.
    await rollYields(db, client.id, now);
    return { success: { token, user: { status: client.status } } };
  }),

  // SRV-14: the same answer whether or not the e-mail exists; a known one gets a temporary password.
  route(forgotPassword, async ({ db, body, now }) => {
    const client = await findClientByEmail(db, normalizeEmail(body.email));
    if (client) {
      const temporary = randomHex(4);
      await db.clients.update(client.id, {
        tempPassword: { ...hashPassword(temporary), expiresAt: now + TEMP_PASSWORD_LIFETIME_MS },
      });
      await sendMail(db, {
        to: client.email,
        kind: 'reset',
        subject: 'Recuperación de contraseña',
        body: `Su contraseña temporal es ${temporary}. Vale por 24 horas; al iniciar sesión con ella pasa a ser su contraseña. Cámbiela después desde Mi cuenta.`,
        link: '/portal',
        createdAt: now,
      });
    }
    return { message: messages.resetSent };
  }),

  route(resendEmail, async ({ db, body, now }) => {
    const client = await findClientByEmail(db, normalizeEmail(body.email));
    if (client && !client.emailConfirmed) await issueActivation(db, client, now);
    return { message: messages.resendSent };
  }),

  // SRV-16.
  readRoute(getStatus, [], async ({ client }) => ({
    data: { status: client.status, demo_status: client.demo_status },
  })),

  readRoute(profile, [], async ({ client }) => presentProfile(client)),

  // SRV-19: the server checks the current password and the confirmation.
  route(changePassword, async ({ db, client, body }) => {
    checkPasswordChange(client, body);
    await db.clients.update(client.id, { ...hashPassword(body.new_password), tempPassword: null });
    return { message: messages.passwordChanged };
  }),

  // SRV-17: stores the editable fields and moves status 1 to 2.
  // SRV-51: a new e-mail is only pending: the account keeps its e-mail and the new one gets a link.
  route(updateClient, async ({ db, client, body, now }) => {
    const datos = cleanDatos(body.datos, now);
    const email = datos.email ? normalizeEmail(datos.email) : client.email;
    checkEmailChange(client.email, email, await findClientByEmail(db, email));
    await db.clients.update(client.id, {
      datos: { ...client.datos, ...datos, email: client.email },
      status: statusAfterUpdate(client.status),
    });
    if (email !== client.email) await issueEmailChange(db, client, email, now);
    return { message: messages.dataUpdated };
  }),

  // SRV-18: three valid files approve the identity at once in the demo.
  route(kyc, async ({ db, client, body, now }) => {
    checkKycFiles(body);
    await db.kyc.add({
      clientId: client.id,
      files: (Object.keys(KYC_FILE_LABELS) as KycField[]).map((field) => {
        const file = body[field];
        return { field, name: file instanceof File ? file.name : field, type: file.type, size: file.size };
      }),
      createdAt: now,
    });
    await db.clients.update(client.id, { status: statusAfterKyc(client.status) });
    return { message: messages.kycReceived };
  }),
];
