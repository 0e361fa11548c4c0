import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStatus } from '@/contract/auth';
import { apiFetch } from '@/shared/api/api-fetch';
import { getToken } from '@/shared/api/token';
import { clientScreens } from '@/shared/navigation';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs, type RenderedApp } from '../../../../tests/render-app';
import { newClient, post, postForm, TEST_START, useSimulator } from '../../../../tests/simulator';
import { showOnPhone } from '../../../../tests/screen-helpers';
import { pngFile } from '../../../../tests/upload-files';

const png = () => pngFile('f.png', 8);

const topBar = () => screen.getByRole('banner', { name: 'Barra superior' });
const sidebar = () => screen.getByRole('navigation', { name: 'Menú principal' });
const sidebarLinks = () => within(sidebar()).getAllByRole('link');
/** The shell's own main landmark (a screen placeholder may nest another one inside it). */
const shellMain = () => screen.getAllByRole('main')[0]!;
const welcomeDialog = () => screen.queryByRole('dialog', { name: 'BIENVENIDO' });
const RIGHT_CLICK = '¡Hola aquí no puedes usar Click derecho!';

/** A new client at the given status, signed in in this tab (the session the app uses). */
async function clientAt(status: 1 | 2 | 3) {
  const client = await newClient();
  if (status === 2) await post('/api/client/update', { datos: { name: 'Cliente Nuevo' } }, client.token);
  if (status === 3) {
    await postForm(
      '/api/client/kyc',
      { file_id_front: png(), file_id_reverse: png(), file_selfie: png() },
      client.token,
    );
  }
  const token = await signInAs(client.email, client.password);
  return { ...client, token };
}

/** Renders the app at `path` and waits until the shell is on screen with its data and nothing is loading. */
async function openShell(path: string): Promise<RenderedApp> {
  const app = renderApp(path);
  // The file's first test also loads the client area's code, which takes longer on a busy machine.
  await waitFor(
    () => {
      expect(app.router.state.status).toBe('idle');
      expect(app.queryClient.isFetching()).toBe(0);
      expect(within(topBar()).getByText('Cliente Nuevo')).toBeInTheDocument();
    },
    { timeout: 8000 },
  );
  return app;
}

