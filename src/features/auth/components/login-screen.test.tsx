import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodyOf, SESSION_EXPIRED_MESSAGE } from '@/contract/errors';
import { profileQuery, statusQuery } from '@/shared/api/session-queries';
import { useSession } from '@/shared/session/session-store';
import { renderApp, signInAs, type RenderedApp } from '../../../../tests/render-app';
import { newClient, post, useSimulator } from '../../../../tests/simulator';
import {
  advance,
  gate,
  recordRequests,
  settle,
  typeInto,
  useFakeTimeouts,
} from '../../../../tests/screen-helpers';
import { resetAll } from './test-helpers';

const BAD_CREDENTIALS = 'Correo electrónico o contraseña incorrectos.';
const UNCONFIRMED = 'El usuario debe confirmar la dirección de correo electrónico.';
const NOTE =
  'Por seguridad se cerraron todas las sesiones abiertas: su cuenta solo puede usarse en un dispositivo a la vez.';

async function openPortal() {
  const app = renderApp('/portal');
  await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 });
  return app;
}

const emailInput = () => screen.getByRole('textbox', { name: /Correo electrónico/ });
const passwordInput = () => screen.getByLabelText(/^Contraseña/) as HTMLInputElement;
const enterButton = () => screen.getByRole('button', { name: 'Entrar a mi cuenta' });

/** Waits until the router has finished loading a /cliente screen (its loaders included). */
const landsOnClientArea = (app: RenderedApp) =>
  waitFor(
    () => {
      expect(app.router.state.resolvedLocation?.pathname).toMatch(/^\/cliente(\/|$)/);
      expect(app.router.state.status).toBe('idle');
    },
    { timeout: 10_000 },
  );

async function fillAndSubmit(app: Pick<RenderedApp, 'user'>, email: string, password: string) {
  if (email) await app.user.type(emailInput(), email);
  if (password) await app.user.type(passwordInput(), password);
  await app.user.click(enterButton());
}

/** Registers a client without confirming its e-mail. */
async function registerUnconfirmed(email = 'sin.confirmar@correo.test', password = 'clave123') {
  await post('/api/client/register', {
    referido: '',
    name: 'Sin Confirmar',
    email,
    password,
    origen: 'Google',
  });
  return { email, password };
}

