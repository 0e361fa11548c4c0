/**
 * SRV-51: an e-mail change is pending until the new address confirms it. client/update with a new address
 * keeps the account's e-mail (the old one still signs in) and sends a single-use link to the new address,
 * through the same activation link as a registration; opening it makes the new address the account's e-mail,
 * unless another account took it meanwhile. A later change replaces a pending one. Pure: the store applies it.
 */
import type { ActivationRecord, ClientRecord } from '../store/records';

export const emailChangeMessages = {
  subject: 'Confirme su nuevo correo electrónico',
  body: (name: string, current: string) =>
    `Hola ${name}, recibimos una solicitud para cambiar el correo electrónico de su cuenta (${current}) por esta dirección. Confirme el cambio con el siguiente enlace; hasta entonces su cuenta sigue usando ${current}.`,
  confirmed: 'Su nuevo correo electrónico ha sido confirmado. Úselo desde ahora para iniciar sesión.',
  taken: 'No hemos podido confirmar el cambio: el correo electrónico ya se encuentra registrado.',
} as const;

/** The new address an activation confirms, or null for a registration's activation. */
export const changedEmailOf = (record: Pick<ActivationRecord, 'email'>): string | null =>
  typeof record.email === 'string' ? record.email : null;

/**
 * What opening an e-mail change link does, given who holds the new address now: the client's new e-mail and
 * data, or null when another account took the address meanwhile (the link then confirms nothing).
 */
export function confirmedEmailChange(
  client: Pick<ClientRecord, 'id' | 'datos'>,
  email: string,
  owner: Pick<ClientRecord, 'id'> | undefined,
): Pick<ClientRecord, 'email' | 'datos' | 'emailConfirmed'> | null {
  if (owner && owner.id !== client.id) return null;
  return { email, datos: { ...client.datos, email }, emailConfirmed: true };
}
