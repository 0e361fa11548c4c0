import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodyOf } from '@/contract/errors';
import { useSession } from '@/shared/session/session-store';
import { renderApp, type RenderedApp } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import { recordRequests } from '../../../../tests/screen-helpers';
import { resetAll } from './test-helpers';

const SUCCESS =
  'Usuario creado con éxito. Confirme haciendo clic en el enlace que se le envió en su correo electrónico.';
const ORIGENES = [
  'Instagram',
  'Facebook',
  'Email',
  'Youtube',
  'Google',
  'Recomendación',
  'Publicidad en Radio/TV',
  'Un Amigo/a',
];

async function openRegistration() {
  const app = renderApp('/nueva-cuenta');
  await screen.findByRole('heading', { name: 'Abra su cuenta', level: 1 });
  return app;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const passwordInput = () => screen.getByLabelText(/^Contraseña/) as HTMLInputElement;
const confirmInput = () => screen.getByLabelText(/^Confirmar contraseña/) as HTMLInputElement;
const origenSelect = () => screen.getByRole('combobox', { name: /¿Cómo nos conoció\?/ }) as HTMLSelectElement;
const termsBox = () => screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ });
const submitButton = () => screen.getByRole('button', { name: '¡Abrir mi cuenta!' });

interface Fill {
  referido?: string;
  name?: string;
  email?: string;
  password?: string;
  confirmar?: string;
  origen?: string;
  terms?: boolean;
}

const full: Required<Fill> = {
  referido: '',
  name: 'Ana Pérez',
  email: 'ana@correo.test',
  password: 'clave123',
  confirmar: 'clave123',
  origen: 'Google',
  terms: true,
};

