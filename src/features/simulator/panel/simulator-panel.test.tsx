import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApiDocument } from '@/contract/schemas/openapi';
import type { SimulatorSettings } from '@/contract/simulator';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs, type RenderedApp } from '../../../../tests/render-app';
import {
  advance,
  openScreen,
  personas,
  settle,
  typeInto,
  useFakeTimeouts,
} from '../../../../tests/screen-helpers';
import { get, post, useSimulator } from '../../../../tests/simulator';
import { useSimulatorPanel } from '../model/panel-store';

const serverSettings = async () =>
  (await get<{ data: SimulatorSettings }>('/api/simulador/ajustes')).body.data;

/** The dashboard, signed in, with the panel opened from the simulator menu's button. */
async function openPanel(): Promise<{ app: RenderedApp; panel: HTMLElement }> {
  const app = await openScreen('demo', '/cliente/dashboard', 'Inicio');
  const menu = screen.getByRole('region', { name: 'Simulador' });
  await app.user.click(within(menu).getByRole('button', { name: 'Panel del simulador' }));
  const panel = await screen.findByRole('dialog', { name: 'Panel del simulador' });
  return { app, panel };
}

describe('the simulator panel', () => {
  const { server } = useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    useSimulatorPanel.getState().close();
    cleanup();
  });

  it('SRV-59 lists the calls the screen made, each opening to its request, answer and client, and filters them', async () => {
    const { app, panel } = await openPanel();
    const call = await within(panel).findByRole('button', { name: /POST\s*\/api\/client\/dashboard/ });
    await app.user.click(call);
    const details = within(panel).getByRole('region', { name: /POST\s*\/api\/client\/dashboard/ });
    expect(details).toHaveTextContent('Solicitud');
    expect(details).toHaveTextContent('Respuesta');
    expect(details).toHaveTextContent('Cliente: demo@simulador.test');
    // Its time is the computer's, said so beside the simulator's date (which jumps).
    expect(details).toHaveTextContent(/^Hora real \d{2}:\d{2}:\d{2} · /);
    // The filter keeps only the calls that match.
    await app.user.type(within(panel).getByRole('textbox', { name: 'Filtrar llamadas' }), 'balance/list');
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: /\/api\/client\/dashboard/ })).toBeNull(),
    );
    expect(within(panel).getByRole('button', { name: /\/api\/client\/balance\/list/ })).toBeInTheDocument();
  });

  it('SRV-57 SRV-58 sets the latency and injects a fault the server then holds, shown until removed', async () => {
    const { app, panel } = await openPanel();
    await app.user.click(within(panel).getByRole('tab', { name: 'Red y fallos' }));
    await app.user.click(await within(panel).findByRole('button', { name: '1000 ms' }));
    await waitFor(async () => expect((await serverSettings()).latencia_ms).toBe(1000));
    expect(within(panel).getByText('Ahora: 1000 ms (predeterminada: 0 ms)')).toBeInTheDocument();
    await app.user.click(within(panel).getByRole('button', { name: 'Volver a la predeterminada' }));
    await waitFor(async () => expect((await serverSettings()).latencia_ms).toBe(0));

    await app.user.type(
      within(panel).getByRole('textbox', { name: 'Solo en rutas que contengan' }),
      'dashboard',
    );
    const count = within(panel).getByRole('textbox', { name: 'Número de llamadas' });
    await app.user.clear(count);
    await app.user.type(count, '2');
    await app.user.click(within(panel).getByRole('button', { name: 'Añadir fallo' }));
    await waitFor(async () =>
      expect((await serverSettings()).fallos).toEqual([
        { id: 'f1', tipo: 'error', ruta: 'dashboard', restantes: 2 },
      ]),
    );
    const active = within(panel).getByRole('alert');
    expect(active).toHaveTextContent('Fallos activos: 1');
    expect(active).toHaveTextContent(
      'Error del servidor (500) — rutas con «dashboard» · las próximas 2 llamadas',
    );
    await app.user.click(within(active).getByRole('button', { name: 'Quitar todos los fallos' }));
    await waitFor(async () => expect((await serverSettings()).fallos).toEqual([]));
    await waitFor(() => expect(within(panel).queryByRole('alert')).toBeNull());
  });

  it('SRV-60 shows each stored table with its rows, read only', async () => {
    const { app, panel } = await openPanel();
    await app.user.click(within(panel).getByRole('tab', { name: 'Datos' }));
    const picker = await within(panel).findByRole('combobox', { name: 'Tabla' });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: /^clients \(\d+ filas\)$/ })).toBeInTheDocument(),
    );
    await app.user.selectOptions(picker, 'clients');
    const rows = await within(panel).findByRole('list', { name: 'Filas de la tabla' });
    expect(rows).toHaveTextContent('demo@simulador.test');
  });

  it('SRV-58 while a fault is active every screen says so, and the notice opens the panel', async () => {
    const { app } = await openPanel();
    await post('/api/simulador/ajustes', {
      agregar_fallo: { tipo: 'red', ruta: 'tarjetas', restantes: null },
    });
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Panel del simulador' })).toBeNull());
    // The server announces the change; this tab reads the settings again.
    const notice = await screen.findByRole('button', { name: '1 fallo activo' }, { timeout: 5000 });
    await app.user.click(notice);
    const panel = await screen.findByRole('dialog', { name: 'Panel del simulador' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Sin conexión (falla la red) — rutas con «tarjetas» · hasta quitarlo',
    );
  });

  it('opens and closes with its keyboard shortcut', async () => {
    const { app } = await openPanel();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Panel del simulador' })).toBeNull());
    await app.user.keyboard('{Alt>}{Shift>}D{/Shift}{/Alt}');
    expect(await screen.findByRole('dialog', { name: 'Panel del simulador' })).toBeInTheDocument();
  });

  it('SRV-61 browses the published contract: every call, searchable, each with its payload, answer and refusals', async () => {
    // The static host's file, as the build writes it (scripts/openapi-plugin.ts).
    server.use(http.get('*/openapi.json', () => HttpResponse.json(openApiDocument('9.9.9'))));
    const { app, panel } = await openPanel();
    await app.user.click(within(panel).getByRole('tab', { name: 'Contrato' }));
    expect(
      await within(panel).findByText(
        /Plataforma de inversión: API del cliente, versión 9\.9\.9: \d+ llamadas/,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Descargar openapi.json' })).toHaveAttribute(
      'href',
      '/openapi.json',
    );
    await app.user.type(within(panel).getByRole('textbox', { name: 'Buscar una llamada' }), 'kyc');
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(/^1 de \d+ llamadas$/));
    await app.user.click(within(panel).getByRole('button', { name: /POST\s*\/api\/client\/kyc/ }));
    const details = within(panel).getByRole('region', { name: /\/api\/client\/kyc/ });
    expect(details).toHaveTextContent('Sesión: requerida');
    expect(details).toHaveTextContent('Solicitud (multipart/form-data)');
    expect(details).toHaveTextContent('file_selfie: archivo · obligatorio');
    expect(details).toHaveTextContent('message: texto · obligatorio · no vacío');
    expect(details).toHaveTextContent('401: Sin sesión, o la sesión terminó o venció');
    expect(details).toHaveTextContent('422: Datos no válidos');
  });
});

