import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodyOf } from '@/contract/errors';
import type { Project, SecondaryOfferDetail } from '@/contract/projects';
import { useSession } from '@/shared/session/session-store';
import { resetSession, type RenderedApp } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import {
  gate,
  openScreen,
  recordRequests,
  showOnPhone,
  type PersonaKey,
} from '../../../../tests/screen-helpers';
import { literals } from '../../../../tests/literals';

/** What the screen shows for the seeded values these tests read back from the server. */
const shown = literals({
  '$ 409500.00': '$ 409,500.00',
  '12.00 %': '12 %',
  '14.00 %': '14 %',
  '16.50 %': '16.5 %',
  '2.71 %': '2.71 %',
  '20.02 %': '20.02 %',
  '2026-11-22 23:59:59': '22/11/2026',
  '2027-01-21 23:59:59': '21/01/2027',
  '2027-04-21 23:59:59': '21/04/2027',
  '2027-09-18 23:59:59': '18/09/2027',
  '2027-10-25 23:59:59': '25/10/2027',
  '2027-11-05 23:59:59': '05/11/2027',
  '2027-11-17 23:59:59': '17/11/2027',
  '2028-01-16 23:59:59': '16/01/2028',
  '2028-04-05 23:59:59': '05/04/2028',
  '2028-07-24 23:59:59': '24/07/2028',
  '2028-11-11 23:59:59': '11/11/2028',
  '21.00 %': '21 %',
  '23.40 %': '23.4 %',
  '23.67 %': '23.67 %',
  '28.77 %': '28.77 %',
  '3.49 %': '3.49 %',
  '7.81 %': '7.81 %',
  '7.85 %': '7.85 %',
  '8.38 %': '8.38 %',
  '8.50 %': '8.5 %',
  '9.50 %': '9.5 %',
  '9.78 %': '9.78 %',
  'USDT 111200.00': 'USDT 111,200.00',
  'USDT 154300.00': 'USDT 154,300.00',
  'USDT 170850.00': 'USDT 170,850.00',
  'USDT 172100.00': 'USDT 172,100.00',
  'USDT 191100.00': 'USDT 191,100.00',
  'USDT 211400.00': 'USDT 211,400.00',
  'USDT 24000.00': 'USDT 24,000.00',
  'USDT 252650.00': 'USDT 252,650.00',
  'USDT 175450.00': 'USDT 175,450.00',
  'USDT 112700.00': 'USDT 112,700.00',
  'USDT 174100.00': 'USDT 174,100.00',
  'USDT 310000.00': 'USDT 310,000.00',
  'USDT 432300.00': 'USDT 432,300.00',
  'USDT 28600.00': 'USDT 28,600.00',
  'USDT 253900.00': 'USDT 253,900.00',
  'USDT 281700.00': 'USDT 281,700.00',
  'USDT 308000.00': 'USDT 308,000.00',
  'USDT 326700.00': 'USDT 326,700.00',
  'USDT 335600.00': 'USDT 335,600.00',
  'USDT 37600.00': 'USDT 37,600.00',
  'USDT 3991.46': 'USDT 3,991.46',
  'USDT 409500.00': 'USDT 409,500.00',
  'USDT 431550.00': 'USDT 431,550.00',
  'USDT 450700.00': 'USDT 450,700.00',
  'USDT 462900.00': 'USDT 462,900.00',
  'USDT 464100.00': 'USDT 464,100.00',
  'USDT 486500.00': 'USDT 486,500.00',
  'USDT 489800.00': 'USDT 489,800.00',
});

vi.setConfig({ testTimeout: 45_000 });

const PATH = '/cliente/projectos';
const NO_FILTERS = { pais: '', tipo: '', emisor: '', riesgo: '', vencimiento: '', rango: '0', actividad: '' };

type Page<T> = { data: T[]; page: number; total_pages: number; cantidad: number };

/** What the server answers the signed-in client (the same handlers, beside the screen). */
const serverPage = async (path: string, body: Record<string, unknown>) =>
  (await post<Page<never>>(path, body, useSession.getState().token!)).body;
const primaryPage = async (page = 1, filters = {}) =>
  (await serverPage('/api/client/projects', { ...NO_FILTERS, ...filters, page })) as Page<Project>;
const secondaryPage = async (page = 1) =>
  (await serverPage('/api/client/projects/secundario', {
    ...NO_FILTERS,
    page,
  })) as Page<SecondaryOfferDetail>;