/** Fills the form as a person would; ticking the terms opens them and 'Continuar' closes them. */
async function fill(app: RenderedApp, values: Fill) {
  if (values.referido) await app.user.type(field(/Código de referido/), values.referido);
  if (values.name) await app.user.type(field(/Nombre completo/), values.name);
  if (values.email) await app.user.type(field(/Correo electrónico/), values.email);
  if (values.password) await app.user.type(passwordInput(), values.password);
  if (values.confirmar) await app.user.type(confirmInput(), values.confirmar);
  if (values.origen) await app.user.selectOptions(origenSelect(), values.origen);
  if (values.terms) {
    await app.user.click(termsBox());
    const terms = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    await app.user.click(within(terms).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continuar' })).toBeNull());
  }
}

/** Submits the way the browser does (bypassing its own required-field check when `force`). */
async function submit(app: RenderedApp, force = false) {
  if (force) fireEvent.submit(submitButton().closest('form')!);
  else await app.user.click(submitButton());
}

describe('registration screen (/nueva-cuenta)', () => {
  const sim = useSimulator();
  beforeEach(resetAll);
  afterEach(cleanup);

  it('ROUTE-07 shows the registration screen at /nueva-cuenta, which neither loops nor blanks the page', async () => {
    const app = await openRegistration();
    await waitFor(() => expect(app.router.state.status).toBe('idle'));
    expect(app.router.state.resolvedLocation?.pathname).toBe('/nueva-cuenta');
    expect(app.router.history.length).toBe(1);
    expect(submitButton()).toBeInTheDocument();
  });

  it('REG-01 GEN-01 has referido, name, email, password, confirmar, origen and the terms checkbox', async () => {
    await openRegistration();
    expect(field(/Código de referido \(opcional\)/)).not.toBeRequired();
    expect(field(/Nombre completo/)).toBeRequired();
    expect(field(/Correo electrónico/)).toHaveAttribute('type', 'email');
    expect(field(/Correo electrónico/)).toBeRequired();
    expect(passwordInput()).toBeRequired();
    expect(confirmInput()).toBeRequired();
    expect(confirmInput()).toHaveAttribute('type', 'password');
    expect(origenSelect()).toBeRequired();
    expect(termsBox()).not.toBeChecked();
  });

  it('REG-02 the password has a show/hide toggle', async () => {
    const app = await openRegistration();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    await app.user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    await app.user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('REG-03 origen offers exactly the 8 documented options', async () => {
    await openRegistration();
    const options = within(origenSelect())
      .getAllByRole('option')
      .filter((o) => (o as HTMLOptionElement).value !== '');
    expect(options.map((o) => o.textContent)).toEqual(ORIGENES);
    const placeholder = within(origenSelect()).getByRole('option', { name: 'Seleccione una opción' });
    expect(placeholder).toBeDisabled();
  });

  it('REG-07 REG-08 ticking the terms opens the long terms with Continuar, which closes them and leaves the box ticked', async () => {
    const app = await openRegistration();
    await app.user.click(termsBox());
    const dialog = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    expect(within(dialog).getAllByRole('heading').length).toBeGreaterThanOrEqual(5);
    await app.user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Términos y condiciones' })).toBeNull());
    expect(termsBox()).toBeChecked();
    // unticking does not open them again
    await app.user.click(termsBox());
    expect(termsBox()).not.toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Términos y condiciones' })).toBeNull();
  });

  it('TERMS-01 TERMS-02 TERMS-03 TERMS-04 TERMS-05 TERMS-06 TERMS-07 TERMS-08 TERMS-09 the terms state every documented point', async () => {
    const app = await openRegistration();
    await app.user.click(termsBox());
    const terms = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    const has = (text: string) => expect(within(terms).getByText(text)).toBeInTheDocument();
    has('Se permite un solo registro por correo electrónico por persona o entidad.'); // TERMS-01
    has('No pueden registrarse menores de 18 años.'); // TERMS-02
    has('La cuenta es única e intransferible: solo su titular puede usarla y no puede cederse a terceros.'); // TERMS-03
    has(
      'Podremos enviar recordatorios a los usuarios que no hayan completado su registro a las 24 horas y a los 3, 7, 30 y 60 días.',
    ); // TERMS-04
    expect(within(terms).getByText(/suspender o bloquear una cuenta/)).toHaveTextContent(/validación/); // TERMS-05
    has('Todo retiro requiere la aprobación del área de cumplimiento (compliance).'); // TERMS-06
    has(
      'Los retiros solo se realizan a cuentas del mismo titular y siempre que haya fondos suficientes en la billetera.',
    ); // TERMS-07
    has('El proveedor no cobra comisión por retiro; solo se descuentan los cargos bancarios.'); // TERMS-08
    has('Horario de atención: de lunes a viernes, de 9:00 a 17:00.'); // TERMS-09
  });

  it('REG-09 REG-10 REG-11 the submit reads ¡Abrir mi cuenta!, the validation note shows and a link leads to /login', async () => {
    const app = await openRegistration();
    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(
      screen.getByText('El registro está sujeto a la validación de datos y documentos.'),
    ).toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Iniciar sesión' });
    expect(login).toHaveAttribute('href', '/login');
    await app.user.click(login);
    await waitFor(() => expect(app.router.state.resolvedLocation?.pathname).toBe('/portal'));
  });

  it('REG-04 REG-12 API-04 referido may be empty; the body is exactly referido, name, email, password and origen', async () => {
    const app = await openRegistration();
    await fill(app, full);
    const requests = recordRequests(sim.server);
    await submit(app);
    await screen.findByText(SUCCESS);
    expect(await requests.all()).toEqual([
      {
        method: 'POST',
        path: '/api/client/register',
        body: {
          referido: '',
          name: 'Ana Pérez',
          email: 'ana@correo.test',
          password: 'clave123',
          origen: 'Google',
        },
      },
    ]);
  });

  it('REG-12 a referral id travels as referido', async () => {
    const app = await openRegistration();
    await fill(app, { ...full, referido: 'REF-42', origen: 'Un Amigo/a' });
    const requests = recordRequests(sim.server);
    await submit(app);
    await screen.findByText(SUCCESS);
    const [call] = await requests.all();
    expect(call!.body).toEqual({
      referido: 'REF-42',
      name: 'Ana Pérez',
      email: 'ana@correo.test',
      password: 'clave123',
      origen: 'Un Amigo/a',
    });
  });

  it('REG-05 leaving any one required field empty sends nothing', async () => {
    for (const missing of ['name', 'email', 'password', 'confirmar', 'origen'] as const) {
      const app = await openRegistration();
      const requests = recordRequests(sim.server);
      await fill(app, { ...full, [missing]: '' });
      await submit(app);
      await submit(app, true);
      await new Promise((r) => setTimeout(r, 30));
      expect(requests.count(), missing).toBe(0);
      expect(screen.queryByRole('dialog', { name: 'Registro de cuenta' })).toBeNull();
      requests.stop();
      cleanup();
    }
  });

  it('REG-05 a name of blanks counts as empty', async () => {
    const app = await openRegistration();
    const requests = recordRequests(sim.server);
    await fill(app, { ...full, name: '   ' });
    await submit(app);
    await new Promise((r) => setTimeout(r, 30));
    expect(requests.count()).toBe(0);
  });

  it('REG-06 with the terms unticked the submission is ignored', async () => {
    const app = await openRegistration();
    const requests = recordRequests(sim.server);
    await fill(app, { ...full, terms: false });
    await submit(app);
    await submit(app, true);
    await new Promise((r) => setTimeout(r, 30));
    expect(requests.count()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('REG-13 a confirmation different from the password blocks the submission and says so on the field', async () => {
    const app = await openRegistration();
    const requests = recordRequests(sim.server);
    await fill(app, { ...full, confirmar: 'clave124' });
    await submit(app);
    expect(await screen.findByText('La confirmación no coincide con la contraseña.')).toBeInTheDocument();
    expect(confirmInput()).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 30));
    expect(requests.count()).toBe(0);
    // correcting it clears the error and lets the form go
    await app.user.clear(confirmInput());
    await app.user.type(confirmInput(), 'clave123');
    expect(screen.queryByText('La confirmación no coincide con la contraseña.')).toBeNull();
    await submit(app);
    await screen.findByText(SUCCESS);
    expect(requests.count()).toBe(1);
  });

  it('REG-14 REG-15 SRV-08 the success message shows in the result modal with Iniciar sesión, which goes to /login', async () => {
    const app = await openRegistration();
    await fill(app, full);
    await submit(app);
    const dialog = await screen.findByRole('dialog', { name: 'Registro de cuenta' });
    expect(within(dialog).getByText(SUCCESS)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aceptar' })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(app.router.state.resolvedLocation?.pathname).toBe('/portal'));
    // the new client is registered but not confirmed yet
    const login = await post<{ message: string }>('/api/client/authenticate', {
      email: 'ana@correo.test',
      password: 'clave123',
    });
    expect(login.body.message).toBe('El usuario debe confirmar la dirección de correo electrónico.');
  });

  it('REG-14 REG-16 ERR-01 any other message shows with Aceptar, which closes the modal', async () => {
    await post('/api/client/register', {
      referido: '',
      name: 'Ana',
      email: 'ana@correo.test',
      password: 'clave123',
      origen: 'Google',
    });
    const app = await openRegistration();
    await fill(app, full);
    await submit(app);
    const dialog = await screen.findByRole('dialog', { name: 'Registro de cuenta' });
    expect(within(dialog).getByText('El correo electrónico ya se encuentra registrado.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Iniciar sesión' })).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.queryByText('El correo electrónico ya se encuentra registrado.')).toBeNull(),
    );
    expect(app.router.state.location.pathname).toBe('/nueva-cuenta');
  });

  it('REG-17 a registration error clears the session like a logout and shows the message', async () => {
    useSession.getState().signIn('token-de-otra-sesion'.padEnd(40, 'x'), Date.now());
    sim.server.use(
      http.post('*/api/client/register', () =>
        HttpResponse.json(errorBodyOf('La contraseña debe tener al menos 6 caracteres'), { status: 422 }),
      ),
    );
    const app = await openRegistration();
    app.queryClient.setQueryData(['cualquier', 'dato'], 1);
    await fill(app, full);
    await submit(app);
    const dialog = await screen.findByRole('dialog', { name: 'Registro de cuenta' });
    expect(within(dialog).getByText('La contraseña debe tener al menos 6 caracteres')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(app.queryClient.getQueryData(['cualquier', 'dato'])).toBeUndefined();
    // the message is shown here, not again on the login screen
    expect(useSession.getState().signOutMessage).toBeNull();
  });

  it("SRV-49 Enter and two clicks on '¡Abrir mi cuenta!', all in one task, open one account with one activation e-mail", async () => {
    const app = await openRegistration();
    await fill(app, full);
    const requests = recordRequests(sim.server);
    const button = submitButton() as HTMLButtonElement;
    act(() => {
      button.form!.requestSubmit(); // what Enter in the confirmation does
      button.click();
      button.click();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Registro de cuenta' });
    expect(within(dialog).getByText(SUCCESS)).toBeInTheDocument();
    const keys = requests.idempotencyKeys();
    const registers = (await requests.all())
      .map((r, i) => ({ ...r, key: keys[i] }))
      .filter((r) => r.path === '/api/client/register');
    expect(registers).toHaveLength(1);
    expect(registers[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    const db = await sim.store();
    expect(await db.clients.where('email').equals(full.email).count()).toBe(1);
    const outbox = await post<{ data: unknown[] }>('/api/simulador/correo', { email: full.email });
    expect(outbox.body.data).toHaveLength(1);
  });

  it('SRV-09 after a success the demo outbox of the new address holds the activation link, which confirms the e-mail', async () => {
    const app = await openRegistration();
    await fill(app, full);
    await submit(app);
    const result = await screen.findByRole('dialog', { name: 'Registro de cuenta' });
    await app.user.click(within(result).getByRole('button', { name: 'Correo de demostración' }));
    const outbox = await screen.findByRole('dialog', { name: 'Correo de demostración' });
    const mail = await within(outbox).findByRole('article', { name: 'Confirme su correo electrónico' });
    await app.user.click(within(mail).getByRole('button', { name: 'Abrir enlace' }));
    expect(await screen.findByRole('heading', { name: 'Felicitaciones' })).toBeInTheDocument();
  });
});
