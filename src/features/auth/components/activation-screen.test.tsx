import { cleanup, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorBodyOf } from '@/contract/errors';
import { renderApp } from '../../../../tests/render-app';
import { get, post, useSimulator } from '../../../../tests/simulator';
import { recordRequests } from '../../../../tests/screen-helpers';
import { resetAll } from './test-helpers';

/** Registers a client and reads its activation link from the demo outbox. */
async function activationLink(email = 'activar@correo.test') {
  await post('/api/client/register', {
    referido: '',
    name: 'Por Activar',
    email,
    password: 'clave123',
    origen: 'Email',
  });
  const outbox = await post<{ data: { link: string | null }[] }>('/api/simulador/correo', { email });
  const link = outbox.body.data.find((m) => m.link?.startsWith('/activation/'))?.link;
  if (!link) throw new Error('no activation link');
  return { email, link, token: link.slice('/activation/'.length) };
}

describe('activation screen (/activation/{token})', () => {
  const sim = useSimulator();
  beforeEach(resetAll);
  afterEach(cleanup);

  it('ROUTE-08 ACT-01 API-05 calls GET /api/client/activation/{token} with the token from the URL', async () => {
    const { link, token } = await activationLink();
    const requests = recordRequests(sim.server);
    renderApp(link);
    await screen.findByText('Felicitaciones');
    expect(await requests.all()).toEqual([
      { method: 'GET', path: `/api/client/activation/${token}`, body: null },
    ]);
  });

  it('ACT-02 ACT-05 SRV-10 a valid token shows Felicitaciones and a button to log in that leads to /login', async () => {
    const { link, email } = await activationLink();
    const app = renderApp(link);
    expect(await screen.findByRole('heading', { name: 'Felicitaciones' })).toBeInTheDocument();
    expect(screen.getByText('Su correo electrónico ha sido validado exitosamente')).toBeInTheDocument();
    // the e-mail is confirmed: the client may now log in
    const login = await post('/api/client/authenticate', { email, password: 'clave123' });
    expect(login.status).toBe(200);
    const button = screen.getByRole('link', { name: 'Iniciar sesión' });
    expect(button).toHaveAttribute('href', '/login');
    await app.user.click(button);
    await waitFor(() => expect(app.router.state.resolvedLocation?.pathname).toBe('/portal'));
  });

  it('ACT-03 ACT-06 SRV-10 a used token shows Upps Lo sentimos and a button to log in', async () => {
    const { link } = await activationLink();
    await get(`/api/client${link}`);
    const app = renderApp(link);
    expect(await screen.findByRole('heading', { name: 'Upps Lo sentimos' })).toBeInTheDocument();
    expect(screen.getByText('No hemos podido validar su correo electrónico')).toBeInTheDocument();
    expect(screen.queryByText('Felicitaciones')).toBeNull();
    const button = screen.getByRole('link', { name: 'Iniciar sesión' });
    expect(button).toHaveAttribute('href', '/login');
    await app.user.click(button);
    await waitFor(() => expect(app.router.state.resolvedLocation?.pathname).toBe('/portal'));
  });

  it('ACT-03 an unknown token shows the failure screen', async () => {
    renderApp('/activation/desconocido');
    expect(await screen.findByRole('heading', { name: 'Upps Lo sentimos' })).toBeInTheDocument();
  });

  it('ACT-04 an error response shows the failure screen', async () => {
    sim.server.use(
      http.get('*/api/client/activation/:token', () =>
        HttpResponse.json(errorBodyOf('Error interno del servidor. Intente nuevamente.'), { status: 500 }),
      ),
    );
    renderApp('/activation/cualquiera');
    expect(await screen.findByRole('heading', { name: 'Upps Lo sentimos' })).toBeInTheDocument();
    expect(screen.getByText('No hemos podido validar su correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('ACT-01 shows Cargando... while the answer is on its way', async () => {
    const { link } = await activationLink();
    renderApp(link);
    // The skeleton's status, for a screen reader: 'Cargando...', then the result in its place.
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    await screen.findByText('Felicitaciones');
  });
});
