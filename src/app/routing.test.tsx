import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetSession, signInAs } from '../../tests/render-app';
import { newClient, post, postForm, useSimulator } from '../../tests/simulator';
import { pngFile } from '../../tests/upload-files';

const png = () => pngFile('f.png', 8);

describe('routing and role guards', () => {
  useSimulator();
  beforeEach(resetSession);

  const landsOn = async (app: ReturnType<typeof renderApp>, path: string) =>
    waitFor(() => {
      expect(app.router.state.location.pathname).toBe(path);
      expect(app.router.state.status).toBe('idle');
      expect(app.queryClient.isFetching()).toBe(0);
    });

  it('ROUTE-01 redirects / to /portal', async () => {
    const app = renderApp('/');
    await landsOn(app, '/portal');
  });

  it('ROUTE-11 redirects /login to /portal', async () => {
    const app = renderApp('/login');
    await landsOn(app, '/portal');
  });

  it('ROUTE-10 sends a visitor without a session from any /cliente path to / and on to /portal', async () => {
    for (const path of ['/cliente', '/cliente/dashboard', '/cliente/user-profile', '/cliente/no-existe']) {
      const app = renderApp(path);
      await landsOn(app, '/portal');
      app.unmount();
    }
  });

  it('ROLE-05 ROLE-06 ROLE-04 sends a status-1 client from /cliente, unknown and status-3 paths to /cliente/user-profile', async () => {
    const { email, password } = await newClient();
    await signInAs(email, password);
    for (const path of [
      '/cliente',
      '/cliente/cualquier-cosa',
      '/cliente/dashboard',
      '/cliente/projectos',
      '/cliente/inversiones',
      '/cliente/ofertas',
      '/cliente/retiro',
      '/cliente/user-tarjeta',
    ]) {
      const app = renderApp(path);
      await landsOn(app, '/cliente/user-profile');
      app.unmount();
    }
    const deposit = renderApp('/cliente/ultradeposito');
    await landsOn(deposit, '/cliente/ultradeposito');
  });

  it('ROLE-05 ROLE-04 treats a status-2 client like status 1', async () => {
    const { email, password, token } = await newClient();
    await post('/api/client/update', { datos: { name: 'Cliente Dos' } }, token);
    await signInAs(email, password);
    for (const path of ['/cliente', '/cliente/user-tarjeta', '/cliente/dashboard']) {
      const app = renderApp(path);
      await landsOn(app, '/cliente/user-profile');
      app.unmount();
    }
  });

  it('ROLE-07 sends a status-3 client from /cliente and unknown paths to /cliente/dashboard and lets it open every screen', async () => {
    const { email, password, token } = await newClient();
    await postForm(
      '/api/client/kyc',
      { file_id_front: png(), file_id_reverse: png(), file_selfie: png() },
      token,
    );
    await signInAs(email, password);
    for (const path of ['/cliente', '/cliente/no-existe/tampoco']) {
      const app = renderApp(path);
      await landsOn(app, '/cliente/dashboard');
      app.unmount();
    }
    const cards = renderApp('/cliente/user-tarjeta');
    await landsOn(cards, '/cliente/user-tarjeta');
  });
});

describe('unknown public paths', () => {
  useSimulator();
  beforeEach(resetSession);

  it('send a visitor to the login screen instead of a blank page', async () => {
    const app = renderApp('/no-existe');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/portal'));
  });
});

describe('session entry', () => {
  const sim = useSimulator();
  beforeEach(resetSession);

  it('ROLE-09 status 0 means not authenticated: the token is removed and the client leaves the client area', async () => {
    const { email, password } = await newClient();
    await signInAs(email, password);
    const db = await sim.store();
    const client = await db.clients.where('email').equals(email).first();
    await db.clients.update(client!.id, { status: 0 });
    const app = renderApp('/cliente/user-profile');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/portal'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('SESS-09 entering /cliente reloads the client data; moving inside it does not', async () => {
    const { email, password } = await newClient();
    await signInAs(email, password);
    const profileCalls: string[] = [];
    const statusCalls: string[] = [];
    sim.server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/client/profile') profileCalls.push(request.url);
      if (path === '/api/client/getstatus') statusCalls.push(request.url);
    });
    const app = renderApp('/cliente/user-profile');
    const settled = () =>
      waitFor(() => {
        expect(app.router.state.status).toBe('idle');
        expect(app.queryClient.isFetching()).toBe(0);
      });
    await settled();
    const afterEntry = profileCalls.length;
    expect(afterEntry).toBe(1);
    // A load with nothing cached (a reload): the guard's call to getstatus is the entry's reload of it.
    expect(statusCalls).toHaveLength(1);
    await app.router.navigate({ to: '/cliente/ultradeposito' });
    await settled();
    expect(profileCalls.length).toBe(afterEntry);
    expect(statusCalls).toHaveLength(1);
    await app.router.navigate({ to: '/cotizador' });
    await settled();
    await app.router.navigate({ to: '/cliente/user-profile' });
    await settled();
    // Entering again with both cached: the loader asks for both again.
    expect(profileCalls.length).toBe(afterEntry + 1);
    expect(statusCalls).toHaveLength(2);
  });
});
