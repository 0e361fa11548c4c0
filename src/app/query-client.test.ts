import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { currentStatus } from '@/shared/api/session-guard';
import { useSession } from '@/shared/session/session-store';
import { renderApp, signInAs } from '../../tests/render-app';
import { useSimulator } from '../../tests/simulator';
import { createQueryClient } from './query-client';

describe('the query client and the session', () => {
  afterEach(() => useSession.getState().signOut());

  const failWith = async (error: unknown, signOutOnError = true) => {
    useSession.getState().signIn('t0k3n', Date.now());
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['lista'], queryFn: () => Promise.reject(error), meta: { signOutOnError } })
      .catch(() => undefined);
    return useSession.getState();
  };

  it('ERR-03 a client-area list the server refuses signs the client out with its message', async () => {
    const session = await failWith(new ApiError(500, 'Error al cargar', null));
    expect(session.token).toBeNull();
    expect(session.signOutMessage).toBe('Error al cargar');
  });

  it('SESS-12 any call refused for its session signs the client out', async () => {
    const session = await failWith(new ApiError(401, 'Intente nuevamente', null), false);
    expect(session.token).toBeNull();
  });

  it('a call that got no answer (the page being reloaded or left cancels it) keeps the session', async () => {
    const session = await failWith(new ApiError(0, 'No se pudo conectar con el servidor.', null));
    expect(session.token).toBe('t0k3n');
  });

  describe('entering the client area', () => {
    const sim = useSimulator();

    it('keeps the session when the status call gets no answer (a reload cancels it): the screen says to try again', async () => {
      const token = await signInAs('inversor@simulador.test', 'inversor1234');
      sim.server.use(http.post('*/api/client/getstatus', () => HttpResponse.error()));
      // React reports the error the route's boundary catches: expected here.
      vi.mocked(console.error).mockImplementation(() => undefined);
      renderApp('/cliente/dashboard');
      expect(
        await screen.findByText('No pudimos mostrar esta pantalla. Intente nuevamente.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(useSession.getState().token).toBe(token));
    });

    it("SESS-12 a session another call refused first keeps that call's message: the status check it cancels does not clear it", async () => {
      await signInAs('inversor@simulador.test', 'inversor1234');
      // The status check is still on its way when another call of the same page is refused.
      sim.server.use(
        http.post('*/api/client/getstatus', async () => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          return HttpResponse.json({ message: 'Intente nuevamente' }, { status: 401 });
        }),
      );
      const client = createQueryClient();
      const status = currentStatus(client);
      useSession.getState().signOut('Sesión cerrada por otra llamada');
      expect(await status).toBeNull();
      expect(useSession.getState().signOutMessage).toBe('Sesión cerrada por otra llamada');
    });
  });
});
