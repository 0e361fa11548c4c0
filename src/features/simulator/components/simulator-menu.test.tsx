import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs, type RenderedApp } from '../../../../tests/render-app';
import { openScreen, personas, showOnPhone } from '../../../../tests/screen-helpers';
import { get, post, snapshot, useSimulator } from '../../../../tests/simulator';

const RESET_NOTICE = 'La demo se reinició. Inicie sesión de nuevo.';
const IMPORT_NOTICE = 'Se cargó un estado guardado de la demo. Inicie sesión de nuevo.';

const menu = () => screen.getByRole('region', { name: 'Simulador' });

/** The login screen with its header's simulator menu open. */
async function openMenuOnPortal(): Promise<{ app: RenderedApp; dialog: HTMLElement }> {
  const app = renderApp('/portal');
  await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
  // By keyboard: the header's button is reached with Tab and opened with Enter.
  const button = screen.getByRole('button', { name: 'Simulador' });
  button.focus();
  await app.user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Simulador' });
  return { app, dialog };
}

/** An investment of the signed-in persona, made through the server as the screen would. */
async function investHundred(token: string): Promise<void> {
  const projects = await post<{ data: { id: number; disponible: string }[] }>(
    '/api/client/projects',
    {},
    token,
  );
  const open = projects.body.data.find((p) => Number(p.disponible) >= 100)!;
  expect(
    (await post('/api/client/investments/create', { project_id: open.id, amount: '100' }, token)).status,
  ).toBe(200);
}

/** The notice a signed-out tab shows on the login screen. */
async function expectNoticeOnLogin(app: RenderedApp, notice: string) {
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/portal'));
  const message = await screen.findByRole('dialog', { name: 'Aviso' });
  expect(message).toHaveTextContent(notice);
}

