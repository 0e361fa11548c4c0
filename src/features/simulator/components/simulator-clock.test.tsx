import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs, type RenderedApp } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';

// Moving the clock reloads every query of the screen through the real simulator.

const clockRegion = () => screen.getByRole('region', { name: 'Reloj del simulador' });
const shownTime = () => within(clockRegion()).getByRole('status');

async function openDashboard(): Promise<RenderedApp> {
  await signInAs('inversor@simulador.test', 'inversor1234');
  const app = renderApp('/cliente/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Inicio' }, { timeout: 10_000 });
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
  return app;
}

describe("the simulator's clock in the sidebar", () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(cleanup);

  it('shows the simulated date and moves it forward for the server, reloading what the screen shows', async () => {
    const app = await openDashboard();
    // TEST_START is 12:00 UTC: 07:00 on the platform's (Bogotá) clock.
    expect(shownTime()).toHaveTextContent('Fecha simulada: 22/11/2026 07:00');
    const dashboardCalls = () => app.queryClient.getQueryState(['client', 'dashboard'])?.dataUpdateCount ?? 0;
    const loadsBefore = dashboardCalls();

    await app.user.click(within(clockRegion()).getByRole('button', { name: 'Avanzar el reloj 1 hora' }));
    await waitFor(() => expect(shownTime()).toHaveTextContent('Fecha simulada: 22/11/2026 08:00'));
    // The server moved too, and the dashboard was asked again.
    const clock = await post<{ data: { ahora: string } }>('/api/simulador/reloj', {});
    expect(clock.body.data.ahora).toBe('2026-11-22 08:00:00');
    await waitFor(() => expect(dashboardCalls()).toBeGreaterThan(loadsBefore));
  });

  it("SESS-11 SESS-10 a session the server's clock has taken to 80,400,000 ms after login opens on the login screen, with the server's message", async () => {
    const token = await signInAs('inversor@simulador.test', 'inversor1234');
    // A minute short of the lifetime the session still answers.
    sim.clock.advance(80_400_000 - 60_000);
    expect((await post('/api/client/getstatus', {}, token)).status).toBe(200);
    sim.clock.advance(60_000);
    // The page opened again (a reload) with the same session: its first call is refused.
    const app = renderApp('/cliente/dashboard');
    const notice = await screen.findByRole('dialog', { name: 'Aviso' }, { timeout: 10_000 });
    expect(app.router.state.location.pathname).toBe('/portal');
    expect(notice).toHaveTextContent('Su sesión ha expirado. Inicie sesión nuevamente.');
    expect(useSession.getState().token).toBeNull();
  });

  it('SRV-63 thirty days on the clock keep the client signed in on the same screen, its figures asked again', async () => {
    const app = await openDashboard();
    const token = useSession.getState().token;
    const dashboardCalls = () => app.queryClient.getQueryState(['client', 'dashboard'])?.dataUpdateCount ?? 0;
    const loadsBefore = dashboardCalls();
    await app.user.click(within(clockRegion()).getByRole('button', { name: 'Avanzar el reloj 30 días' }));
    await waitFor(() => expect(shownTime()).toHaveTextContent('Fecha simulada: 22/12/2026'));
    await waitFor(() => expect(dashboardCalls()).toBeGreaterThan(loadsBefore));
    expect(useSession.getState().token).toBe(token);
    expect(app.router.state.location.pathname).toBe('/cliente/dashboard');
    expect((await post('/api/client/getstatus', {}, token!)).status).toBe(200);
  });
});
