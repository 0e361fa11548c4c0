import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '@/contract/projects';
import { useSession } from '@/shared/session/session-store';
import { resetSession } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import { openScreen, recordRequests, showAt } from '../../../../tests/screen-helpers';

vi.setConfig({ testTimeout: 45_000 });

/** The dashboard's carousel opens this feature's invest modal (composed by the dashboard route). */
describe("the dashboard's 'Invertir ahora'", () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    // Below 62em the invest modal's three sections are tabs.
    showAt(900);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined); // recharts: the test DOM has no layout
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("DASH-14 INVEST-21 'Invertir ahora' opens the invest modal for the slide's project; after investing, 'Aceptar' reloads the dashboard's data", async () => {
    const app = await openScreen('demo', '/cliente/dashboard', 'Inicio');
    const { body } = await post<{ data: Project[] }>(
      '/api/client/projects/all_projects',
      {},
      useSession.getState().token!,
    );
    const carousel = await screen.findByRole('region', { name: 'Mercado primario' });
    const active = carousel.querySelector('[data-active]') as HTMLElement;
    const project = body.data.find((p) => String(p.id) === active.getAttribute('data-project-id'))!;
    await app.user.click(within(active).getByRole('button', { name: 'Invertir ahora' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Detalle de la inversión de ${project.name} ${project.nrocontrato}`,
    });
    expect(app.router.state.location.pathname).toBe('/cliente/dashboard');
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));

    await app.user.click(within(dialog).getByRole('tab', { name: 'Saldo en la cuenta' }));
    const min = (screen.getByLabelText(/^Monto a invertir/) as HTMLInputElement).min;
    await app.user.type(screen.getByLabelText(/^Monto a invertir/), min);
    await app.user.click(within(dialog).getByRole('button', { name: 'Invertir' }));
    const result = await screen.findByRole('dialog', { name: 'Resultado de la operación' });
    expect(within(result).getByText('Inversión realizada con éxito')).toBeInTheDocument();

    const requests = recordRequests(sim.server);
    await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    const paths = await requests.paths();
    for (const path of [
      '/api/client/dashboard',
      '/api/client/balance/list',
      '/api/client/investments/grafica',
      '/api/client/projects/all_projects',
    ])
      expect(paths).toContain(path);
  });
});
