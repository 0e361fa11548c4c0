import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodyOf } from '@/contract/errors';
import type { Investment, ListTotals } from '@/contract/investments';
import type { Offer } from '@/contract/offers';
import type { Project } from '@/contract/projects';
import { useSession } from '@/shared/session/session-store';
import { resetSession, type RenderedApp } from '../../../../tests/render-app';
import { post, TEST_START, useSimulator } from '../../../../tests/simulator';
import {
  gate,
  openScreen,
  recordRequests,
  type PersonaKey,
  verifyNewPersona,
  showOnPhone,
  untilDrawn,
} from '../../../../tests/screen-helpers';
import { literals } from '../../../../tests/literals';

/** What the screen shows for the seeded values these tests read back from the server. */
const shown = literals({
  '2026-11-16 10:00:00': '16/11/2026',
  '2026-11-20 10:00:00': '20/11/2026',
  '2026-11-22 05:00:00': '22/11/2026',
  '2026-11-22 23:59:59': '22/11/2026',
  '2026-12-02 23:59:59': '02/12/2026',
  '2028-11-11 23:59:59': '11/11/2028',
  'USDT 1000.00': 'USDT 1,000.00',
  'USDT 1017.47': 'USDT 1,017.47',
  'USDT 131.31': 'USDT 131.31',
  'USDT 17.47': 'USDT 17.47',
  'USDT 1800.00': 'USDT 1,800.00',
  'USDT 1841.92': 'USDT 1,841.92',
  'USDT 1931.37': 'USDT 1,931.37',
  'USDT 2500.00': 'USDT 2,500.00',
  'USDT 252650.00': 'USDT 252,650.00',
  'USDT 253900.00': 'USDT 253,900.00',
  'USDT 2571.92': 'USDT 2,571.92',
  'USDT 409500.00': 'USDT 409,500.00',
  'USDT 41.92': 'USDT 41.92',
  'USDT 5300.00': 'USDT 5,300.00',
  'USDT 5431.31': 'USDT 5,431.31',
  'USDT 71.92': 'USDT 71.92',
  'USDT 996.66': 'USDT 996.66',
});

const token = () => useSession.getState().token!;

/** p2 §4: the lists an offer or a cancel reloads, as other screens cache them. */
const reloaded = [
  ['client', 'dashboard'],
  ['client', 'balance', 'list', 1],
  ['client', 'projects', 'primary', 'x'],
  ['client', 'projects', 'secundario', 'x'],
  ['client', 'projects', 'propios', 'x'],
  ['client', 'offers', 'list', 'x'],
  ['client', 'investments', 'vendidas', 'x'],
  ['client', 'investments', 'activas', 'x'],
];
const serverOffers = async () =>
  (await post<{ data: { datos: Offer[]; totales: ListTotals } }>('/api/client/offers', { page: 1 }, token()))
    .body.data;
const serverOwnProjects = async () =>
  (await post<{ data: Project[] }>('/api/client/projects/propios', { page: 1 }, token())).body.data;

const open = (key: PersonaKey, path = '/cliente/ofertas') => openScreen(key, path, 'Mis ofertas');

async function openLists(key: PersonaKey): Promise<RenderedApp> {
  const app = await open(key);
  await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { level: 2, name: 'Listado de ofertas' });
  await untilDrawn();
  return app;
}

async function showProjects(app: RenderedApp) {
  await app.user.click(screen.getByRole('radio', { name: 'Mis proyectos' }));
  await screen.findByRole('heading', { level: 2, name: 'Mis proyectos' });
  await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
}

const table = (name: string) => screen.getByRole('table', { name });
const bodyRows = (t: HTMLElement) => within(t.querySelector('tbody')!).getAllByRole('row');
const rowOf = (t: HTMLElement, name: string) =>
  bodyRows(t).find((r) => within(r).queryByRole('rowheader', { name: new RegExp(name) }))!;
const headers = (t: HTMLElement) =>
  within(t)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

