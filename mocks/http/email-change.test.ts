/**
 * SRV-51: an e-mail change counts only once the new address confirms it, through the real handlers. The
 * confirmation link goes to the simulated outbox ('Correo de demostración') and is opened like a
 * registration's activation link.
 */
import { describe, expect, it } from 'vitest';
import { get, loginAs, post, snapshot, useSimulator } from '../../tests/simulator';
import { persona } from '../seed/personas';

type Mail = { to: string; subject: string; body: string; link: string | null };
type Activation = { success: 'true' | 'false'; message: string };
type Refused = { message: string; data: { message: string } };

const NEW = 'valentina.nueva@correo.test';
const OLD = persona('demo').email;
const PASSWORD = persona('demo').password;

const signIn = (email: string) => post<Refused>('/api/client/authenticate', { email, password: PASSWORD });

async function outbox(email: string): Promise<Mail[]> {
  return (await post<{ data: Mail[] }>('/api/simulador/correo', { email })).body.data;
}

async function changeEmail(token: string, email: string) {
  return post<{ message: string }>('/api/client/update', { datos: { email } }, token);
}

async function profileEmail(token: string): Promise<string> {
  return (await post<{ email: string }>('/api/client/profile', {}, token)).body.email;
}

describe('SRV-51 e-mail change confirmed by the new address', () => {
  const sim = useSimulator();

  it('SRV-51 until the link is opened the old address signs in and the new one does not; after it, the reverse', async () => {
    const token = await loginAs('demo');
    const res = await changeEmail(token, NEW);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Datos actualizados con éxito.');
    expect(await profileEmail(token)).toBe(OLD);

    const mails = await outbox(NEW);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: NEW, subject: 'Confirme su nuevo correo electrónico' });
    expect(mails[0]!.body).toBe(
      `Hola Valentina Ríos, recibimos una solicitud para cambiar el correo electrónico de su cuenta (${OLD}) por esta dirección. Confirme el cambio con el siguiente enlace; hasta entonces su cuenta sigue usando ${OLD}.`,
    );
    expect(mails[0]!.link).toMatch(/^\/activation\/[0-9a-f]{64}$/);

    const before = await signIn(NEW);
    expect(before.status).toBe(401);
    expect(before.body.message).toBe('Correo electrónico o contraseña incorrectos.');
    expect((await signIn(OLD)).status).toBe(200);

    const opened = await get<Activation>(`/api/client${mails[0]!.link}`);
    expect(opened.body).toEqual({
      success: 'true',
      message: 'Su nuevo correo electrónico ha sido confirmado. Úselo desde ahora para iniciar sesión.',
    });
    const after = await signIn(NEW);
    expect(after.status).toBe(200);
    expect(await profileEmail((after.body as unknown as { success: { token: string } }).success.token)).toBe(
      NEW,
    );
    expect((await signIn(OLD)).status).toBe(401);
  });

  it('SRV-51 the link confirms once: opened again it answers false and changes nothing', async () => {
    const db = await sim.store();
    await changeEmail(await loginAs('demo'), NEW);
    const link = (await outbox(NEW))[0]!.link!;
    expect((await get<Activation>(`/api/client${link}`)).body.success).toBe('true');
    const state = await snapshot(db);
    expect((await get<Activation>(`/api/client${link}`)).body).toEqual({
      success: 'false',
      message: 'No hemos podido validar su correo electrónico',
    });
    expect(await snapshot(db)).toEqual(state);
  });

  it('SRV-51 a taken address is refused with 409 and changes nothing; one taken after the request is not confirmed', async () => {
    const db = await sim.store();
    const token = await loginAs('demo');
    const state = await snapshot(db);
    const taken = await changeEmail(token, persona('inversor').email);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      success: false,
      message: 'El correo electrónico ya se encuentra registrado.',
      data: { message: 'El correo electrónico ya se encuentra registrado.' },
    });
    expect(await snapshot(db)).toEqual(state);

    // Pending, the address is still free: somebody registers it before the link is opened.
    await changeEmail(token, NEW);
    const link = (await outbox(NEW))[0]!.link!;
    const registered = await post('/api/client/register', {
      referido: '',
      name: 'Otra Persona',
      email: NEW,
      password: 'clave123',
      origen: 'Google',
    });
    expect(registered.status).toBe(200);
    expect((await get<Activation>(`/api/client${link}`)).body).toEqual({
      success: 'false',
      message: 'No hemos podido confirmar el cambio: el correo electrónico ya se encuentra registrado.',
    });
    expect((await signIn(OLD)).status).toBe(200);
  });

  it('SRV-51 a later change replaces the pending one: the first link no longer confirms', async () => {
    const token = await loginAs('demo');
    await changeEmail(token, NEW);
    const first = (await outbox(NEW))[0]!.link!;
    await changeEmail(token, 'valentina.otra@correo.test');
    const second = (await outbox('valentina.otra@correo.test'))[0]!.link!;
    expect((await get<Activation>(`/api/client${first}`)).body.success).toBe('false');
    expect((await signIn(NEW)).status).toBe(401);
    expect((await get<Activation>(`/api/client${second}`)).body.success).toBe('true');
    expect((await signIn('valentina.otra@correo.test')).status).toBe(200);
  });
});