async function dismissWelcome(app: RenderedApp) {
  const dialog = await screen.findByRole('dialog', { name: 'BIENVENIDO' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(welcomeDialog()).toBeNull());
}

const pathOf = (app: RenderedApp) => app.router.state.location.pathname;

describe('client shell', () => {
  const sim = useSimulator();

  /** Holds the profile call until the returned function is called, then lets the real handler answer it. */
  function holdProfile(): () => void {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A resolver that returns nothing falls through to the real handler.
    sim.server.use(
      http.post('*/api/client/profile', async () => {
        await gate;
      }),
    );
    return release;
  }
  beforeEach(() => {
    resetSession();
    sessionStorage.clear();
    // The client's clock starts at the sessions' login time (signInAs records TEST_START) and runs.
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_START, shouldAdvanceTime: true });
  });
  afterEach(() => {
    // Without vitest globals Testing Library does not unmount by itself: a mounted app of an earlier test
    // would react to the next test's session reset.
    cleanup();
    vi.useRealTimers();
  });

  describe('top bar', () => {
    it.each([
      ['ROUTE-12', '/cliente/dashboard', 'Inicio'],
      ['ROUTE-13', '/cliente/projectos', 'Proyectos'],
      ['ROUTE-14', '/cliente/inversiones', 'Mis inversiones'],
      ['ROUTE-15', '/cliente/ofertas', 'Mis ofertas'],
      ['ROUTE-16', '/cliente/ultradeposito', 'Depósito'],
      ['ROUTE-17', '/cliente/retiro', 'Retiro'],
      ['ROUTE-18', '/cliente/user-tarjeta', 'Tarjetas'],
      ['ROUTE-19', '/cliente/user-profile', 'Mi cuenta'],
    ])('%s SHELL-01 shows the title of %s for a status-3 client: %s', async (_id, path, title) => {
      await clientAt(3);
      const app = await openShell(path);
      expect(pathOf(app)).toBe(path);
      expect(within(topBar()).getByText(title, { selector: 'p' })).toBeInTheDocument();
      for (const other of clientScreens.filter((s) => s.title !== title)) {
        expect(within(topBar()).queryByText(other.title)).toBeNull();
      }
    });

    it('SHELL-01 changes the title when the client moves to another screen', async () => {
      await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      expect(within(topBar()).getByText('Inicio')).toBeInTheDocument();
      await app.user.click(within(sidebar()).getByRole('link', { name: 'Retiro' }));
      await waitFor(() => expect(pathOf(app)).toBe('/cliente/retiro'));
      expect(within(topBar()).getByText('Retiro')).toBeInTheDocument();
      expect(within(topBar()).queryByText('Inicio')).toBeNull();
    });

    it("SHELL-02 SHELL-03 GEN-01 shows the client's name and last connection in Spanish form", async () => {
      await clientAt(2);
      await openShell('/cliente/user-profile');
      // The server's clock is 2026-11-22 12:00 UTC at login: 07:00 in the platform's time zone (UTC-5).
      expect(within(topBar()).getByText('Cliente Nuevo')).toBeInTheDocument();
      expect(within(topBar()).getByText('Última conexión: 22/11/2026 07:00')).toBeInTheDocument();
    });

    it('SHELL-04 collapses and expands the sidebar with one button and stores the collapse flag', async () => {
      await clientAt(2);
      const app = await openShell('/cliente/user-profile');
      expect(useSession.getState().collapsed).toBe(false);
      expect(sidebar()).not.toHaveAttribute('inert');

      const collapse = within(topBar()).getByRole('button', { name: 'Contraer menú' });
      // A desktop's top bar has the collapse button only, not a phone's burger.
      expect(within(topBar()).queryByRole('button', { name: 'Abrir menú de navegación' })).toBeNull();
      expect(collapse).toHaveAttribute('aria-expanded', 'true');
      await app.user.click(collapse);
      expect(useSession.getState().collapsed).toBe(true);
      const expand = within(topBar()).getByRole('button', { name: 'Expandir menú' });
      expect(expand).toHaveAttribute('aria-expanded', 'false');
      // Hidden off screen by AppShell and out of the keyboard order.
      expect(screen.getByRole('navigation', { name: 'Menú principal', hidden: true })).toHaveAttribute(
        'inert',
      );

      await app.user.click(expand);
      expect(useSession.getState().collapsed).toBe(false);
      expect(sidebar()).not.toHaveAttribute('inert');
      expect(within(topBar()).getByRole('button', { name: 'Contraer menú' })).toBeInTheDocument();
    });

    it('SHELL-05 signs out and leaves the client area for /portal', async () => {
      await clientAt(2);
      const app = await openShell('/cliente/user-profile');
      await app.user.click(within(topBar()).getByRole('button', { name: 'Cerrar sesión' }));
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      expect(useSession.getState().token).toBeNull();
      expect(sessionStorage.getItem('token')).toBeNull();
      expect(screen.queryByRole('banner', { name: 'Barra superior' })).toBeNull();
      expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    });

    it('SHELL-07 opens and closes the sidebar with the burger on small screens', async () => {
      showOnPhone();
      await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      const nav = () => screen.getByRole('navigation', { name: 'Menú principal', hidden: true });

      const burger = within(topBar()).getByRole('button', { name: 'Abrir menú de navegación' });
      // A phone's top bar has the burger only, not the desktop's collapse button and its tooltip.
      expect(within(topBar()).queryByRole('button', { name: 'Contraer menú' })).toBeNull();
      expect(burger).toHaveAttribute('aria-expanded', 'false');
      expect(burger).toHaveAttribute('aria-controls', nav().id);
      expect(nav()).toHaveAttribute('inert');

      await app.user.click(burger);
      expect(burger).toHaveAttribute('aria-expanded', 'true');
      expect(burger).toHaveAccessibleName('Cerrar menú de navegación');
      expect(nav()).not.toHaveAttribute('inert');

      await app.user.click(burger);
      expect(burger).toHaveAttribute('aria-expanded', 'false');
      expect(nav()).toHaveAttribute('inert');

      // Escape inside the open drawer closes it too.
      await app.user.click(burger);
      within(nav()).getByRole('link', { name: 'Inicio' }).focus();
      await app.user.keyboard('{Escape}');
      expect(burger).toHaveAttribute('aria-expanded', 'false');

      // Choosing a screen from the open drawer goes there and closes the drawer.
      await app.user.click(burger);
      await app.user.click(within(nav()).getByRole('link', { name: 'Mis ofertas' }));
      await waitFor(() => expect(pathOf(app)).toBe('/cliente/ofertas'));
      expect(burger).toHaveAttribute('aria-expanded', 'false');
      expect(nav()).toHaveAttribute('inert');
      // The collapse flag is a desktop matter: the drawer never touched it.
      expect(useSession.getState().collapsed).toBe(false);
    });
  });

  describe('footer', () => {
    it('SHELL-06 GEN-02 shows a footer whose one-line link opens a chat with support in a new tab', async () => {
      await clientAt(2);
      await openShell('/cliente/user-profile');
      const footer = screen.getByRole('contentinfo');
      const link = within(footer).getByRole('link', { name: /Chatee con nuestro soporte/ });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(within(footer).getByText('(lunes a viernes de 9:00 a 17:00)')).toBeInTheDocument();
    });
  });

  describe('theme switcher', () => {
    it('SHELL-08 does not show the theme and colour switcher', async () => {
      await clientAt(3);
      await openShell('/cliente/dashboard');
      expect(screen.queryByRole('radiogroup')).toBeNull();
      expect(screen.queryByText('Tema de colores')).toBeNull();
      expect(screen.queryByText('Oscuro')).toBeNull();
    });
  });

  describe('sidebar', () => {
    it('ROLE-01 ROLE-08 lists exactly Depósito and Mi cuenta for a status-1 client', async () => {
      await clientAt(1);
      const app = await openShell('/cliente/user-profile');
      await dismissWelcome(app);
      expect(sidebarLinks().map((a) => a.textContent)).toEqual(['Depósito', 'Mi cuenta']);
      expect(sidebarLinks().map((a) => a.getAttribute('href'))).toEqual([
        '/cliente/ultradeposito',
        '/cliente/user-profile',
      ]);
    });

    it('ROLE-02 ROLE-08 lists exactly Depósito and Mi cuenta for a status-2 client, the current one marked', async () => {
      await clientAt(2);
      await openShell('/cliente/ultradeposito');
      expect(sidebarLinks().map((a) => a.textContent)).toEqual(['Depósito', 'Mi cuenta']);
      expect(within(sidebar()).getByRole('link', { name: 'Depósito' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(sidebar()).getByRole('link', { name: 'Mi cuenta' })).not.toHaveAttribute('aria-current');
    });

    it('ROLE-03 ROLE-08 lists the full menu in order for a status-3 client, without redirect entries', async () => {
      await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      expect(sidebarLinks().map((a) => a.textContent)).toEqual([
        'Inicio',
        'Proyectos',
        'Mis inversiones',
        'Mis ofertas',
        'Depósito',
        'Retiro',
        'Tarjetas',
        'Mi cuenta',
      ]);
      const hrefs = sidebarLinks().map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(clientScreens.map((s) => s.path));
      // The redirect entries ('/cliente' and unknown paths) never appear.
      expect(hrefs).not.toContain('/cliente');
      expect(hrefs).not.toContain('/cliente/');
      expect(hrefs.every((h) => h !== null && !h.includes('$'))).toBe(true);
      expect(within(sidebar()).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');

      await app.user.click(within(sidebar()).getByRole('link', { name: 'Tarjetas' }));
      await waitFor(() => expect(pathOf(app)).toBe('/cliente/user-tarjeta'));
      expect(within(sidebar()).getByRole('link', { name: 'Tarjetas' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(sidebar()).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    });
  });

  describe('welcome modal', () => {
    it('SHELL-09 shows BIENVENIDO to a status-1 client: the user was created, complete the personal information', async () => {
      await clientAt(1);
      await openShell('/cliente/user-profile');
      const dialog = await screen.findByRole('dialog', { name: 'BIENVENIDO' });
      expect(within(dialog).getByText('Su usuario ha sido creado con éxito.')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Por favor, complete su información personal para continuar.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    });

    it('SHELL-10 closes the welcome modal with Continuar, for the rest of the session', async () => {
      await clientAt(1);
      const app = await openShell('/cliente/user-profile');
      const dialog = await screen.findByRole('dialog', { name: 'BIENVENIDO' });
      await app.user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
      await waitFor(() => expect(welcomeDialog()).toBeNull());
      expect(pathOf(app)).toBe('/cliente/user-profile');

      await app.user.click(within(sidebar()).getByRole('link', { name: 'Depósito' }));
      await waitFor(() => expect(pathOf(app)).toBe('/cliente/ultradeposito'));
      expect(welcomeDialog()).toBeNull();
      app.unmount();

      // A reload of the same session does not show it again.
      await openShell('/cliente/user-profile');
      expect(welcomeDialog()).toBeNull();
    });

    it('SHELL-11 does not show the welcome modal to status-2 clients', async () => {
      await clientAt(2);
      await openShell('/cliente/user-profile');
      expect(welcomeDialog()).toBeNull();
      expect(screen.queryByText('BIENVENIDO')).toBeNull();
    });

    it('SHELL-11 does not show the welcome modal to status-3 clients', async () => {
      await clientAt(3);
      await openShell('/cliente/dashboard');
      expect(welcomeDialog()).toBeNull();
      expect(screen.queryByText('BIENVENIDO')).toBeNull();
    });
  });

  describe('right click', () => {
    it('SHELL-12 prevents the browser context menu everywhere in the client area', async () => {
      await clientAt(3);
      await openShell('/cliente/dashboard');
      const targets = [
        topBar(),
        within(sidebar()).getByRole('link', { name: 'Proyectos' }),
        shellMain(),
        screen.getByRole('contentinfo'),
        document.body,
      ];
      for (const target of targets) {
        // fireEvent returns false when a handler called preventDefault(): the menu does not open.
        expect(fireEvent.contextMenu(target)).toBe(false);
      }
      // Inside the warning modal too.
      expect(fireEvent.contextMenu(await screen.findByText(RIGHT_CLICK))).toBe(false);
    });

    it('SHELL-13 opens a dismissible modal with the right-click warning', async () => {
      await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      expect(screen.queryByText(RIGHT_CLICK)).toBeNull();

      fireEvent.contextMenu(shellMain());
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(RIGHT_CLICK)).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByText(RIGHT_CLICK)).toBeNull());

      // Escape dismisses it as well; the client stays where it was.
      fireEvent.contextMenu(topBar());
      await screen.findByText(RIGHT_CLICK);
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByText(RIGHT_CLICK)).toBeNull());
      expect(pathOf(app)).toBe('/cliente/dashboard');
    });

    it('SHELL-12 leaves the context menu alone outside the client area', async () => {
      await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      await app.user.click(within(topBar()).getByRole('button', { name: 'Cerrar sesión' }));
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      expect(fireEvent.contextMenu(document.body)).toBe(true);
      expect(screen.queryByText(RIGHT_CLICK)).toBeNull();
    });
  });

  describe('loading', () => {
    it("SHELL-14 shows 'Cargando...' in the client area's frame while its data loads, and the shell once it has", async () => {
      await clientAt(3);
      const release = holdProfile();
      const app = renderApp('/cliente/dashboard');
      expect(await screen.findByText('Cargando...', {}, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('Cargando...').closest('[role="status"]')).not.toBeNull();
      // The frame's top bar names the screen; nothing in it answers before the session has come.
      expect(topBar()).toHaveAttribute('inert');
      expect(within(topBar()).getByText('Inicio')).toBeInTheDocument();
      expect(within(topBar()).queryByText('Cliente Nuevo')).toBeNull();

      release();
      await waitFor(() => expect(within(topBar()).getByText('Cliente Nuevo')).toBeInTheDocument());
      expect(topBar()).not.toHaveAttribute('inert');
      // The screen commits a task after the shell.
      await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
      expect(pathOf(app)).toBe('/cliente/dashboard');
    });
  });

  describe('demo mode', () => {
    // Each test starts as a browser that has never shown the banner.
    beforeEach(() => localStorage.removeItem('demo-banner-visto'));

    it('DEMO-01 the loading frame draws the banner folded without counting as its first view', async () => {
      await clientAt(3);
      const release = holdProfile();
      renderApp('/cliente/dashboard');
      await screen.findByText('Cargando...', {}, { timeout: 5000 });
      const folded = screen.getByRole('region', { name: 'DEMO PLATFORM' });
      expect(within(folded).getByRole('button', { name: /Ver más/ })).toBeInTheDocument();
      expect(localStorage.getItem('demo-banner-visto')).toBeNull();

      release();
      // The screen's banner is the first view: in full.
      await waitFor(() => expect(within(topBar()).getByText('Cliente Nuevo')).toBeInTheDocument());
      const full = screen.getByRole('region', { name: 'DEMO PLATFORM' });
      expect(within(full).queryByRole('button', { name: /Ver más/ })).toBeNull();
      expect(within(full).getByText('Bienvenido al simulador de la plataforma de inversión.')).toBeVisible();
    });

    it('DEMO-01 DEMO-03 DEMO-06 shows the DEMO PLATFORM banner, the welcome to the simulator and that nothing is real', async () => {
      await clientAt(3); // new clients start in demo mode (demo_status 'active')
      await openShell('/cliente/dashboard');
      const banner = screen.getByRole('region', { name: 'DEMO PLATFORM' });
      expect(within(banner).getByText('DEMO PLATFORM')).toBeInTheDocument();
      expect(
        within(banner).getByText('Bienvenido al simulador de la plataforma de inversión.'),
      ).toBeInTheDocument();
      expect(
        within(banner).getByText(
          'Esta es una plataforma de demostración: el saldo y las operaciones no son reales.',
        ),
      ).toBeInTheDocument();
    });

    it('DEMO-01 DEMO-06 folds to one line from the first move to another screen, the welcome one click away', async () => {
      await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      const banner = () => screen.getByRole('region', { name: 'DEMO PLATFORM' });
      expect(within(banner()).queryByRole('button', { name: 'Ver más' })).toBeNull();

      await app.router.navigate({ to: '/cliente/user-profile' });
      const more = await within(banner()).findByRole('button', { name: 'Ver más' });
      expect(more).toHaveAttribute('aria-expanded', 'false');
      expect(within(banner()).getByText('DEMO PLATFORM')).toBeVisible();
      expect(
        within(banner()).getByText(
          'Esta es una plataforma de demostración: el saldo y las operaciones no son reales.',
        ),
      ).toBeVisible();

      await app.user.click(more);
      expect(within(banner()).getByRole('button', { name: 'Ver menos' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      // The welcome unfolds with a short transition.
      await waitFor(() =>
        expect(
          within(banner()).getByText('Bienvenido al simulador de la plataforma de inversión.'),
        ).toBeVisible(),
      );
    });

    it('DEMO-01 opens folded on a later visit of the same browser', async () => {
      localStorage.setItem('demo-banner-visto', 'true');
      await clientAt(3);
      await openShell('/cliente/dashboard');
      const banner = screen.getByRole('region', { name: 'DEMO PLATFORM' });
      expect(within(banner).getByRole('button', { name: 'Ver más' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      expect(within(banner).getByText('DEMO PLATFORM')).toBeVisible();
    });

    it.each(['inactive', 'Active', ''])(
      "DEMO-02 DEMO-03 DEMO-06 shows no demo banner, welcome or statement when demo_status is '%s'",
      async (demoStatus) => {
        const { token } = await clientAt(3);
        const { body } = await post<{ id: number }>('/api/client/profile', {}, token);
        const db = await sim.store();
        // The store's type knows 'active' and 'inactive'; the contract lets any text through.
        await db.clients.update(body.id, { demo_status: demoStatus as 'inactive' });
        await openShell('/cliente/dashboard');
        expect(screen.queryByText('DEMO PLATFORM')).toBeNull();
        expect(screen.queryByRole('region', { name: 'DEMO PLATFORM' })).toBeNull();
        expect(screen.queryByText(/Bienvenido al simulador/)).toBeNull();
        expect(screen.queryByText(/no son reales/)).toBeNull();
      },
    );
  });

  describe('session', () => {
    it('SESS-02 sends Authorization: Bearer {token} on every call of the client area, and none after sign-out', async () => {
      const { token } = await clientAt(3);
      const calls: { path: string; auth: string | null }[] = [];
      sim.server.events.on('request:start', ({ request }) => {
        calls.push({ path: new URL(request.url).pathname, auth: request.headers.get('Authorization') });
      });
      const app = await openShell('/cliente/dashboard');
      const paths = calls.map((c) => c.path);
      expect(paths).toContain('/api/client/getstatus');
      expect(paths).toContain('/api/client/profile');
      expect(calls.every((c) => c.auth === `Bearer ${token}`)).toBe(true);

      await app.user.click(within(topBar()).getByRole('button', { name: 'Cerrar sesión' }));
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      calls.length = 0;
      await expect(apiFetch(getStatus)).rejects.toMatchObject({ status: 401 });
      expect(calls).toEqual([{ path: '/api/client/getstatus', auth: null }]);
    });

    it('SESS-07 sign-out removes the token from storage and from the request helper', async () => {
      await clientAt(2);
      const app = await openShell('/cliente/user-profile');
      expect(sessionStorage.getItem('token')).not.toBeNull();
      await app.user.click(within(topBar()).getByRole('button', { name: 'Cerrar sesión' }));
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      expect(sessionStorage.getItem('token')).toBeNull();
      expect(getToken()).toBeNull();
      expect(useSession.getState().token).toBeNull();
    });

    it('SESS-08 sign-out clears every cached query, the loading flags and the collapse flag', async () => {
      await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      await app.user.click(within(topBar()).getByRole('button', { name: 'Contraer menú' }));
      useSession.getState().setProtectButton(true);
      expect(useSession.getState().collapsed).toBe(true);
      expect(app.queryClient.getQueryData(['client', 'profile'])).toBeDefined();

      await app.user.click(within(topBar()).getByRole('button', { name: 'Cerrar sesión' }));
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      // The login screen may register its own (empty) queries; no data of the session is left.
      expect(
        app.queryClient.getQueryCache().findAll({ predicate: (q) => q.state.data !== undefined }),
      ).toEqual([]);
      expect(app.queryClient.isFetching()).toBe(0);
      expect(useSession.getState().collapsed).toBe(false);
      expect(useSession.getState().protectButton).toBe(false);
    });

    it('SESS-11 SESS-10 keeps the session at 80,399,999 ms after login and closes it at 80,400,000 ms', async () => {
      vi.useFakeTimers({
        toFake: ['setTimeout', 'clearTimeout', 'Date'],
        shouldAdvanceTime: true,
        now: TEST_START,
      });
      await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      const loginAt = useSession.getState().loginAt!;

      vi.advanceTimersByTime(loginAt + 80_399_999 - Date.now());
      expect(Date.now()).toBe(loginAt + 80_399_999);
      expect(useSession.getState().token).not.toBeNull();
      expect(pathOf(app)).toBe('/cliente/dashboard');

      vi.advanceTimersByTime(1);
      expect(Date.now()).toBe(loginAt + 80_400_000);
      expect(useSession.getState().token).toBeNull();
      expect(useSession.getState().signOutMessage).toBe('Su sesión ha expirado. Inicie sesión nuevamente.');
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      expect(sessionStorage.getItem('token')).toBeNull();
    });

    it('SESS-12 a call with a token revoked by a newer login signs the client out with "Intente nuevamente"', async () => {
      const { email, password } = await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      // The same client logs in elsewhere: this tab's token is revoked.
      await post('/api/client/authenticate', { email, password });
      await app.queryClient.refetchQueries({ queryKey: ['client', 'status'] });
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      expect(useSession.getState().token).toBeNull();
      expect(useSession.getState().signOutMessage).toBe('Intente nuevamente');
      expect(sessionStorage.getItem('token')).toBeNull();
    });
  });

  describe('errors', () => {
    it('ERR-03 a failing load in the client area signs the client out with the server message', async () => {
      await clientAt(3);
      const app = await openShell('/cliente/dashboard');
      sim.server.use(
        http.post('*/api/client/profile', () =>
          HttpResponse.json({ message: 'Fallo', data: { message: 'Fallo' } }, { status: 500 }),
        ),
      );
      await app.queryClient.refetchQueries({ queryKey: ['client', 'profile'] });
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      expect(useSession.getState().token).toBeNull();
      expect(useSession.getState().signOutMessage).toBe('Fallo');
      // The login screen may register its own (empty) queries; no data of the session is left.
      expect(
        app.queryClient.getQueryCache().findAll({ predicate: (q) => q.state.data !== undefined }),
      ).toEqual([]);
    });
  });
});