const QUESTION = 'Estas seguro que desear Cancelar tu inversion ofertada en el mercado secundario?';

describe('Mis ofertas (/cliente/ofertas)', () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_START, shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("ROUTE-15 OFFER-01 OFFER-02 OFFER-03 ROUTE-20 the landing 'Ofertas' with 'Continuar', then 'Atrás' and the two switches", async () => {
    const app = await open('demo');
    expect(screen.getByRole('heading', { level: 2, name: 'Ofertas' })).toBeInTheDocument();
    const held = gate();
    sim.server.use(
      http.post('*/api/client/offers', async () => {
        await held.wait;
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('button', { name: 'Cargando...' })).toBeInTheDocument();
    held.open();
    await screen.findByRole('heading', { level: 2, name: 'Listado de ofertas' });
    expect(screen.getByRole('button', { name: 'Atrás' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Mis ofertas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mis proyectos' })).not.toBeChecked();
    await showProjects(app);
    expect(app.router.state.location.pathname).toBe('/cliente/ofertas');
    await app.user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByRole('button', { name: 'Continuar' })).toHaveFocus();
    expect(app.router.state.location.pathname).toBe('/cliente/ofertas');
  });

  it('OFFER-04 OFFER-05 OFFER-06 OFFER-07 DEMO-04 the open offers with their columns, a Cancelar each and the footer totals', async () => {
    await openLists('demo');
    const server = await serverOffers();
    expect(server.datos.length).toBeGreaterThan(1);
    expect(screen.getByRole('combobox', { name: 'Nombre del proyecto' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'Periodo de vencimiento' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Hoy', 'Próximos 7 días', 'Próximos 30 días', 'Próximos 360 días']);
    const t = table('Mis ofertas');
    expect(headers(t)).toEqual([
      'Proyecto',
      'Fecha de venta',
      'Fecha fin de venta',
      'Monto',
      'Rendimiento actual',
      'Saldo',
      'Valor de venta',
      'Acción',
    ]);
    const rows = bodyRows(t);
    expect(rows).toHaveLength(server.datos.length);
    server.datos.forEach((o, i) => {
      const cells = within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(within(rows[i]!).getByRole('rowheader').textContent).toBe(o.name);
      expect(cells).toEqual([
        shown(o.fecha_inicio),
        o.fecha_fin === null ? 'Sin vencimiento' : shown(o.fecha_fin),
        shown(`USDT ${o.amount}`),
        shown(`USDT ${o.rendimiento}`),
        shown(`USDT ${o.saldo}`),
        shown(`USDT ${o.valorventa}`),
        'Cancelar',
      ]);
    });
    expect(server.datos.some((o) => o.fecha_fin === null)).toBe(true);
    expect(
      within(t.querySelector('tfoot')!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '',
      '',
      shown(`USDT ${server.totales.total_monto}`),
      shown(`USDT ${server.totales.total_rendimiento}`),
      shown(`USDT ${server.totales.total_saldo}`),
      '',
      '',
    ]);
    showOnPhone();
    expect(
      within(screen.getByRole('list', { name: 'Mis ofertas (en tarjetas)' })).getAllByRole('listitem'),
    ).toHaveLength(server.datos.length);
  });

  it('OFFER-05 a filter change posts proyecto, vencimiento, monto and page 1 to offers', async () => {
    const app = await openLists('demo');
    const requests = recordRequests(sim.server);
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Periodo de vencimiento' }), '2');
    await waitFor(async () =>
      expect(await requests.all()).toContainEqual({
        method: 'POST',
        path: '/api/client/offers',
        body: { proyecto: '', vencimiento: '2', monto: '', page: 1 },
      }),
    );
  });

  it("OFFER-08 with no offers the list shows '¡Ups, aún sin ofertar!'", async () => {
    await verifyNewPersona(await sim.store());
    await openLists('verificada');
    expect(screen.getByText('¡Ups, aún sin ofertar!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("OFFER-09 OFFER-10 'Cancelar' asks first, with the project, yield and total value; 'Volver' sends nothing", async () => {
    const app = await openLists('demo');
    const offer = (await serverOffers()).datos[0]!;
    const requests = recordRequests(sim.server);
    await app.user.click(
      within(rowOf(table('Mis ofertas'), offer.name)).getByRole('button', { name: 'Cancelar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    const value = (label: string) =>
      within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Proyecto')).toBe(offer.name);
    expect(value('Rendimiento')).toBe(shown(`USDT ${offer.rendimiento}`));
    expect(value('Valor total')).toBe(shown(`USDT ${offer.valorventa}`));
    expect(within(dialog).getByRole('button', { name: 'Cancelar Ahora' })).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.count()).toBe(0);
  });

  it("OFFER-11 OFFER-12 OFFER-13 OFFER-14 'Cancelar Ahora' posts cancel/{id} with a spinner; 'Aceptar' reloads and the offer leaves the list", async () => {
    const app = await openLists('demo');
    const offer = (await serverOffers()).datos[0]!;
    // What the other screens have cached: balances, movements, the markets, offers and sold investments.
    for (const queryKey of reloaded) await app.queryClient.prefetchQuery({ queryKey, queryFn: () => 1 });
    await app.user.click(
      within(rowOf(table('Mis ofertas'), offer.name)).getByRole('button', { name: 'Cancelar' }),
    );
    const dialog = await screen.findByRole('dialog', { name: QUESTION });
    const requests = recordRequests(sim.server);
    const held = gate();
    sim.server.use(
      http.post('*/api/client/offers/cancel/:id', async () => {
        await held.wait;
      }),
    );
    const confirm = within(dialog).getByRole('button', { name: /Cancelar Ahora/ });
    await app.user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-loading', 'true'));
    expect(await within(confirm).findByLabelText('Cancelando oferta')).toBeInTheDocument();
    held.open();
    const result = await screen.findByRole('dialog', { name: 'Cancelación de oferta' });
    expect(within(result).getByRole('status').textContent).toBe(
      'La oferta fue cancelada: su inversión ya no está en el mercado secundario.',
    );
    expect((await requests.all()).filter((r) => r.path.startsWith('/api/client/offers/cancel'))).toEqual([
      { method: 'POST', path: `/api/client/offers/cancel/${offer.id}`, body: {} },
    ]);
    await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: offer.name })).toBeNull());
    for (const queryKey of reloaded) {
      expect(app.queryClient.getQueryState(queryKey)?.isInvalidated, queryKey.join('/')).toBe(true);
    }

    // OFFER-14: back in 'Mis inversiones' the investment offers 'Ofertar' again.
    await app.router.navigate({ to: '/cliente/inversiones' });
    await app.user.click(await screen.findByRole('button', { name: 'Continuar' }));
    const active = await screen.findByRole('table', { name: 'Inversiones activas' });
    const investments = (
      await post<{ data: { datos: Investment[] } }>('/api/client/investments', { page: 1 }, token())
    ).body.data.datos;
    const freed = investments.find((i) => i.name === offer.name && i.mercado_secundario === 0);
    expect(freed).toBeDefined();
    await waitFor(() =>
      expect(within(rowOf(active, offer.name)).getByRole('button', { name: 'Ofertar' })).toBeEnabled(),
    );
  });

  it('OFFER-05 MYPROJ-02 ROUTE-20 the list and its filters come from the URL; back returns to each earlier state', async () => {
    // A reload, or a shared link, of the offers ending within 360 days.
    const app = await open('emisor', '/cliente/ofertas?listado=true&vencimiento=4');
    await screen.findByRole('heading', { level: 2, name: 'Listado de ofertas' });
    const expiry = () => screen.getByRole('combobox', { name: 'Periodo de vencimiento' });
    expect(expiry()).toHaveValue('4');
    expect(screen.getByRole('radio', { name: 'Mis ofertas' })).toBeChecked();

    // 'Mis proyectos' with a minimum amount: each a step of its own.
    await showProjects(app);
    expect(app.router.state.location.search).toEqual({ listado: true, pestana: 'proyectos' });
    const minimum = () => screen.getByRole('textbox', { name: 'Monto mínimo' });
    await app.user.type(minimum(), '1000');
    await app.user.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({ listado: true, pestana: 'proyectos', monto: 1000 }),
    );

    app.router.history.back();
    await waitFor(() => expect(minimum()).toHaveValue(''));
    expect(screen.getByRole('heading', { level: 2, name: 'Mis proyectos' })).toBeInTheDocument();
    app.router.history.back();
    await screen.findByRole('heading', { level: 2, name: 'Listado de ofertas' });
    expect(expiry()).toHaveValue('4');
    expect(app.router.state.location.search).toEqual({ listado: true, vencimiento: 4 });
  });

  it('ERR-03 a failed offers list signs the client out with the server message', async () => {
    const app = await open('demo');
    sim.server.use(
      http.post('*/api/client/offers', () =>
        HttpResponse.json(errorBodyOf('Servicio no disponible'), { status: 500 }),
      ),
    );
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/portal'));
    expect(useSession.getState().signOutMessage).toBe('Servicio no disponible');
  });

  describe('Mis proyectos', () => {
    it('ROLE-10 MYPROJ-01 MYPROJ-02 MYPROJ-03 an issuer sees its own projects from projects/propios as a table', async () => {
      const app = await openLists('emisor');
      const requests = recordRequests(sim.server);
      await showProjects(app);
      const own = await serverOwnProjects();
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect((await requests.all()).find((r) => r.path === '/api/client/projects/propios')?.body).toEqual({
        proyecto: '',
        vencimiento: '',
        monto: '',
        page: 1,
      });
      const t = table('Mis proyectos');
      expect(headers(t)).toEqual([
        'Código',
        'País',
        'Tipo',
        'Categoría',
        'Emisor',
        'Nombre',
        'Riesgo',
        'Garantía',
        'Interés %',
        'Vencimiento',
        'Monto',
        'Ganancia periodo %',
        'Disponibilidad',
        'Participantes',
      ]);
      const rows = bodyRows(t);
      expect(rows).toHaveLength(own.length);
      const p = own[0]!;
      const cells = [...rows[0]!.querySelectorAll('td, th')].map((c) => c.textContent);
      expect(cells).toEqual([
        p.code,
        p.country_iso,
        p.tipo,
        p.category,
        p.issuer,
        p.name,
        p.risk,
        p.warranty,
        `${Number(p.tax_referential_client)} %`,
        shown(p.end_date),
        shown(`USDT ${p.amount}`),
        `${Math.round(Number(p.ganancia) * 100) / 100} %`,
        shown(`USDT ${p.disponible}`),
        String(p.total_inversores),
      ]);
      expect(screen.queryByText('¡Ups, sin proyectos ofertados!')).toBeNull();
    });

    it('MYPROJ-02 the filters post proyecto, vencimiento, monto and page to projects/propios', async () => {
      const app = await openLists('emisor');
      await showProjects(app);
      const requests = recordRequests(sim.server);
      await app.user.selectOptions(screen.getByRole('combobox', { name: 'Periodo de vencimiento' }), '4');
      await app.user.type(screen.getByRole('textbox', { name: 'Monto mínimo' }), '1000');
      await app.user.click(screen.getByRole('button', { name: 'Filtrar' }));
      await waitFor(async () =>
        expect(await requests.all()).toContainEqual({
          method: 'POST',
          path: '/api/client/projects/propios',
          body: { proyecto: '', vencimiento: '4', monto: '1000', page: 1 },
        }),
      );
      const count = requests.count();
      await app.user.clear(screen.getByRole('textbox', { name: 'Monto mínimo' }));
      await app.user.type(screen.getByRole('textbox', { name: 'Monto mínimo' }), '1,5');
      await app.user.click(screen.getByRole('button', { name: 'Filtrar' }));
      expect(screen.getByText('Ingrese un monto válido, por ejemplo 1000 o 1000.50')).toBeInTheDocument();
      expect(requests.count()).toBe(count);
    });

    it('MYPROJ-05 clicking a row, or its name from the keyboard, opens the invest modal of that project', async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined); // recharts: the test DOM has no layout
      const app = await openLists('emisor');
      await showProjects(app);
      const p = (await serverOwnProjects())[0]!;
      const row = rowOf(table('Mis proyectos'), p.name);
      await app.user.click(within(row).getByText(p.code));
      const title = `Detalle de la inversión de ${p.name} ${p.nrocontrato}`;
      expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
      expect(app.router.state.location.pathname).toBe('/cliente/ofertas');
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      within(rowOf(table('Mis proyectos'), p.name))
        .getByRole('button', { name: `Abrir ${p.name}` })
        .focus();
      await app.user.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    });

    it("MYPROJ-06 MYPROJ-07 MYPROJ-08 the pager: 'Primera Página' (disabled on page 1), 'Anterior «', the page, 'Siguiente »'", async () => {
      const app = await openLists('emisor');
      const own = await serverOwnProjects();
      // Three pages of the issuer's projects: the server's rows, paged as asked.
      const asked: number[] = [];
      sim.server.use(
        http.post('*/api/client/projects/propios', async ({ request }) => {
          const page = Number(((await request.json()) as { page: number }).page);
          asked.push(page);
          return HttpResponse.json({ data: own, cantidad: 30, page, total_pages: 3 });
        }),
      );
      await showProjects(app);
      const pager = screen.getByRole('navigation', { name: 'Paginación de mis proyectos' });
      const button = (name: string) => within(pager).getByRole('button', { name });
      expect(
        within(pager)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Primera Página', 'Anterior «', 'Siguiente »']);
      expect(within(pager).getByText('Página 1')).toBeInTheDocument();
      expect(button('Primera Página')).toBeDisabled();
      expect(button('Anterior «')).toBeDisabled();
      await app.user.click(button('Siguiente »'));
      await waitFor(() => expect(within(pager).getByText('Página 2')).toBeInTheDocument());
      await app.user.click(button('Siguiente »'));
      await waitFor(() => expect(within(pager).getByText('Página 3')).toBeInTheDocument());
      expect(button('Siguiente »')).toBeDisabled();
      expect(button('Primera Página')).toBeEnabled();
      await app.user.click(button('Primera Página'));
      await waitFor(() => expect(within(pager).getByText('Página 1')).toBeInTheDocument());
      expect(button('Primera Página')).toBeDisabled();
      // Page 1 shows again (from the cache, fresh for 30 s).
      expect(asked).toEqual([1, 2, 3]);
    });

    it("ROLE-11 MYPROJ-04 MYPROJ-09 MYPROJ-10 MYPROJ-11 a non-issuer reaches 'Mis proyectos', its empty advice opens the office modal", async () => {
      const app = await openLists('inversor');
      await showProjects(app);
      expect(screen.getByText('¡Ups, sin proyectos ofertados!')).toBeInTheDocument();
      expect(screen.getByText(/acérquese a nuestras oficinas de consultoría/)).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
      await app.user.click(screen.getByRole('button', { name: 'Ver dirección de la oficina' }));
      const dialog = await screen.findByRole('dialog', { name: 'Nuestra oficina de consultoría' });
      expect(within(dialog).getByText(/Centro Comercial/)).toBeInTheDocument();
      expect(within(dialog).getByText(/Bogotá/)).toBeInTheDocument();
      const link = within(dialog).getByRole('link', { name: /Cómo llegar/ });
      expect(link).toHaveTextContent('Cómo llegar');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
