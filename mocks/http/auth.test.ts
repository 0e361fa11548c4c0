import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from '@/contract/errors';
import { get, newClient, post, postForm, snapshot, useSimulator } from '../../tests/simulator';
import { pngFile } from '../../tests/upload-files';

type Message = { message: string; data?: { message: string } };
type Login = { success: { token: string; user: { status: number } } };
type ProfileBody = { id: number; name: string; last_c: string | null; status: number; demo_status: string };

const png = (bytes = 10) => pngFile('foto.png', bytes);

describe('identity calls of the simulated server', () => {
  const sim = useSimulator();

  const register = (over: Record<string, unknown> = {}) =>
    post<Message>('/api/client/register', {
      referido: '',
      name: 'Ana Pérez',
      email: 'ana@correo.test',
      password: 'clave123',
      origen: 'Instagram',
      ...over,
    });

  it('API-04 SRV-08 registers a status-1, unconfirmed, demo client with a single-use activation token', async () => {
    const { status, body } = await register({ email: ' Ana@Correo.test ' });
    expect(status).toBe(200);
    expect(body.message).toBe(
      'Usuario creado con éxito. Confirme haciendo clic en el enlace que se le envió en su correo electrónico.',
    );
    const db = await sim.store();
    const client = await db.clients.where('email').equals('ana@correo.test').first();
    expect(client).toMatchObject({ status: 1, emailConfirmed: false, demo_status: 'active' });
    expect(client?.passwordHash).not.toContain('clave123');
    expect(await db.activations.where('clientId').equals(client!.id).count()).toBe(1);
  });

  it('SRV-08 refuses an e-mail already registered, with a message, and changes nothing', async () => {
    await register();
    const before = await snapshot(await sim.store());
    const { status, body } = await register({ email: 'ANA@correo.test', name: 'Otra' });
    expect(status).toBe(409);
    expect(body.message).toBe('El correo electrónico ya se encuentra registrado.');
    expect(body.data?.message).toBe(body.message);
    expect(await snapshot(await sim.store())).toEqual(before);
  });

  it('SRV-02 refuses a registration without a name with 422 and a Spanish message in message and data.message', async () => {
    const db = await sim.store();
    const before = await snapshot(db);
    const { status, body } = await register({ name: '   ' });
    expect(status).toBe(422);
    expect(body.message).toBe('El campo nombre es requerido');
    expect(body.data?.message).toBe('El campo nombre es requerido');
    expect(await snapshot(db)).toEqual(before);
  });

  it('SRV-09 SRV-10 API-05 activates once from the link in the demo outbox; a used or unknown token answers false', async () => {
    await register();
    const outbox = await post<{ data: { link: string; subject: string }[] }>('/api/simulador/correo', {
      email: 'ana@correo.test',
    });
    const link = outbox.body.data[0]!.link;
    expect(link).toMatch(/^\/activation\/[0-9a-f]{64}$/);
    const first = await get<{ success: string; message: string }>(`/api/client${link}`);
    expect(first.body).toEqual({
      success: 'true',
      message: 'Su correo electrónico ha sido validado exitosamente',
    });
    const again = await get<{ success: string }>(`/api/client${link}`);
    expect(again.body.success).toBe('false');
    const unknown = await get<{ success: string; message: string }>('/api/client/activation/desconocido');
    expect(unknown.body).toEqual({
      success: 'false',
      message: 'No hemos podido validar su correo electrónico',
    });
  });

  it('ERR-08 refuses a login before the e-mail is confirmed with the exact message', async () => {
    await register();
    const { status, body } = await post<Message>('/api/client/authenticate', {
      email: 'ana@correo.test',
      password: 'clave123',
    });
    expect(status).toBe(403);
    expect(body.message).toBe('El usuario debe confirmar la dirección de correo electrónico.');
  });

  it('SRV-11 answers a wrong e-mail or password with a message and no token', async () => {
    const { email } = await newClient();
    for (const attempt of [
      { email, password: 'otraclave' },
      { email: 'nadie@correo.test', password: 'clave123' },
    ]) {
      const { status, body } = await post<Message & { success?: unknown }>(
        '/api/client/authenticate',
        attempt,
      );
      expect(status).toBe(401);
      expect(body.message).toBe('Correo electrónico o contraseña incorrectos.');
      expect(body.success).toBe(false);
    }
  });

  it('API-03 SRV-12 issues a fresh 256-bit token per login and revokes the older ones with "Intente nuevamente"', async () => {
    const { email, password, token: first } = await newClient();
    const second = await post<Login>('/api/client/authenticate', { email, password });
    expect(second.status).toBe(200);
    expect(second.body.success.user.status).toBe(1);
    const token = second.body.success.token;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(token).not.toBe(first);
    const stale = await post<Message>('/api/client/profile', {}, first);
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Intente nuevamente');
    expect((await post('/api/client/profile', {}, token)).status).toBe(200);
  });

  it('refuses calls with no token or an unknown one with 401 "Intente nuevamente"', async () => {
    for (const token of [undefined, 'f'.repeat(64)]) {
      const { status, body } = await post<Message>('/api/client/getstatus', {}, token);
      expect(status).toBe(401);
      expect(body.message).toBe('Intente nuevamente');
    }
  });

  it('keeps a session for 80,399,999 ms after login and refuses it at 80,400,000 ms', async () => {
    const { token } = await newClient();
    sim.clock.advance(SESSION_LIFETIME_MS - 1);
    expect((await post('/api/client/getstatus', {}, token)).status).toBe(200);
    sim.clock.advance(1);
    const expired = await post<Message>('/api/client/getstatus', {}, token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
  });

  it('SRV-13 API-09 SRV-15 records the login time as last_c and serves the whole client record', async () => {
    const { token } = await newClient();
    const { status, body } = await post<ProfileBody & Record<string, unknown>>(
      '/api/client/profile',
      {},
      token,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Cliente Nuevo', status: 1, demo_status: 'active', is_ofertante: 0 });
    expect(body.last_c).toBe('2026-11-22 07:00:00');
    expect(body.tasas).toEqual({ monto_flat: '1.00', monto_porcentual: '2.00' });
    for (const field of ['identity', 'sexo', 'telephone', 'address_country', 'estadocivil', 'cpf']) {
      expect(body).toHaveProperty(field, null);
    }
  });

  it('API-08 SRV-16 getstatus returns data with status and demo_status', async () => {
    const { token } = await newClient();
    const { body } = await post('/api/client/getstatus', {}, token);
    expect(body).toEqual({ data: { status: 1, demo_status: 'active' } });
  });

  it('SRV-14 API-06 API-07 forgot and resend answer the same whether or not the e-mail exists', async () => {
    await register();
    const known = await post<Message>('/api/client/forgotpassword', { email: 'ana@correo.test' });
    const unknown = await post<Message>('/api/client/forgotpassword', { email: 'nadie@correo.test' });
    expect(known.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    const resendKnown = await post<Message>('/api/cliente/resend_email', { email: 'ana@correo.test' });
    const resendUnknown = await post<Message>('/api/cliente/resend_email', { email: 'nadie@correo.test' });
    expect(resendKnown.body.message).toBe(resendUnknown.body.message);
    const db = await sim.store();
    const ana = await db.clients.where('email').equals('ana@correo.test').first();
    expect(await db.activations.where('clientId').equals(ana!.id).count()).toBe(2);
    expect((await post('/api/client/forgotpassword', { email: '' })).status).toBe(422);
  });

  it('SRV-14 the reset mail carries a temporary password that becomes the password once used', async () => {
    const { email, password } = await newClient();
    await post('/api/client/forgotpassword', { email });
    const mail = await post<{ data: { body: string }[] }>('/api/simulador/correo', { email });
    const temporary = /contraseña temporal es (\w+)/.exec(mail.body.data[0]!.body)![1]!;
    expect((await post('/api/client/authenticate', { email, password })).status).toBe(200);
    expect((await post('/api/client/authenticate', { email, password: temporary })).status).toBe(200);
    expect((await post('/api/client/authenticate', { email, password })).status).toBe(401);
  });

  it('SRV-19 API-10 refuses a wrong current password and a differing confirmation, then changes it', async () => {
    const { email, token } = await newClient();
    const db = await sim.store();
    const before = await snapshot(db);
    const wrong = await post<Message>(
      '/api/client/changepassword',
      { current_password: 'mala123', new_password: 'nueva123', confirm_password: 'nueva123' },
      token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.data?.message).toBe('La contraseña actual es incorrecta.');
    const mismatch = await post<Message>(
      '/api/client/changepassword',
      { current_password: 'clave123', new_password: 'nueva123', confirm_password: 'nueva124' },
      token,
    );
    expect(mismatch.body.data?.message).toBe('La nueva contraseña y su confirmación no coinciden.');
    expect(await snapshot(db)).toEqual(before);
    const ok = await post<Message>(
      '/api/client/changepassword',
      { current_password: 'clave123', new_password: 'nueva123', confirm_password: 'nueva123' },
      token,
    );
    expect(ok.body.message).toBe('Contraseña actualizada con éxito.');
    expect((await post('/api/client/authenticate', { email, password: 'nueva123' })).status).toBe(200);
  });

  it('SRV-17 API-11 stores datos as plain text and moves status 1 to 2', async () => {
    const { token } = await newClient();
    const html = '<img src=x onerror=alert(1)>';
    const { status, body } = await post<Message>(
      '/api/client/update',
      { datos: { name: 'Ana María', telephone: '3001234567', ocupacion: html, status: 3, is_ofertante: 1 } },
      token,
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Datos actualizados con éxito.');
    const profile = await post<ProfileBody & { ocupacion: string; is_ofertante: number }>(
      '/api/client/profile',
      {},
      token,
    );
    expect(profile.body).toMatchObject({ name: 'Ana María', status: 2, ocupacion: html, is_ofertante: 0 });
  });

  it('SRV-18 API-12 approves a KYC of three valid files at once, moving the client to status 3', async () => {
    const { token } = await newClient();
    const { status, body } = await postForm<Message>(
      '/api/client/kyc',
      { file_id_front: png(), file_id_reverse: png(), file_selfie: png() },
      token,
    );
    expect(status).toBe(200);
    expect(body.message).toBe('Documentos recibidos con éxito. Su identidad ha sido verificada.');
    expect(
      (await post<{ data: { status: number } }>('/api/client/getstatus', {}, token)).body.data.status,
    ).toBe(3);
  });

  it('SRV-18 refuses a KYC with a missing, empty, oversized or wrongly typed file and changes nothing', async () => {
    const { token } = await newClient();
    const db = await sim.store();
    const before = await snapshot(db);
    const cases: [Record<string, string | Blob>, string][] = [
      [{ file_id_front: png(), file_id_reverse: png() }, 'El archivo de la selfie es requerido'],
      [
        { file_id_front: png(0), file_id_reverse: png(), file_selfie: png() },
        'El archivo del documento de identidad está vacío',
      ],
      [
        { file_id_front: png(), file_id_reverse: png(5 * 1024 * 1024 + 1), file_selfie: png() },
        'El archivo del comprobante de domicilio supera el tamaño máximo de 5 MB.',
      ],
      [
        {
          file_id_front: png(),
          file_id_reverse: png(),
          file_selfie: new File(['x'], 'a.txt', { type: 'text/plain' }),
        },
        'El archivo de la selfie debe ser una imagen JPG, PNG o WEBP, o un PDF.',
      ],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await postForm<Message>('/api/client/kyc', fields, token);
      expect(status).toBe(422);
      expect(body.data?.message).toBe(message);
    }
    expect(await snapshot(db)).toEqual(before);
  });
});