describe('the simulator menu', () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('in the sidebar: reset asks first, then puts the seed back and ends the session with a notice', async () => {
    const app = await openScreen('inversor', '/cliente/dashboard', 'Inicio');
    const db = await sim.store();
    const investmentsBefore = await db.investments.count();
    await investHundred(useSession.getState().token!);
    await post('/api/simulador/reloj', { avanzar_ms: 3_600_000 });
    expect(within(menu()).getByRole('region', { name: 'Reloj del simulador' })).toBeInTheDocument();

    await app.user.click(within(menu()).getByRole('button', { name: 'Reiniciar la demo' }));
    let confirm = await screen.findByRole('dialog', { name: 'Reiniciar la demo' });
    expect(confirm).toHaveTextContent(
      'Se borrarán todos los cambios y la demo volverá a su estado inicial. Se cerrarán las sesiones abiertas.',
    );
    // Cancel changes nothing.
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reiniciar la demo' })).toBeNull());
    expect(await db.investments.count()).toBe(investmentsBefore + 1);

    await app.user.click(within(menu()).getByRole('button', { name: 'Reiniciar la demo' }));
    confirm = await screen.findByRole('dialog', { name: 'Reiniciar la demo' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Reiniciar' }));
    await expectNoticeOnLogin(app, RESET_NOTICE);
    expect(useSession.getState().token).toBeNull();
    expect(await db.investments.count()).toBe(investmentsBefore);
    expect(await db.sessions.count()).toBe(0);
    const clock = await post<{ data: { desfase_ms: number } }>('/api/simulador/reloj', {});
    expect(clock.body.data.desfase_ms).toBe(0);
    // Nothing of the client's data is left in the cache.
    expect(app.queryClient.getQueryData(['client', 'dashboard'])).toBeUndefined();
  });

  it('in the sidebar: the same file can be picked again after a refusal', async () => {
    const app = await openScreen('inversor', '/cliente/dashboard', 'Inicio');
    const input = menu().querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['no es JSON'], 'estado.json', { type: 'application/json' });
    for (let attempt = 1; attempt <= 2; attempt++) {
      await app.user.upload(input, file);
      const confirm = await screen.findByRole('dialog', { name: 'Importar estado' });
      await app.user.click(within(confirm).getByRole('button', { name: 'Importar' }));
      expect(await within(confirm).findByRole('alert')).toHaveTextContent('El archivo está dañado.');
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar estado' })).toBeNull());
    }
    expect(useSession.getState().token).not.toBeNull();
  });

  it('on a phone: the menu is in the burger drawer, and works by keyboard', async () => {
    showOnPhone();
    const app = await openScreen('inversor', '/cliente/dashboard', 'Inicio');
    const db = await sim.store();
    const investments = await db.investments.count();
    const nav = () => screen.getByRole('navigation', { name: 'Menú principal', hidden: true });
    // Closed, the drawer keeps the menu out of reach.
    expect(nav()).toHaveAttribute('inert');
    expect(nav()).toContainElement(screen.getByRole('region', { name: 'Simulador', hidden: true }));
    await app.user.click(screen.getByRole('button', { name: 'Abrir menú de navegación' }));
    expect(nav()).not.toHaveAttribute('inert');
    for (const action of ['Reiniciar la demo', 'Exportar estado', 'Importar estado'])
      expect(within(menu()).getByRole('button', { name: action })).toBeInTheDocument();

    within(menu()).getByRole('button', { name: 'Reiniciar la demo' }).focus();
    await app.user.keyboard('{Enter}');
    const confirm = await screen.findByRole('dialog', { name: 'Reiniciar la demo' });
    expect(within(confirm).getByRole('button', { name: 'Reiniciar' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reiniciar la demo' })).toBeNull());
    // Nothing happened: still signed in, in the client area, with the same data.
    expect(useSession.getState().token).not.toBeNull();
    expect(app.router.state.location.pathname).toBe('/cliente/dashboard');
    expect(await db.investments.count()).toBe(investments);
  });

  it("another tab's reset ends this tab's session at once, with the same notice", async () => {
    const app = await openScreen('inversor', '/cliente/dashboard', 'Inicio');
    // The other tab resets the server, then says so on the demo's channel.
    await post('/api/simulador/reiniciar', {});
    const otherTab = new BroadcastChannel('plataforma-simulador');
    otherTab.postMessage('reset');
    otherTab.close();
    await expectNoticeOnLogin(app, RESET_NOTICE);
    expect(useSession.getState().token).toBeNull();
  });

  it('on the login screen: exports the whole server as simulador-AAAA-MM-DD.json', async () => {
    const saved: Blob[] = [];
    // A spy, undone after the test (tests/setup.ts): the tests of a worker share one URL.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (saved.push(b as Blob), 'blob:estado'));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { app, dialog } = await openMenuOnPortal();
    await app.user.click(within(dialog).getByRole('button', { name: 'Exportar estado' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^simulador-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await saved[0]!.text()) as { formato: string; tablas: Record<string, unknown[]> };
    expect(file.formato).toBe('plataforma-simulador/estado');
    expect(file.tablas.clients!.length).toBe(await (await sim.store()).clients.count());
    click.mockRestore();
    // Escape closes the menu.
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Simulador' })).toBeNull());
  });

  it('on the login screen: a damaged file is refused with the server’s message, and nothing changes', async () => {
    const db = await sim.store();
    const before = await snapshot(db);
    const { app, dialog } = await openMenuOnPortal();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await app.user.upload(
      input,
      new File(['{"formato": "plataforma-simu'], 'estado.json', { type: 'application/json' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Importar estado' });
    expect(confirm).toHaveTextContent('Archivo: estado.json');
    expect(confirm).toHaveTextContent('se cerrarán todas las sesiones abiertas');
    await app.user.click(within(confirm).getByRole('button', { name: 'Importar' }));
    const alert = await within(confirm).findByRole('alert');
    expect(alert).toHaveTextContent('El archivo está dañado.');
    expect(alert).toHaveTextContent('El estado de la demo no cambió.');
    expect(await snapshot(db)).toEqual(before);
    // The footer's 'Cerrar' (the × is the other one).
    await app.user.click(within(confirm).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar estado' })).toBeNull());
  });

  it('on the login screen: a saved state is loaded back, and the login says so', async () => {
    const saved = (await get<{ data: unknown }>('/api/simulador/exportar')).body.data;
    const token = await signInAs(personas.inversor.email, personas.inversor.password);
    await investHundred(token);
    resetSession();
    const db = await sim.store();
    const investments = await db.investments.count();

    const { app, dialog } = await openMenuOnPortal();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await app.user.upload(
      input,
      new File([JSON.stringify(saved)], 'demo.json', { type: 'application/json' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Importar estado' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Importar' }));
    await expectNoticeOnLogin(app, IMPORT_NOTICE);
    expect(await db.investments.count()).toBe(investments - 1);
    expect(await db.sessions.count()).toBe(0);
  });
});