const openLanding = (key: PersonaKey = 'demo') => openScreen(key, PATH, 'Proyectos');

/** Opens the landing and presses 'Continuar' until the primary listing shows. */
async function openListing(key: PersonaKey = 'demo'): Promise<RenderedApp> {
  const app = await openLanding(key);
  await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
  return app;
}

async function showSecondary(app: RenderedApp) {
  await app.user.click(screen.getByRole('radio', { name: 'Mercado secundario' }));
  await screen.findByRole('heading', { level: 2, name: 'Mercado secundario' });
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
}

async function openFilters(app: RenderedApp) {
  await app.user.click(screen.getByRole('button', { name: 'Búsqueda avanzada' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Búsqueda avanzada' })).toHaveAttribute(
      'aria-expanded',
      'true',
    ),
  );
}

const projectsTable = () => screen.getByRole('table', { name: 'Proyectos del mercado primario' });
const bodyRows = () => within(projectsTable()).getAllByRole('row').slice(1);
const headerCells = () => within(projectsTable()).getAllByRole('columnheader');
const header = (key: string) => projectsTable().querySelector(`th[data-column="${key}"]`)!;
const pager = (market: 'primario' | 'secundario') =>
  screen.getByRole('navigation', { name: `Páginas del mercado ${market}` });
const settled = (app: RenderedApp) => waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
const bodiesTo = async (requests: ReturnType<typeof recordRequests>, path: string) =>
  (await requests.all()).filter((r) => r.path === path).map((r) => r.body as Record<string, unknown>);

describe('Proyectos (/cliente/projectos)', () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  describe('landing', () => {
    it("PROJ-01 ROUTE-13 the landing shows the title, a tagline, 'Continuar' and the hint", async () => {
      await openLanding();
      expect(screen.getByRole('heading', { level: 1, name: 'Proyectos' })).toBeInTheDocument();
      expect(screen.getByText(/Invierta en proyectos del mercado primario/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled();
      expect(screen.getByText('Para invertir dele Clic en continuar')).toBeInTheDocument();
    });

    it("PROJ-02 'Continuar' reads 'Cargando...' while the list loads", async () => {
      const app = await openLanding();
      const hold = gate();
      sim.server.use(http.post('*/api/client/projects', async () => void (await hold.wait)));
      await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
      expect(await screen.findByRole('button', { name: 'Cargando...' })).toBeDisabled();
      hold.open();
      await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
      expect(screen.queryByRole('button', { name: 'Cargando...' })).toBeNull();
    });

    it("PROJ-03 PROJ-06 after loading the primary listing shows first, with 'Atrás'", async () => {
      await openListing();
      expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Mercado primario' })).toBeChecked();
      expect(bodyRows().length).toBeGreaterThan(0);
    });

    it("PROJ-06 each call once: 'Continuar' asks for page 1 once, 'Mercado secundario' its page once, and back to the primary market nothing", async () => {
      const app = await openLanding();
      const requests = recordRequests(sim.server);
      await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
      await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
      await settled(app);
      expect(await bodiesTo(requests, '/api/client/projects')).toHaveLength(1);
      await showSecondary(app);
      expect(await bodiesTo(requests, '/api/client/projects/secundario')).toHaveLength(1);
      await app.user.click(screen.getByRole('radio', { name: 'Mercado primario' }));
      await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
      await settled(app);
      expect(await bodiesTo(requests, '/api/client/projects')).toHaveLength(1);
    });

    it("PROJ-04 ROUTE-20 'Atrás' returns to the landing; the path stays, the browser's back returns to the listing", async () => {
      const app = await openListing();
      await showSecondary(app);
      expect(app.router.state.location.pathname).toBe(PATH);
      await app.user.click(screen.getByRole('button', { name: 'Atrás' }));
      expect(await screen.findByRole('button', { name: 'Continuar' })).toHaveFocus();
      expect(screen.getByText('Para invertir dele Clic en continuar')).toBeInTheDocument();
      expect(app.router.state.location.pathname).toBe(PATH);
      expect(app.router.state.location.search).toEqual({ mercado: 'secondary' });
      app.router.history.back();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Mercado secundario' }),
      ).toBeInTheDocument();
      expect(app.router.state.location.search).toEqual({ listado: true, mercado: 'secondary' });
    });

    it('PROJ-31 ERR-03 a failed primary list call signs the client out with the server message', async () => {
      const app = await openLanding();
      sim.server.use(
        http.post('*/api/client/projects', () =>
          HttpResponse.json(errorBodyOf('Servicio no disponible'), { status: 500 }),
        ),
      );
      await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/portal'));
      expect(useSession.getState().token).toBeNull();
      expect(useSession.getState().signOutMessage).toBe('Servicio no disponible');
    });
    it("ERR-03 a 'Continuar' that gets no answer (no network) keeps the session and says so on the landing; 'Continuar' tries again", async () => {
      const app = await openLanding();
      sim.server.use(http.post('*/api/client/projects', () => HttpResponse.error(), { once: true }));
      await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No se pudo conectar con el servidor. Intente nuevamente más tarde.');
      expect(useSession.getState().token).not.toBeNull();
      expect(app.router.state.location.pathname).toBe(PATH);
      await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
      await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  describe('markets', () => {
    it('PROJ-05 PROJ-29 SEC-01 the switch shows the secondary market: welcome text and offer cards', async () => {
      const app = await openListing();
      await showSecondary(app);
      expect(screen.getByText('Bienvenido al mercado secundario')).toBeInTheDocument();
      const { data } = await secondaryPage();
      expect(data.length).toBeGreaterThan(0);
      const list = screen.getByRole('region', { name: 'Ofertas del mercado secundario' });
      const cards = within(list).getAllByRole('article');
      expect(cards).toHaveLength(data.length);
      const first = data[0]!;
      const card = within(list).getByRole('article', { name: first.name });
      expect(within(card).getByText(shown(`USDT ${first.precioventa}`))).toBeInTheDocument();
      expect(
        within(card).getAllByText(first.fecha_fin ? shown(first.fecha_fin) : 'Sin vencimiento').length,
      ).toBeGreaterThan(0);
      if (first.dias_pendientes !== null)
        expect(within(card).getByText(new RegExp(`^${first.dias_pendientes} días?$`))).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Comprar' })).toBeInTheDocument();
      // Back to the primary market.
      await app.user.click(screen.getByRole('radio', { name: 'Mercado primario' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Mercado primario' })).toBeInTheDocument();
    });

    it('PROJ-32 a failed secondary list call signs the client out', async () => {
      const app = await openListing();
      sim.server.use(
        http.post('*/api/client/projects/secundario', () =>
          HttpResponse.json(errorBodyOf('Fallo del mercado'), { status: 500 }),
        ),
      );
      await app.user.click(screen.getByRole('radio', { name: 'Mercado secundario' }));
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/portal'));
      expect(useSession.getState().token).toBeNull();
    });

    it("PROJ-28 an empty secondary market shows 'Listado del mercado secundario'", async () => {
      const app = await openListing();
      sim.server.use(
        http.post('*/api/client/projects/secundario', () =>
          HttpResponse.json({ data: [], page: 1, total_pages: 1, cantidad: 0 }),
        ),
      );
      await showSecondary(app);
      const empty = await screen.findByText('Listado del mercado secundario');
      expect(empty.closest('[data-state="empty"]')).not.toBeNull();
    });
  });

  describe('layouts and modes', () => {
    it('PROJ-07 the primary listing shows as map/card view, detailed cards with Invertir, a list and a grid', async () => {
      const app = await openListing();
      const { data } = await primaryPage();
      const layout = screen.getByLabelText('Vista del listado');
      expect([...(layout as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Mapa',
        'Tarjetas detalladas',
        'Lista',
        'Cuadrícula',
      ]);
      // List (the default): one row per project.
      expect(bodyRows()).toHaveLength(data.length);
      // Map: the projects grouped by country.
      await app.user.selectOptions(layout, 'map');
      const map = document.querySelector('[data-layout="map"]')!;
      const countries = new Set(data.map((p) => p.country_iso));
      expect(within(map as HTMLElement).getAllByRole('region')).toHaveLength(countries.size);
      expect(within(map as HTMLElement).getAllByRole('article')).toHaveLength(data.length);
      // Detailed cards, each with 'Invertir'.
      await app.user.selectOptions(layout, 'detailed');
      expect(screen.getAllByRole('button', { name: 'Invertir' })).toHaveLength(data.length);
      // Grid of cards.
      await app.user.selectOptions(layout, 'grid');
      const grid = document.querySelector('[data-layout="grid"]') as HTMLElement;
      expect(within(grid).getAllByRole('article')).toHaveLength(data.length);
      expect(screen.queryByRole('button', { name: 'Invertir' })).toBeNull();
    });

    it('PROJ-08 PROJ-09 the modes minimal, classic, large icons and best sellers; best sellers shows the legend', async () => {
      const app = await openListing();
      const mode = screen.getByLabelText('Modo');
      expect([...(mode as HTMLSelectElement).options].map((o) => o.text)).toEqual([
        'Mínimo',
        'Vista clásica',
        'Iconos grandes',
        'Más vendidos',
      ]);
      expect(screen.queryByRole('group', { name: 'Leyenda de ofertas' })).toBeNull();
      await app.user.selectOptions(mode, 'bestSellers');
      const legend = screen.getByRole('group', { name: 'Leyenda de ofertas' });
      expect(
        within(legend)
          .getAllByText(/^Oferta /)
          .map((b) => b.textContent),
      ).toEqual(['Oferta caliente', 'Oferta media', 'Oferta estándar']);
      await app.user.selectOptions(mode, 'minimal');
      expect(screen.queryByRole('group', { name: 'Leyenda de ofertas' })).toBeNull();
      await app.user.selectOptions(mode, 'largeIcons');
      expect((mode as HTMLSelectElement).value).toBe('largeIcons');
    });

    it('PROJ-10 relevancia 1, 2 and 3 show in three distinct colour styles', async () => {
      const app = await openListing();
      const { data } = await primaryPage();
      await app.user.selectOptions(screen.getByLabelText('Modo'), 'bestSellers');
      const styleOf = new Map<number, string>();
      for (const p of data) {
        const row = projectsTable().querySelector(`tr[data-project-id="${p.id}"]`) as HTMLElement;
        expect(row.getAttribute('data-relevancia')).toBe(String(p.relevancia));
        const badge = row.querySelector('[data-relevancia]') as HTMLElement;
        expect(badge.textContent).toBe(
          ['Oferta caliente', 'Oferta media', 'Oferta estándar'][p.relevancia - 1],
        );
        styleOf.set(p.relevancia, `${row.style.boxShadow}|${badge.getAttribute('style')}`);
      }
      expect([...styleOf.keys()].sort()).toEqual([1, 2, 3]);
      expect(new Set(styleOf.values()).size).toBe(3);
    });
  });

  describe('columns', () => {
    it('PROJ-11 the header columns are in the documented order', async () => {
      await openListing();
      expect(headerCells().map((th) => th.textContent)).toEqual([
        'País',
        'Descripción de la inversión',
        'Código',
        'Categoría',
        'Parcelas asociadas',
        'Clasificación',
        'Garantía',
        'Interés',
        'Vencimiento',
        'Monto',
        'Ganancia periodo',
        'Disponibilidad',
        'Participantes',
      ]);
    });

    it('PROJ-12 DEMO-04 the columns show the documented fields of each project', async () => {
      await openListing();
      const { data } = await primaryPage();
      data.forEach((p, i) => {
        const cells = within(bodyRows()[i]!)
          .getAllByRole('cell')
          .map((c) => c.textContent);
        expect(cells[0]).toBe(p.country_iso);
        expect(cells[1]).toContain(p.name);
        expect(cells.slice(2)).toEqual([
          p.code,
          p.category,
          String(p.cantidad_parcelas_asociadas),
          p.risk,
          p.warranty,
          shown(`${p.tax_referential_client} %`),
          shown(p.end_date),
          shown(`USDT ${p.amount}`),
          shown(`${p.ganancia} %`),
          shown(`USDT ${p.disponible}`),
          String(p.total_inversores),
        ]);
      });
    });

    it("DEMO-05 outside demo mode amounts are labelled '$'", async () => {
      await openListing('inversor');
      const { data } = await primaryPage();
      const cells = within(bodyRows()[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(cells[9]).toBe(shown(`$ ${data[0]!.amount}`));
    });

    it('PROJ-13 PROJ-14 PROJ-15 PROJ-16 PROJ-17 a column is highlighted when its filter is set', async () => {
      const app = await openListing();
      await openFilters(app);
      const highlighted = () =>
        headerCells()
          .filter((th) => th.hasAttribute('data-highlighted'))
          .map((th) => th.getAttribute('data-column'));
      expect(highlighted()).toEqual([]);
      // PROJ-13 pais.
      await app.user.selectOptions(screen.getByLabelText('País'), 'CO');
      await settled(app);
      expect(highlighted()).toEqual(['pais']);
      expect(header('pais').textContent).toContain('(filtro aplicado)');
      // PROJ-14 tipo -> Categoría.
      const tipo = screen.getByLabelText('Tipo de oferta') as HTMLSelectElement;
      await app.user.selectOptions(tipo, tipo.options[1]!.value);
      await settled(app);
      expect(highlighted()).toEqual(['pais', 'categoria']);
      await app.user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
      await settled(app);
      expect(highlighted()).toEqual([]);
      // PROJ-15 riesgo -> Clasificación.
      await app.user.selectOptions(screen.getByLabelText('Riesgo'), 'A');
      await settled(app);
      expect(highlighted()).toEqual(['clasificacion']);
      // PROJ-17 vencimiento.
      await app.user.selectOptions(screen.getByLabelText('Vencimiento'), '4');
      await settled(app);
      expect(highlighted()).toEqual(['clasificacion', 'vencimiento']);
      // PROJ-16 rango -> Interés.
      await app.user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
      await settled(app);
      const slider = screen.getByRole('slider');
      slider.focus();
      await app.user.keyboard('{ArrowRight}');
      await settled(app);
      expect(highlighted()).toEqual(['interes']);
    });
  });

  describe('paging', () => {
    it("PROJ-21 PROJ-22 PROJ-23 PROJ-24 'Página X de Y', each step one page, ends disabled", async () => {
      const app = await openListing();
      const first = await primaryPage(1);
      expect(first.total_pages).toBeGreaterThan(1);
      const nav = pager('primario');
      expect(within(nav).getByText(`Página 1 de ${first.total_pages}`)).toBeInTheDocument();
      expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeDisabled();
      const requests = recordRequests(sim.server);
      for (let page = 2; page <= first.total_pages; page++) {
        await app.user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
        await within(nav).findByText(`Página ${page} de ${first.total_pages}`);
        await settled(app);
      }
      expect((await bodiesTo(requests, '/api/client/projects')).map((b) => b.page)).toEqual(
        Array.from({ length: first.total_pages - 1 }, (_, i) => i + 2),
      );
      expect(within(nav).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
      expect(within(nav).getByRole('button', { name: 'Anterior' })).toBeEnabled();
      const last = await primaryPage(first.total_pages);
      expect(bodyRows()).toHaveLength(last.data.length);
      await app.user.click(within(nav).getByRole('button', { name: 'Anterior' }));
      await within(nav).findByText(`Página ${first.total_pages - 1} de ${first.total_pages}`);
      requests.stop();
    });

    it('PROJ-25 the primary and secondary markets keep their own page numbers', async () => {
      const app = await openListing();
      const primary = await primaryPage(1);
      const secondary = await secondaryPage(1);
      await app.user.click(within(pager('primario')).getByRole('button', { name: 'Siguiente' }));
      await within(pager('primario')).findByText(`Página 2 de ${primary.total_pages}`);
      await showSecondary(app);
      expect(
        within(pager('secundario')).getByText(`Página 1 de ${secondary.total_pages}`),
      ).toBeInTheDocument();
      const requests = recordRequests(sim.server);
      await app.user.click(screen.getByRole('radio', { name: 'Mercado primario' }));
      expect(
        await within(pager('primario')).findByText(`Página 2 de ${primary.total_pages}`),
      ).toBeInTheDocument();
      await settled(app);
      expect((await bodiesTo(requests, '/api/client/projects')).every((b) => b.page === 2)).toBe(true);
    });
  });

  describe('empty states', () => {
    it("PROJ-26 with no project the listing shows 'Listado de proyectos' and 'En breve se cargaran los proyectos disponibles'", async () => {
      const app = await openLanding();
      sim.server.use(
        http.post('*/api/client/projects', () =>
          HttpResponse.json({ data: [], page: 1, total_pages: 1, cantidad: 0 }),
        ),
      );
      await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
      const empty = (await screen.findByText('Listado de proyectos')).closest('[data-state="empty"]');
      expect(empty).toHaveTextContent('En breve se cargaran los proyectos disponibles');
    });

    it("PROJ-27 with filters set and no result: 'Búsqueda' and 'No se encontró ningún producto'", async () => {
      const app = await openListing();
      const filters = { vencimiento: '1', riesgo: 'Alto' };
      expect((await primaryPage(1, filters)).data).toEqual([]);
      await openFilters(app);
      await app.user.selectOptions(screen.getByLabelText('Vencimiento'), '1');
      await app.user.selectOptions(screen.getByLabelText('Riesgo'), 'Alto');
      const empty = (await screen.findByText('Búsqueda')).closest('[data-state="empty"]');
      expect(empty).toHaveTextContent('No se encontró ningún producto');
    });
  });

  describe('advanced search', () => {
    it('FILT-01 FILT-05 FILT-06 FILT-07 a collapsible panel holds the seven filters with their values', async () => {
      const app = await openListing();
      const toggle = screen.getByRole('button', { name: 'Búsqueda avanzada' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await openFilters(app);
      for (const label of ['País', 'Tipo de oferta', 'Actividad', 'Emisor', 'Riesgo', 'Vencimiento'])
        expect(screen.getByLabelText(label)).toBeInTheDocument();
      const options = (label: string) =>
        [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((o) => [o.value, o.text]);
      expect(options('Riesgo').map(([v]) => v)).toEqual(['', 'A++', 'A+', 'A', 'Bajo', 'Medio', 'Alto']);
      expect(options('Vencimiento')).toEqual([
        ['', 'Todos'],
        ['1', 'Hoy'],
        ['2', 'Próximos 7 días'],
        ['3', 'Próximos 30 días'],
        ['4', 'Próximos 360 días'],
      ]);
      const slider = screen.getByRole('slider');
      expect(slider).toHaveAttribute('aria-valuemin', '0');
      expect(slider).toHaveAttribute('aria-valuemax', '20');
      expect(slider).toHaveAccessibleName('Interés mínimo (%)');
      await app.user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    it('FILT-02 FILT-03 FILT-04 the options come from projects/filtros', async () => {
      const app = await openListing();
      await openFilters(app);
      const { body } = await post<{
        data: {
          paises: { iso: string; name: string }[];
          tipo_oferta: { id: number; tipo: string }[];
          actividad: { id: number; activity: string }[];
        };
      }>('/api/projects/filtros', {}, useSession.getState().token!);
      const options = (label: string) =>
        [...(screen.getByLabelText(label) as HTMLSelectElement).options]
          .slice(1)
          .map((o) => [o.value, o.text]);
      expect(options('País')).toEqual(body.data.paises.map((c) => [c.iso, c.name]));
      expect(options('Tipo de oferta')).toEqual(body.data.tipo_oferta.map((o) => [String(o.id), o.tipo]));
      expect(options('Actividad')).toEqual(body.data.actividad.map((a) => [String(a.id), a.activity]));
    });

    it('FILT-08 FILT-09 emisor is disabled until an actividad is chosen, then filled from emisorporactividad', async () => {
      const app = await openListing();
      await openFilters(app);
      const emisor = screen.getByLabelText('Emisor') as HTMLSelectElement;
      expect(emisor).toBeDisabled();
      const actividad = screen.getByLabelText('Actividad') as HTMLSelectElement;
      const chosen = actividad.options[1]!.value;
      const requests = recordRequests(sim.server);
      await app.user.selectOptions(actividad, chosen);
      await waitFor(() => expect(emisor).toBeEnabled());
      await waitFor(() => expect(emisor.options.length).toBeGreaterThan(1));
      expect(await bodiesTo(requests, '/api/projects/emisorporactividad')).toEqual([
        { actividad_id: Number(chosen) },
      ]);
      const { body } = await post<{ data: { emisor: { issuer: string }[] } }>(
        '/api/projects/emisorporactividad',
        { actividad_id: Number(chosen) },
        useSession.getState().token!,
      );
      expect([...emisor.options].slice(1).map((o) => o.value)).toEqual(body.data.emisor.map((e) => e.issuer));
    });

    it('FILT-10 a filter change posts every filter to projects, starting again at page 1', async () => {
      const app = await openListing();
      await app.user.click(within(pager('primario')).getByRole('button', { name: 'Siguiente' }));
      await settled(app);
      await openFilters(app);
      const requests = recordRequests(sim.server);
      await app.user.selectOptions(screen.getByLabelText('País'), 'CO');
      await settled(app);
      expect(await bodiesTo(requests, '/api/client/projects')).toEqual([
        { ...NO_FILTERS, pais: 'CO', page: 1 },
      ]);
      const { data, total_pages } = await primaryPage(1, { pais: 'CO' });
      expect(bodyRows()).toHaveLength(data.length);
      expect(within(pager('primario')).getByText(`Página 1 de ${total_pages}`)).toBeInTheDocument();
    });

    it('FILT-11 in the secondary market the filters are posted to projects/secundario', async () => {
      const app = await openListing();
      await showSecondary(app);
      await openFilters(app);
      const requests = recordRequests(sim.server);
      await app.user.selectOptions(screen.getByLabelText('Riesgo'), 'A+');
      await settled(app);
      expect(await bodiesTo(requests, '/api/client/projects/secundario')).toEqual([
        { ...NO_FILTERS, riesgo: 'A+', page: 1 },
      ]);
      expect(await bodiesTo(requests, '/api/client/projects')).toEqual([]);
    });
  });

  describe('the listing in the URL', () => {
    /** Opens the advanced search unless it is open already. */
    async function showFilters(app: RenderedApp) {
      const toggle = screen.getByRole('button', { name: 'Búsqueda avanzada' });
      if (toggle.getAttribute('aria-expanded') !== 'true') await openFilters(app);
      return screen.getByLabelText('Riesgo');
    }

    it('ROUTE-20 PROJ-07 the layout and a filter come from the URL; back returns to the market, then to the filter, one step each', async () => {
      // A reload, or a shared link, of the listing in a grid filtered by risk A.
      const app = await openScreen('demo', `${PATH}?listado=true&vista=grid&riesgo=A`, 'Proyectos');
      await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
      expect(screen.getByLabelText('Vista del listado')).toHaveValue('grid');
      expect(await showFilters(app)).toHaveValue('A');
      const { data } = await primaryPage(1, { riesgo: 'A' });
      const grid = document.querySelector('[data-layout="grid"]') as HTMLElement;
      expect(within(grid).getAllByRole('article')).toHaveLength(data.length);

      await showSecondary(app);
      expect(app.router.state.location.search).toEqual({
        listado: true,
        vista: 'grid',
        riesgo: 'A',
        mercado: 'secondary',
      });
      app.router.history.back();
      await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
      expect(screen.getByLabelText('Vista del listado')).toHaveValue('grid');
      expect(await showFilters(app)).toHaveValue('A');

      // Every risk again: a step of its own, which back undoes.
      await app.user.selectOptions(await showFilters(app), '');
      await waitFor(() => expect(app.router.state.location.search).toEqual({ listado: true, vista: 'grid' }));
      app.router.history.back();
      await waitFor(() => expect(screen.getByLabelText('Riesgo')).toHaveValue('A'));
      expect(app.router.state.location.search).toEqual({ listado: true, vista: 'grid', riesgo: 'A' });
    });

    it('ROUTE-20 PROJ-07 on a phone the primary market opens on detailed cards unless the URL names a layout', async () => {
      showOnPhone();
      const app = await openScreen('demo', `${PATH}?listado=true`, 'Proyectos');
      await screen.findByRole('heading', { level: 2, name: 'Mercado primario' });
      expect(screen.getByLabelText('Vista del listado')).toHaveValue('detailed');
      expect(screen.queryByRole('table', { name: 'Proyectos del mercado primario' })).toBeNull();
      expect(screen.getAllByRole('button', { name: 'Invertir' }).length).toBeGreaterThan(0);
      // A link that names the list: on a phone, the list's rows (its table is not drawn where it cannot fit).
      await app.router.navigate({ href: `${PATH}?listado=true&vista=list` });
      expect(await screen.findByRole('list', { name: 'Proyectos del mercado primario' })).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Proyectos del mercado primario' })).toBeNull();
      expect(screen.getByLabelText('Vista del listado')).toHaveValue('list');
    });
  });

  it('PROJ-30 the header floats from 25 px of scroll and stops floating above that', async () => {
    await openListing();
    const headerBox = () =>
      screen.getByRole('heading', { level: 2, name: 'Mercado primario' }).closest('[style]')!;
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      fireEvent.scroll(window);
    };
    const floating = () => document.querySelector('[data-floating-header]') !== null;
    expect(floating()).toBe(false);
    scrollTo(24);
    expect(floating()).toBe(false);
    scrollTo(25);
    await waitFor(() => expect(floating()).toBe(true));
    expect(headerBox()).toBeTruthy();
    scrollTo(10);
    await waitFor(() => expect(floating()).toBe(false));
    scrollTo(0);
  });
});
