import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/session/session-store';
import { renderApp, signInAs, type RenderedApp } from '../../../../tests/render-app';
import { newClient, useSimulator } from '../../../../tests/simulator';
import { advance, recordRequests, settle, useFakeTimeouts } from '../../../../tests/screen-helpers';
import { resetAll } from './test-helpers';

const emailInput = () => screen.getByRole('textbox', { name: /Correo electrónico/ });
const passwordInput = () => screen.getByLabelText(/^Contraseña/) as HTMLInputElement;
const enterButton = () => screen.getByRole('button', { name: 'Entrar a mi cuenta' });

const landsOnClientArea = (app: RenderedApp) =>
  waitFor(
    () => {
      expect(app.router.state.resolvedLocation?.pathname).toMatch(/^\/cliente(\/|$)/);
      expect(app.router.state.status).toBe('idle');
    },
    { timeout: 10_000 },
  );

describe('simple login screen (/login-pendiente)', () => {
  const sim = useSimulator();
  beforeEach(resetAll);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ROUTE-04 GEN-01 shows an email and password screen titled Iniciar Sesion', async () => {
    renderApp('/login-pendiente');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesion', level: 1 })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(passwordInput()).toBeRequired();
    expect(enterButton()).toBeInTheDocument();
  });

  it('ROUTE-05 API-03 SESS-01 SESS-03 signs in with the same calls as /portal and goes on to /cliente', async () => {
    const { email, password } = await newClient();
    const app = renderApp('/login-pendiente');
    await screen.findByRole('heading', { name: 'Iniciar Sesion' });
    const requests = recordRequests(sim.server);
    await app.user.type(emailInput(), email);
    await app.user.type(passwordInput(), password);
    await app.user.click(enterButton());
    await landsOnClientArea(app);
    const calls = (await requests.all()).filter((r) => r.path === '/api/client/authenticate');
    expect(calls.map((c) => c.body)).toEqual([
      { email, password },
      { email, password },
    ]);
    expect(sessionStorage.getItem('token')).toBe(useSession.getState().token);
    expect(useSession.getState().token).not.toBeNull();
  });

  it('ROUTE-05 LOGIN-09 LOGIN-10 LOGIN-11 applies the same rules: nothing is sent for an empty email, a blank or a short password', async () => {
    const app = renderApp('/login-pendiente');
    await screen.findByRole('heading', { name: 'Iniciar Sesion' });
    const requests = recordRequests(sim.server);
    await app.user.type(emailInput(), '  ');
    await app.user.type(passwordInput(), 'clave123');
    await app.user.click(enterButton());
    await app.user.clear(passwordInput());
    await app.user.type(emailInput(), 'cliente@correo.test');
    await app.user.type(passwordInput(), '      ');
    await app.user.click(enterButton());
    await app.user.clear(passwordInput());
    await app.user.type(passwordInput(), 'clave');
    await app.user.click(enterButton());
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.count()).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ROUTE-05 LOGIN-18 SESS-05 shows a refusal in the generic modal and clears the session', async () => {
    const app = renderApp('/login-pendiente');
    await screen.findByRole('heading', { name: 'Iniciar Sesion' });
    await app.user.type(emailInput(), 'nadie@correo.test');
    await app.user.type(passwordInput(), 'clave123');
    await app.user.click(enterButton());
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getByText('Correo electrónico o contraseña incorrectos.')).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
  });

  it('ROUTE-06 an already signed-in visitor stays at 999 ms and is sent to /cliente at 1000 ms', async () => {
    const { email, password } = await newClient();
    await signInAs(email, password);
    useFakeTimeouts();
    const app = renderApp('/login-pendiente');
    await settle(() =>
      expect(
        screen.getByText('Ya tiene una sesión iniciada. En un momento le llevamos a su cuenta.'),
      ).toBeInTheDocument(),
    );
    await advance(999);
    expect(app.router.state.location.pathname).toBe('/login-pendiente');
    await advance(1);
    await settle(() => expect(app.router.state.location.pathname).toMatch(/^\/cliente(\/|$)/));
    vi.useRealTimers();
    await landsOnClientArea(app);
  });

  it('ROUTE-06 a visitor without a session is not redirected', async () => {
    useFakeTimeouts();
    const app = renderApp('/login-pendiente');
    await settle(() => expect(enterButton()).toBeEnabled());
    await advance(5000);
    expect(app.router.state.location.pathname).toBe('/login-pendiente');
  });
});