describe('login screen (/portal)', () => {
  const sim = useSimulator();
  beforeEach(resetAll);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ROUTE-03 GEN-01 shows the main login screen at /portal, in Spanish', async () => {
    const app = await openPortal();
    expect(app.router.state.location.pathname).toBe('/portal');
    expect(emailInput()).toBeInTheDocument();
    expect(passwordInput()).toBeInTheDocument();
  });

  it('LOGIN-01 the email is required and of type email: a malformed address is blocked by the browser', async () => {
    const app = await openPortal();
    const requests = recordRequests(sim.server);
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    await fillAndSubmit(app, 'no-es-un-correo', 'clave123');
    expect((emailInput() as HTMLInputElement).validity.typeMismatch).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.count()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('LOGIN-02 the password is required and its toggle switches between hidden and visible text', async () => {
    const app = await openPortal();
    expect(passwordInput()).toBeRequired();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await app.user.click(toggle);
    expect(passwordInput()).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Ocultar contraseña' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(hide);
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('LOGIN-03 the submit button reads Entrar a mi cuenta', async () => {
    await openPortal();
    expect(enterButton()).toHaveAttribute('type', 'submit');
    expect(enterButton()).toHaveTextContent('Entrar a mi cuenta');
  });

  it('LOGIN-04 the button shows a spinner while the login request is pending', async () => {
    const { email, password } = await newClient();
    const held = gate();
    sim.server.use(
      http.post('*/api/client/authenticate', async () => {
        await held.wait;
      }),
    );
    const app = await openPortal();
    expect(enterButton()).not.toHaveAttribute('data-loading');
    await fillAndSubmit(app, email, password);
    await waitFor(() => expect(enterButton()).toHaveAttribute('data-loading', 'true'));
    expect(enterButton()).toHaveAttribute('aria-busy', 'true');
    expect(enterButton()).toBeDisabled();
    await waitFor(() => expect(enterButton().querySelector('.mantine-Button-loader')).not.toBeNull());
    held.open();
    await landsOnClientArea(app);
  });

  it('LOGIN-05 LOGIN-13 DEMO-03 once the profile is loaded: Bienvenido and the name, the simulator named, the button disabled', async () => {
    const { email, password } = await newClient();
    await signInAs(email, password);
    const app = renderApp('/portal');
    expect(screen.queryByText(/^Bienvenido/)).toBeNull();
    await app.queryClient.fetchQuery(profileQuery());
    expect(await screen.findByText('Bienvenido Cliente Nuevo')).toBeInTheDocument();
    expect(
      screen.getByText('Le damos la bienvenida al simulador de la plataforma (DEMO PLATFORM).'),
    ).toBeInTheDocument();
    expect(enterButton()).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/cliente');
  });

  it('LOGIN-12 LOGIN-13 LOGIN-05 after login the spinner stays until the client data is loaded, then the router lands on /cliente', async () => {
    const { email, password } = await newClient();
    const held = gate();
    sim.server.use(
      http.post('*/api/client/profile', async () => {
        await held.wait;
      }),
    );
    const app = await openPortal();
    await fillAndSubmit(app, email, password);
    await waitFor(() => expect(useSession.getState().token).not.toBeNull());
    await new Promise((r) => setTimeout(r, 300));
    expect(app.router.state.resolvedLocation?.pathname).toBe('/portal');
    expect(enterButton()).toHaveAttribute('data-loading', 'true');
    expect(screen.queryByText(/^Bienvenido/)).toBeNull();
    held.open();
    await landsOnClientArea(app);
    expect(app.queryClient.getQueryData(profileQuery().queryKey)?.name).toBe('Cliente Nuevo');
    expect(app.queryClient.getQueryData(statusQuery().queryKey)).toBeDefined();
  });

  it('LOGIN-12 ROLE-07 ROUTE-12 ROLE-03 SHELL-02 DEMO-02 the seeded status-3 investor signs in by the form and lands on Inicio, with the full menu, its name and no demo banner', async () => {
    const app = await openPortal();
    await fillAndSubmit(app, 'inversor@simulador.test', 'inversor1234');
    await landsOnClientArea(app);
    expect(app.router.state.location.pathname).toBe('/cliente/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Inicio',
      'Proyectos',
      'Mis inversiones',
      'Mis ofertas',
      'Depósito',
      'Retiro',
      'Tarjetas',
      'Mi cuenta',
    ]);
    expect(
      within(screen.getByRole('banner', { name: 'Barra superior' })).getByText('Andrés Gómez'),
    ).toBeInTheDocument();
    expect(screen.queryByText('DEMO PLATFORM')).toBeNull();
  });

  it('API-03 SESS-01 SESS-03 calls authenticate twice (status, then session) and stores the second token under "token"', async () => {
    const { email, password } = await newClient();
    const tokens: string[] = [];
    sim.server.events.on('response:mocked', async ({ request, response }) => {
      if (new URL(request.url).pathname === '/api/client/authenticate') {
        const body = (await response.clone().json()) as { success: { token: string } };
        tokens.push(body.success.token);
      }
    });
    const app = await openPortal();
    const requests = recordRequests(sim.server);
    await fillAndSubmit(app, `  ${email} `, password);
    await landsOnClientArea(app);
    const calls = (await requests.all()).filter((r) => r.path === '/api/client/authenticate');
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call.body).toEqual({ email, password });
    await waitFor(() => expect(tokens).toHaveLength(2));
    expect(tokens[0]).not.toBe(tokens[1]);
    expect(sessionStorage.getItem('token')).toBe(tokens[1]);
    expect(useSession.getState().token).toBe(tokens[1]);
    sim.server.events.removeAllListeners();
  });

  it('LOGIN-06 LOGIN-07 links lead to /forgot and /nueva-cuenta', async () => {
    const app = await openPortal();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/nueva-cuenta');
    await app.user.click(screen.getByRole('link', { name: '¿Olvidó su contraseña?' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/forgot'));
  });

  it('LOGIN-08 CONST-01 the welcome text says every type of investor, from USDT 50', async () => {
    await openPortal();
    expect(
      screen.getByText('La plataforma para todo tipo de inversionista, desde USDT 50.'),
    ).toBeInTheDocument();
  });

  it('LOGIN-09 an email empty after trimming sends nothing and shows no message', async () => {
    const app = await openPortal();
    const requests = recordRequests(sim.server);
    await fillAndSubmit(app, '   ', 'clave123');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.count()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('LOGIN-10 a password empty after trimming sends nothing and shows no message', async () => {
    const app = await openPortal();
    const requests = recordRequests(sim.server);
    await fillAndSubmit(app, 'cliente@correo.test', '        ');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.count()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('LOGIN-11 a password of 5 characters sends nothing and shows no message; 6 characters are sent', async () => {
    const { email } = await newClient('seis@correo.test', 'seis66');
    const app = await openPortal();
    const requests = recordRequests(sim.server);
    await fillAndSubmit(app, email, 'seis6');
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.count()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await app.user.type(passwordInput(), '6');
    await app.user.click(enterButton());
    await landsOnClientArea(app);
    expect((await requests.paths())[0]).toBe('/api/client/authenticate');
  });

  it('LOGIN-14 LOGIN-15 an unconfirmed email opens the resend modal (not the generic one) with the server message and an email field', async () => {
    const { email, password } = await registerUnconfirmed();
    const app = await openPortal();
    await fillAndSubmit(app, email, password);
    const dialog = await screen.findByRole('dialog', { name: '¡Su registro está casi completo!' });
    expect(within(dialog).getByText(UNCONFIRMED)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(email);
    expect(
      within(dialog).getByRole('button', { name: 'Reenviar enlace de confirmación' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('LOGIN-16 API-07 resend posts the typed email to /api/cliente/resend_email and shows the returned message', async () => {
    const { email, password } = await registerUnconfirmed();
    const app = await openPortal();
    await fillAndSubmit(app, email, password);
    const dialog = await screen.findByRole('dialog', { name: '¡Su registro está casi completo!' });
    const field = within(dialog).getByRole('textbox', { name: /Correo electrónico/ });
    await app.user.clear(field);
    await app.user.type(field, email.toUpperCase());
    const requests = recordRequests(sim.server);
    await app.user.click(within(dialog).getByRole('button', { name: 'Reenviar enlace de confirmación' }));
    expect(
      await within(dialog).findByText(
        'Si el correo electrónico está registrado y pendiente de confirmación, recibirá nuevamente el enlace de confirmación.',
      ),
    ).toBeInTheDocument();
    expect(await requests.all()).toEqual([
      { method: 'POST', path: '/api/cliente/resend_email', body: { email: email.toUpperCase() } },
    ]);
  });

  it('LOGIN-17 resend with an empty email sends nothing', async () => {
    const { email, password } = await registerUnconfirmed();
    const app = await openPortal();
    await fillAndSubmit(app, email, password);
    const dialog = await screen.findByRole('dialog', { name: '¡Su registro está casi completo!' });
    const requests = recordRequests(sim.server);
    await app.user.clear(within(dialog).getByRole('textbox', { name: /Correo electrónico/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Reenviar enlace de confirmación' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.count()).toBe(0);
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('LOGIN-18 ERR-01 SESS-05 SRV-11 a wrong password shows the server message in the generic modal and clears the session', async () => {
    const { email } = await newClient();
    useSession.getState().signIn('token-anterior'.padEnd(40, 'x'), Date.now());
    const app = await openPortal();
    await fillAndSubmit(app, email, 'otra-clave');
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getByText(BAD_CREDENTIALS)).toBeInTheDocument();
    expect(within(dialog).queryByText(NOTE)).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useSession.getState().token).toBeNull();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByText(BAD_CREDENTIALS)).toBeNull());
    expect(app.router.state.location.pathname).toBe('/portal');
  });

  it('LOGIN-19 for "Intente nuevamente" the generic modal adds the single-device note', async () => {
    sim.server.use(
      http.post('*/api/client/authenticate', () =>
        HttpResponse.json(errorBodyOf('Intente nuevamente'), { status: 401 }),
      ),
    );
    const app = await openPortal();
    await fillAndSubmit(app, 'cliente@correo.test', 'clave123');
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getByText('Intente nuevamente')).toBeInTheDocument();
    expect(within(dialog).getByText(NOTE)).toBeInTheDocument();
  });

  it('LOGIN-20 right click is disabled on the login screen', async () => {
    await openPortal();
    // fireEvent returns false when the default action (the browser's context menu) was prevented
    expect(fireEvent.contextMenu(screen.getByRole('main'))).toBe(false);
    expect(fireEvent.contextMenu(emailInput())).toBe(false);
    expect(fireEvent.contextMenu(enterButton())).toBe(false);
  });

  it('LOGIN-21 a login message is still shown at 99,999 ms and cleared at 100,000 ms', async () => {
    useFakeTimeouts();
    renderApp('/portal');
    await settle(() => expect(enterButton()).toBeEnabled());
    typeInto(emailInput(), 'nadie@correo.test');
    typeInto(passwordInput(), 'clave123');
    fireEvent.click(enterButton());
    await settle(() => expect(screen.getByText(BAD_CREDENTIALS)).toBeInTheDocument());
    await advance(99_999);
    expect(screen.getByText(BAD_CREDENTIALS)).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText(BAD_CREDENTIALS)).toBeNull();
  });

  it('LOGIN-21 LOGIN-14 the unconfirmed-email modal also clears at 100,000 ms', async () => {
    const { email, password } = await registerUnconfirmed();
    useFakeTimeouts();
    renderApp('/portal');
    await settle(() => expect(enterButton()).toBeEnabled());
    typeInto(emailInput(), email);
    typeInto(passwordInput(), password);
    fireEvent.click(enterButton());
    await settle(() => expect(screen.getByText(UNCONFIRMED)).toBeInTheDocument());
    await advance(99_999);
    expect(screen.getByText(UNCONFIRMED)).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText(UNCONFIRMED)).toBeNull();
  });

  it('LOGIN-22 the message of a sign-out is shown in the generic modal, once', async () => {
    useSession.getState().signOut(SESSION_EXPIRED_MESSAGE);
    const app = await openPortal();
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull());
    expect(useSession.getState().signOutMessage).toBeNull();
  });

  it('LOGIN-22 LOGIN-19 SESS-12 a session closed by a login elsewhere lands on /portal with the message and the single-device note', async () => {
    const { email, password } = await newClient();
    await signInAs(email, password);
    // another device signs in: this tab's token is revoked (SRV-12)
    await post('/api/client/authenticate', { email, password });
    const app = renderApp('/cliente');
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(app.router.state.location.pathname).toBe('/portal');
    expect(within(dialog).getByText('Intente nuevamente')).toBeInTheDocument();
    expect(within(dialog).getByText(NOTE)).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('LOGIN-21 LOGIN-22 a sign-out message also clears at 100,000 ms', async () => {
    useSession.getState().signOut(SESSION_EXPIRED_MESSAGE);
    useFakeTimeouts();
    renderApp('/portal');
    await settle(() => expect(screen.getByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument());
    await advance(99_999);
    expect(screen.getByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).toBeNull();
    expect(useSession.getState().signOutMessage).toBeNull();
  });

  it('SESS-06 the protect-button flag is on after login and off 3500 ms later (still on at 3499 ms)', async () => {
    const { email, password } = await newClient();
    useFakeTimeouts();
    renderApp('/portal');
    await settle(() => expect(enterButton()).toBeEnabled());
    expect(useSession.getState().protectButton).toBe(false);
    typeInto(emailInput(), email);
    typeInto(passwordInput(), password);
    fireEvent.click(enterButton());
    await settle(() => expect(useSession.getState().token).not.toBeNull());
    expect(useSession.getState().protectButton).toBe(true);
    await advance(3499);
    expect(useSession.getState().protectButton).toBe(true);
    await advance(1);
    expect(useSession.getState().protectButton).toBe(false);
  });

  it('SESS-05 a failed login leaves no token and the authenticated flag off', async () => {
    const app = await openPortal();
    await fillAndSubmit(app, 'nadie@correo.test', 'clave123');
    await screen.findByText(BAD_CREDENTIALS);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('LOGIN-18 a network failure shows its message in the generic modal', async () => {
    sim.server.use(http.post('*/api/client/authenticate', () => HttpResponse.error()));
    const app = await openPortal();
    await fillAndSubmit(app, 'cliente@correo.test', 'clave123');
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(
      within(dialog).getByText('No se pudo conectar con el servidor. Intente nuevamente más tarde.'),
    ).toBeInTheDocument();
  });

  it('SRV-09 the demo outbox of the typed address lists the activation mail and follows its link in the app', async () => {
    const { email } = await registerUnconfirmed();
    const app = await openPortal();
    const outboxButton = screen.getByRole('button', { name: 'Correo de demostración' });
    expect(outboxButton).toBeDisabled();
    await app.user.type(emailInput(), email);
    await app.user.click(outboxButton);
    const dialog = await screen.findByRole('dialog', { name: 'Correo de demostración' });
    const mail = await within(dialog).findByRole('article', { name: 'Confirme su correo electrónico' });
    expect(within(mail).getByText(/gracias por registrarse/)).toBeInTheDocument();
    await app.user.click(within(mail).getByRole('button', { name: 'Abrir enlace' }));
    expect(await screen.findByText('Felicitaciones')).toBeInTheDocument();
    expect(app.router.state.location.pathname).toMatch(/^\/activation\/[0-9a-f]+$/);
  });

  it('LOGIN-15 SRV-09 the unconfirmed-email modal opens the demo outbox of its address', async () => {
    const { email, password } = await registerUnconfirmed();
    const app = await openPortal();
    await fillAndSubmit(app, email, password);
    const modal = await screen.findByRole('dialog', { name: '¡Su registro está casi completo!' });
    await app.user.click(within(modal).getByRole('button', { name: 'Correo de demostración' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correo de demostración' });
    expect(
      await within(dialog).findByRole('article', { name: 'Confirme su correo electrónico' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(UNCONFIRMED)).toBeNull());
  });

  it('shows an empty outbox for an address without mail', async () => {
    const app = await openPortal();
    await app.user.type(emailInput(), 'nadie@correo.test');
    await app.user.click(screen.getByRole('button', { name: 'Correo de demostración' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correo de demostración' });
    expect(await within(dialog).findByText('No hay mensajes para nadie@correo.test.')).toBeInTheDocument();
  });

  it('LOGIN-04 the pending button ignores a second submission', async () => {
    const { email, password } = await newClient();
    sim.server.use(http.post('*/api/client/authenticate', () => delay(200).then(() => undefined)));
    const app = await openPortal();
    const requests = recordRequests(sim.server);
    await fillAndSubmit(app, email, password);
    fireEvent.submit(enterButton().closest('form')!);
    await landsOnClientArea(app);
    expect((await requests.paths()).filter((p) => p === '/api/client/authenticate')).toHaveLength(2);
  });
});