describe("faults injected from the panel meet the client's own handling of them", () => {
  useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  type FaultKind = 'error' | 'espera' | 'red' | 'sesion';
  /** What 'Añadir fallo' sends: one fault for the next matching call. */
  const injectOnce = (tipo: FaultKind, ruta: string) =>
    post('/api/simulador/ajustes', { agregar_fallo: { tipo, ruta, restantes: 1 } });
  /** The newest logged call whose path holds `ruta`. */
  const logged = async (ruta: string) =>
    (
      await get<{ data: { llamadas: { ruta: string; estado: number; fallo: string | null }[] } }>(
        '/api/simulador/registro',
      )
    ).body.data.llamadas.find((call) => call.ruta.includes(ruta));
  const notice = () => screen.findByRole('dialog', { name: 'Aviso' }, { timeout: 10_000 });
  const enterButton = () => screen.getByRole('button', { name: 'Entrar a mi cuenta' });

  it("SRV-58 ERR-03 a server error injected into a client-area list signs the client out with the server's message", async () => {
    await signInAs(personas.demo.email, personas.demo.password);
    await injectOnce('error', 'client/balance/list');
    const app = renderApp('/cliente/dashboard');
    expect(await notice()).toHaveTextContent('Error interno del servidor. Intente nuevamente.');
    expect(app.router.state.location.pathname).toBe('/portal');
    expect(useSession.getState().token).toBeNull();
    expect(await logged('client/balance/list')).toMatchObject({ estado: 500, fallo: 'error' });
    // It answered one call: it is gone.
    expect((await serverSettings()).fallos).toEqual([]);
  });

  it('SRV-58 an ended session injected into the next call signs the client out with the session message', async () => {
    await signInAs(personas.demo.email, personas.demo.password);
    await injectOnce('sesion', 'client/dashboard');
    const app = renderApp('/cliente/dashboard');
    expect(await notice()).toHaveTextContent('Intente nuevamente');
    expect(app.router.state.location.pathname).toBe('/portal');
    expect(useSession.getState().token).toBeNull();
    expect(await logged('client/dashboard')).toMatchObject({ estado: 401, fallo: 'sesion' });
  });

  it('SRV-58 ERR-01 a lost network on the login shows the connection message, and the next try signs in', async () => {
    await injectOnce('red', 'client/authenticate');
    const app = renderApp('/portal');
    await screen.findByRole('heading', { name: 'Iniciar sesión', level: 1 });
    await app.user.type(screen.getByRole('textbox', { name: /Correo electrónico/ }), personas.demo.email);
    await app.user.type(screen.getByLabelText(/^Contraseña/), personas.demo.password);
    await app.user.click(enterButton());
    const dialog = await notice();
    expect(dialog).toHaveTextContent('No se pudo conectar con el servidor. Intente nuevamente más tarde.');
    expect(await logged('client/authenticate')).toMatchObject({ estado: 0, fallo: 'red' });
    await app.user.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull());
    await app.user.click(enterButton());
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/cliente/dashboard'), {
      timeout: 10_000,
    });
  });

  it('SRV-58 SRV-53 a call left without an answer gives up after 30 s with the unexpected-answer message', async () => {
    await injectOnce('espera', 'client/authenticate');
    useFakeTimeouts();
    renderApp('/portal');
    await settle(() => expect(enterButton()).toBeEnabled());
    typeInto(screen.getByRole('textbox', { name: /Correo electrónico/ }), personas.demo.email);
    typeInto(screen.getByLabelText(/^Contraseña/), personas.demo.password);
    fireEvent.click(enterButton());
    // The call is held: logged without an answer while it waits.
    await settle(() => expect(enterButton()).toHaveAttribute('data-loading', 'true'));
    let held = false;
    for (let round = 0; round < 200 && !held; round++) {
      held = (await logged('client/authenticate'))?.fallo === 'espera';
      if (!held) await advance(0);
    }
    expect(await logged('client/authenticate')).toMatchObject({ estado: 0, fallo: 'espera' });
    await advance(29_999);
    expect(screen.queryByRole('dialog', { name: 'Aviso' })).toBeNull();
    await advance(1);
    await settle(() =>
      expect(screen.getByRole('dialog', { name: 'Aviso' })).toHaveTextContent(
        'El servidor respondió algo inesperado. Intente nuevamente.',
      ),
    );
    expect(useSession.getState().token).toBeNull();
  });
});
