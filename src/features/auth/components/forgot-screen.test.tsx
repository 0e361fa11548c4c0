import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../tests/render-app';
import { newClient, post, useSimulator } from '../../../../tests/simulator';
import { advance, recordRequests, settle, typeInto, useFakeTimeouts } from '../../../../tests/screen-helpers';
import { resetAll } from './test-helpers';

const RESET_SENT =
  'Si el correo electrónico está registrado, recibirá un mensaje con las instrucciones para recuperar su contraseña.';

async function openForgot() {
  const app = renderApp('/forgot');
  await screen.findByRole('heading', { name: 'Recuperar contraseña', level: 1 });
  return app;
}

const emailInput = () => screen.getByRole('textbox', { name: /Correo electrónico/ });
const sendButton = () => screen.getByRole('button', { name: 'Enviar enlace' });

describe('forgot screen (/forgot)', () => {
  const sim = useSimulator();
  beforeEach(resetAll);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ROUTE-09 FORGOT-01 GEN-01 shows an email field and a button to send a reset link', async () => {
    const app = await openForgot();
    expect(app.router.state.location.pathname).toBe('/forgot');
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(sendButton()).toHaveAttribute('type', 'submit');
  });

  it('FORGOT-02 FORGOT-03 links lead to registration and to the login screen', async () => {
    const app = await openForgot();
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/nueva-cuenta');
    const login = screen.getByRole('link', { name: 'Volver a iniciar sesión' });
    expect(login).toHaveAttribute('href', '/portal');
    await app.user.click(login);
    await waitFor(() => expect(app.router.state.resolvedLocation?.pathname).toBe('/portal'));
  });

  it('FORGOT-04 an empty email sends nothing', async () => {
    const app = await openForgot();
    const requests = recordRequests(sim.server);
    await app.user.click(sendButton());
    await app.user.type(emailInput(), '   ');
    await app.user.click(sendButton());
    fireEvent.submit(sendButton().closest('form')!);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.count()).toBe(0);
    expect(screen.queryByText(RESET_SENT)).toBeNull();
  });

  it('FORGOT-05 API-06 SRV-14 posts {email} to /api/client/forgotpassword and shows the returned message', async () => {
    const { email } = await newClient();
    const app = await openForgot();
    const requests = recordRequests(sim.server);
    await app.user.type(emailInput(), email);
    await app.user.click(sendButton());
    expect(await screen.findByText(RESET_SENT)).toBeInTheDocument();
    expect(await requests.all()).toEqual([
      { method: 'POST', path: '/api/client/forgotpassword', body: { email } },
    ]);
  });

  it('FORGOT-05 SRV-14 an unknown address gets the same message', async () => {
    const app = await openForgot();
    await app.user.type(emailInput(), 'nadie@correo.test');
    await app.user.click(sendButton());
    expect(await screen.findByText(RESET_SENT)).toBeInTheDocument();
  });

  it('FORGOT-06 the message is still shown at 3,999 ms and cleared at 4,000 ms', async () => {
    useFakeTimeouts();
    renderApp('/forgot');
    await settle(() => expect(sendButton()).toBeEnabled());
    typeInto(emailInput(), 'nadie@correo.test');
    fireEvent.click(sendButton());
    await settle(() => expect(screen.getByText(RESET_SENT)).toBeInTheDocument());
    await advance(3999);
    expect(screen.getByText(RESET_SENT)).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText(RESET_SENT)).toBeNull();
  });

  it('SRV-09 the demo outbox shows the reset mail with its temporary password', async () => {
    const { email } = await newClient();
    const app = await openForgot();
    await app.user.type(emailInput(), email);
    await app.user.click(sendButton());
    await screen.findByText(RESET_SENT);
    await app.user.click(screen.getByRole('button', { name: 'Correo de demostración' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correo de demostración' });
    const mail = await within(dialog).findByRole('article', { name: 'Recuperación de contraseña' });
    expect(within(mail).getByText(/Su contraseña temporal es [0-9a-f]+/)).toBeInTheDocument();
    // the server's outbox agrees
    const outbox = await post<{ data: { subject: string }[] }>('/api/simulador/correo', { email });
    expect(outbox.body.data.map((m) => m.subject)).toContain('Recuperación de contraseña');
  });
});
