import type { Collection } from 'dexie';
import { changedEmailOf, emailChangeMessages } from '../domain/email-change';
import { newToken } from '../domain/random';
import type { StoreDb } from './db';
import type { ClientRecord, OutboxRecord, SessionRecord } from './records';

export async function findClientByEmail(db: StoreDb, email: string): Promise<ClientRecord | undefined> {
  return await db.clients.where('email').equals(email).first();
}

/** SRV-12: a new session revokes every earlier one of the same client (one device at a time). */
export async function startSession(db: StoreDb, clientId: number, now: number): Promise<string> {
  await revokeOpen(db.sessions.where('clientId').equals(clientId), now);
  const token = newToken();
  await db.sessions.add({ token, clientId, createdAt: now, revokedAt: null });
  return token;
}

/** Ends the session of `token`, if it is open (the simulator panel's 'end the session' fault). */
export async function endSession(db: StoreDb, token: string, now: number): Promise<void> {
  await revokeOpen(db.sessions.where('token').equals(token), now);
}

/** Closes the sessions of `sessions` that are still open. */
async function revokeOpen(sessions: Collection<SessionRecord, string>, now: number): Promise<void> {
  await sessions.filter((s) => s.revokedAt === null).modify({ revokedAt: now });
}

/** SRV-09: a single-use activation token and its message in the simulated outbox. */
export async function issueActivation(db: StoreDb, client: ClientRecord, now: number): Promise<string> {
  const token = newToken();
  await db.activations.add({ token, clientId: client.id, createdAt: now, usedAt: null });
  await sendMail(db, {
    to: client.email,
    kind: 'activation',
    subject: 'Confirme su correo electrónico',
    body: `Hola ${client.datos.name ?? ''}, gracias por registrarse. Confirme su correo electrónico con el siguiente enlace.`,
    link: `/activation/${token}`,
    createdAt: now,
  });
  return token;
}

/**
 * SRV-51: a pending e-mail change: earlier unused change links of the client stop working (a later change
 * replaces a pending one), and a single-use link to the new address goes to the simulated outbox.
 */
export async function issueEmailChange(
  db: StoreDb,
  client: ClientRecord,
  email: string,
  now: number,
): Promise<string> {
  await db.activations
    .where('clientId')
    .equals(client.id)
    .filter((a) => a.usedAt === null && changedEmailOf(a) !== null)
    .modify({ usedAt: now });
  const token = newToken();
  await db.activations.add({ token, clientId: client.id, createdAt: now, usedAt: null, email });
  await sendMail(db, {
    to: email,
    kind: 'email-change',
    subject: emailChangeMessages.subject,
    body: emailChangeMessages.body(client.datos.name ?? '', client.email),
    link: `/activation/${token}`,
    createdAt: now,
  });
  return token;
}

export async function sendMail(db: StoreDb, mail: Omit<OutboxRecord, 'id'>): Promise<void> {
  await db.outbox.add(mail);
}
