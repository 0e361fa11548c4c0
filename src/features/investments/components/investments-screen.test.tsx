import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Investment, InvestmentProjectOption, ListTotals } from '@/contract/investments';
import { errorBodyOf } from '@/contract/errors';
import { useSession } from '@/shared/session/session-store';
import { resetSession, signInAs, type RenderedApp } from '../../../../tests/render-app';
import { post, TEST_START, useSimulator } from '../../../../tests/simulator';
import {
  gate,
  openScreen,
  personas,
  recordRequests,
  type PersonaKey,
  verifyNewPersona,
  showOnPhone,
  untilDrawn,
} from '../../../../tests/screen-helpers';
import { literals } from '../../../../tests/literals';

/** What the screen shows for the seeded values these tests read back from the server. */
const shown = literals({
  '$ 10.36': '$ 10.36',
  '$ 1000.00': '$ 1,000.00',
  '$ 1082.19': '$ 1,082.19',
  '$ 120.82': '$ 120.82',
  '$ 1200.00': '$ 1,200.00',
  '$ 122.59': '$ 122.59',
  '$ 1252.92': '$ 1,252.92',
  '$ 126.57': '$ 126.57',
  '$ 126.59': '$ 126.59',
  '$ 130.19': '$ 130.19',
  '$ 133.77': '$ 133.77',
  '$ 1331.19': '$ 1,331.19',
  '$ 134.15': '$ 134.15',
  '$ 1500.00': '$ 1,500.00',
  '$ 1517.57': '$ 1,517.57',
  '$ 1600.00': '$ 1,600.00',
  '$ 1610.36': '$ 1,610.36',
  '$ 1633.77': '$ 1,633.77',
  '$ 164.93': '$ 164.93',
  '$ 17.57': '$ 17.57',
  '$ 19950.25': '$ 19,950.25',
  '$ 2000.00': '$ 2,000.00',
  '$ 21281.44': '$ 21,281.44',
  '$ 2164.93': '$ 2,164.93',
  '$ 2200.00': '$ 2,200.00',
  '$ 2324.05': '$ 2,324.05',
  '$ 2750.25': '$ 2,750.25',
  '$ 2876.84': '$ 2,876.84',
  '$ 3400.00': '$ 3,400.00',
  '$ 3484.07': '$ 3,484.07',
  '$ 386.09': '$ 386.09',
  '$ 4000.00': '$ 4,000.00',
  '$ 4126.57': '$ 4,126.57',
  '$ 431.51': '$ 431.51',
  '$ 44.19': '$ 44.19',
  '$ 45.68': '$ 45.68',
  '$ 467.94': '$ 467.94',
  '$ 63.86': '$ 63.86',
  '$ 7.34': '$ 7.34',
  '$ 800.00': '$ 800.00',
  '$ 82.19': '$ 82.19',
  '$ 84.07': '$ 84.07',
  '$ 863.86': '$ 863.86',
  '$ 88.37': '$ 88.37',
  '$ 9.85': '$ 9.85',
  '$ 900.00': '$ 900.00',
  '$ 907.34': '$ 907.34',
  '$ 945.68': '$ 945.68',
  '2026-04-21 11:00:00': '21/04/2026',
  '2026-05-21 09:00:00': '21/05/2026',
  '2026-06-15 10:00:00': '15/06/2026',
  '2026-06-20 15:00:00': '20/06/2026',
  '2026-07-20 10:00:00': '20/07/2026',
  '2026-08-04 10:00:00': '04/08/2026',
  '2026-08-19 16:00:00': '19/08/2026',
  '2026-09-03 10:00:00': '03/09/2026',
  '2026-10-08 10:00:00': '08/10/2026',
  '2026-10-18 10:00:00': '18/10/2026',
  '2026-10-28 16:00:00': '28/10/2026',
  '2026-11-07 09:00:00': '07/11/2026',
  '2027-01-08 23:59:59': '08/01/2027',
  '2027-03-07 23:59:59': '07/03/2027',
  '2027-03-30 23:59:59': '30/03/2027',
  '2027-06-08 23:59:59': '08/06/2027',
  '2027-07-24 23:59:59': '24/07/2027',
  '2027-08-28 23:59:59': '28/08/2027',
  '2027-10-02 23:59:59': '02/10/2027',
  '2028-04-05 23:59:59': '05/04/2028',
  '2028-07-24 23:59:59': '24/07/2028',
  'USDT 402.08': 'USDT 402.08',
});

interface ListAnswer {
  data: { datos: Investment[]; totales: ListTotals; page: number; total_pages: number };
}

const token = () => useSession.getState().token!;
const serverList = async (path: 'investments' | 'investments/sold', query = {}) =>
  (await post<ListAnswer>(`/api/client/${path}`, { page: 1, ...query }, token())).body.data;

const open = (key: PersonaKey, path = '/cliente/inversiones') => openScreen(key, path, 'Mis inversiones');

/** Opens the screen and passes the landing: the active list is on screen. */
async function openLists(key: PersonaKey): Promise<RenderedApp> {
  const app = await open(key);
  await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
  await screen.findByRole('heading', { level: 2, name: 'Listado de inversiones activas' });
  await untilDrawn();
  return app;
}

async function showSold(app: RenderedApp) {
  await app.user.click(screen.getByRole('radio', { name: 'Inversiones vendidas' }));
  await screen.findByRole('heading', { level: 2, name: 'Listado de inversiones vendidas' });
  await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
}

const table = (name: string) => screen.getByRole('table', { name });
const bodyRows = (t: HTMLElement) => within(t.querySelector('tbody')!).getAllByRole('row');
const footCells = (t: HTMLElement) =>
  within(t.querySelector('tfoot')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const rowOf = (t: HTMLElement, name: string) =>
  bodyRows(t).find((r) => within(r).queryByRole('rowheader', { name }))!;

describe('Mis inversiones (/cliente/inversiones)', () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    // The client's 'today' is the server clock's day.
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_START, shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("ROUTE-14 INV-01 the landing has 'Continuar', which reads 'Cargando...' while it loads the investments", async () => {
    const app = await open('inversor');
    const requests = recordRequests(sim.server);
    const held = gate();
    sim.server.use(
      http.post('*/api/client/investments', async () => {
        await held.wait;
      }),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Inversiones' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('button', { name: 'Cargando...' })).toBeInTheDocument();
    held.open();
    await screen.findByRole('heading', { level: 2, name: 'Listado de inversiones activas' });
    const calls = await requests.all();
    expect(calls.find((r) => r.path === '/api/client/investments')?.body).toEqual({
      proyecto: '',
      vencimiento: '',
      monto: '',
      page: 1,
    });
    expect(calls.map((r) => r.path)).toContain('/api/client/investments/filtros');
  });

  it("INV-02 INV-03 ROUTE-20 after loading: 'Atrás' and the two switches; 'Atrás' returns to the landing; the URL stays", async () => {
    const app = await openLists('inversor');
    expect(screen.getByRole('radiogroup', { name: 'Lista de inversiones' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Inversiones activas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Inversiones vendidas' })).not.toBeChecked();
    const back = screen.getByRole('button', { name: 'Atrás' });
    expect(back).toHaveFocus();
    await showSold(app);
    expect(app.router.state.location.pathname).toBe('/cliente/inversiones');
    await app.user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(await screen.findByRole('button', { name: 'Continuar' })).toHaveFocus();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(app.router.state.location.pathname).toBe('/cliente/inversiones');
  });

  it('INV-04 INV-05 INV-06 INV-07 DEMO-05 the active rows and the totals row are data.datos and data.totales, in $', async () => {
    await openLists('inversor');
    const server = await serverList('investments');
    expect(server.datos.length).toBeGreaterThan(1);
    const t = table('Inversiones activas');
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Proyecto',
      'Fecha de inversión',
      'Fecha de fin',
      'Monto invertido',
      'Tasa de rendimiento',
      'Rendimiento actual',
      'Rendimiento futuro',
      'Saldo',
      'Acción',
    ]);
    const rows = bodyRows(t);
    expect(rows).toHaveLength(server.datos.length);
    server.datos.forEach((inv, i) => {
      const cells = [within(rows[i]!).getByRole('rowheader'), ...within(rows[i]!).getAllByRole('cell')].map(
        (c) => c.textContent,
      );
      expect(cells.slice(0, 8)).toEqual([
        inv.name,
        shown(inv.date_investment),
        shown(inv.end_date),
        shown(`$ ${inv.investment_amount}`),
        `${Number(inv.fee_total_contract)} %`,
        shown(`$ ${inv.rendimiento}`),
        shown(`$ ${inv.rendimientofuturo}`),
        shown(`$ ${inv.saldo}`),
      ]);
    });
    expect(footCells(t)).toEqual([
      '',
      '',
      shown(`$ ${server.totales.total_monto}`),
      '',
      shown(`$ ${server.totales.total_rendimiento}`),
      '',
      shown(`$ ${server.totales.total_saldo}`),
      '',
    ]);
    // The phone layout: one card per row and the totals below.
    showOnPhone();
    const cards = within(
      screen.getByRole('list', { name: 'Inversiones activas (en tarjetas)' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(server.datos.length);
    expect(within(cards[0]!).getByText(server.datos[0]!.name)).toBeInTheDocument();
    expect(
      within(screen.getAllByRole('group', { name: 'Totales' })[0]!).getByText(
        shown(`$ ${server.totales.total_saldo}`),
      ),
    ).toBeInTheDocument();
  });

  it("DEMO-04 in demo mode the list's amounts read USDT", async () => {
    await openLists('demo');
    const server = await serverList('investments');
    const row = rowOf(table('Inversiones activas'), server.datos[0]!.name);
    expect(within(row).getByText(shown(`USDT ${server.datos[0]!.saldo}`))).toBeInTheDocument();
  });

  it("INV-10 INV-11 an offered row (mercado_secundario 1) is marked with a disabled 'Ofertado'; the others offer 'Ofertar'", async () => {
    await openLists('inversor');
    const server = await serverList('investments');
    const offered = server.datos.filter((i) => i.mercado_secundario === 1);
    const free = server.datos.filter((i) => i.mercado_secundario !== 1);
    expect(offered.length).toBeGreaterThan(0);
    expect(free.length).toBeGreaterThan(0);
    const t = table('Inversiones activas');
    for (const inv of offered) {
      const row = rowOf(t, inv.name);
      expect(row).toHaveAttribute('data-marked', 'true');
      expect(within(row).getByRole('button', { name: 'Ofertado' })).toBeDisabled();
      expect(within(row).queryByRole('button', { name: 'Ofertar' })).toBeNull();
    }
    for (const inv of free) {
      const row = rowOf(t, inv.name);
      expect(row).not.toHaveAttribute('data-marked');
      expect(within(row).getByRole('button', { name: 'Ofertar' })).toBeEnabled();
    }
  });

  it('INV-10 SELL-01 the offer button opens the sell modal of that investment', async () => {
    const app = await openLists('inversor');
    const free = (await serverList('investments')).datos.find((i) => i.mercado_secundario === 0)!;
    await app.user.click(
      within(rowOf(table('Inversiones activas'), free.name)).getByRole('button', { name: 'Ofertar' }),
    );
    expect(
      await screen.findByRole('dialog', { name: `Detalle de la inversión de ${free.name}` }),
    ).toBeInTheDocument();
  });

  it('INV-08 INV-09 INV-21 without investments: the empty messages, page 1 and disabled paging', async () => {
    await verifyNewPersona(await sim.store());
    const app = await openLists('verificada');
    expect(screen.getByText('¡Ups, sin inversiones activas!')).toBeInTheDocument();
    expect(screen.getByText('Todavía no ha hecho ninguna inversión')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    const pager = screen.getByRole('navigation', { name: 'Paginación de Listado de inversiones activas' });
    expect(within(pager).getByText('Página 1 de 1')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await showSold(app);
    expect(screen.getByText('¡Ups, sin inversiones vendidas!')).toBeInTheDocument();
    expect(screen.getByText('Todavía ningún inversor ha comprado alguna de tus ofertas')).toBeInTheDocument();
  });

  it('INV-12 INV-17 INV-18 INV-19 INV-20 the sold list: title, columns, monto_venta and date_sold, footer totals, cards', async () => {
    const app = await openLists('inversor');
    await showSold(app);
    const server = await serverList('investments/sold');
    expect(server.datos.length).toBeGreaterThan(0);
    const t = table('Inversiones vendidas');
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Proyecto',
      'Fecha de inversión',
      'Fecha de fin',
      'Monto original',
      'Monto de venta',
      'Tasa de rendimiento',
      'Rendimiento actual',
      'Saldo',
      'Fecha de venta',
    ]);
    const rows = bodyRows(t);
    expect(rows).toHaveLength(server.datos.length);
    server.datos.forEach((inv, i) => {
      const cells = within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
      expect(within(rows[i]!).getByRole('rowheader').textContent).toBe(inv.name);
      expect(cells[2]).toBe(shown(`$ ${inv.investment_amount}`));
      expect(cells[3]).toBe(shown(`$ ${inv.monto_venta!}`));
      expect(cells[7]).toBe(shown(inv.date_sold));
    });
    expect(footCells(t)).toEqual([
      '',
      '',
      shown(`$ ${server.totales.total_monto}`),
      '',
      '',
      shown(`$ ${server.totales.total_rendimiento}`),
      shown(`$ ${server.totales.total_saldo}`),
      '',
    ]);
    showOnPhone();
    const cards = within(
      screen.getByRole('list', { name: 'Inversiones vendidas (en tarjetas)' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(server.datos.length);
    expect(within(cards[0]!).getByText(shown(server.datos[0]!.date_sold))).toBeInTheDocument();
  });

  it('INV-13 INV-14 INV-15 INV-16 both lists filter by a project dropdown from investments/filtros and by expiry period; a change posts the query', async () => {
    const app = await openLists('demo');
    const options = (
      await post<{ data: { proyectos: InvestmentProjectOption[] } }>(
        '/api/client/investments/filtros',
        {},
        token(),
      )
    ).body.data.proyectos;
    expect(options.length).toBeGreaterThan(1);
    const project = () => screen.getByRole('combobox', { name: 'Nombre del proyecto' });
    const expiry = () => screen.getByRole('combobox', { name: 'Periodo de vencimiento' });
    expect(
      within(project())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos los proyectos', ...options.map((o) => o.name)]);
    expect(
      within(expiry())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos', 'Hoy', 'Próximos 7 días', 'Próximos 30 días', 'Próximos 360 días']);

    const requests = recordRequests(sim.server);
    // A project with an active investment (the options also name those only sold).
    const firstActive = within(bodyRows(table('Inversiones activas'))[0]!).getByRole('rowheader').textContent;
    const chosen = options.find((o) => o.name === firstActive)!;
    await app.user.selectOptions(project(), String(chosen.id));
    await waitFor(() => {
      const names = bodyRows(table('Inversiones activas')).map(
        (r) => within(r).getByRole('rowheader').textContent,
      );
      expect(new Set(names)).toEqual(new Set([chosen.name]));
    });
    await app.user.selectOptions(expiry(), '4');
    await waitFor(async () =>
      expect((await requests.all()).map((r) => r.body)).toContainEqual({
        proyecto: String(chosen.id),
        vencimiento: '4',
        monto: '',
        page: 1,
      }),
    );
    expect((await requests.all()).every((r) => r.path === '/api/client/investments')).toBe(true);

    // INV-15: the sold list has the same two filters, posted to investments/sold.
    await showSold(app);
    await app.user.selectOptions(expiry(), '3');
    await waitFor(async () =>
      expect(await requests.all()).toContainEqual({
        method: 'POST',
        path: '/api/client/investments/sold',
        body: { proyecto: '', vencimiento: '3', monto: '', page: 1 },
      }),
    );
  });

  it("INV-16 the pager asks for the next page with the same filters; 'Anterior' goes back", async () => {
    await signInAs(personas.demo.email, personas.demo.password);
    // Two more investments: 16 active, two pages of 10 (SRV-04).
    const { body } = await post<{ data: { id: number; disponible: string }[] }>(
      '/api/client/projects',
      { page: 1 },
      token(),
    );
    const open2 = body.data.filter((p) => Number(p.disponible) >= 100).slice(0, 2);
    for (const p of open2) {
      const made = await post('/api/client/investments/create', { project_id: p.id, amount: '60' }, token());
      expect(made.status).toBe(200);
    }
    const app = await openLists('demo');
    const server = await serverList('investments');
    expect(server.total_pages).toBe(2);
    const pager = screen.getByRole('navigation', { name: 'Paginación de Listado de inversiones activas' });
    expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    const requests = recordRequests(sim.server);
    await app.user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(within(pager).getByText('Página 2 de 2')).toBeInTheDocument());
    expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    const page2 = await serverList('investments', { page: 2 });
    expect(bodyRows(table('Inversiones activas'))).toHaveLength(page2.datos.length);
    expect((await requests.all())[0]).toEqual({
      method: 'POST',
      path: '/api/client/investments',
      body: { proyecto: '', vencimiento: '', monto: '', page: 2 },
    });
    await app.user.click(within(pager).getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(within(pager).getByText('Página 1 de 2')).toBeInTheDocument());
    expect(bodyRows(table('Inversiones activas'))).toHaveLength(10);
  });

  it('INV-16 ROUTE-20 the list, its page and its filter come from the URL; back returns to each earlier state', async () => {
    await signInAs(personas.demo.email, personas.demo.password);
    // Two more investments: 16 active, two pages of 10 (SRV-04).
    const { body } = await post<{ data: { id: number; disponible: string }[] }>(
      '/api/client/projects',
      { page: 1 },
      token(),
    );
    for (const p of body.data.filter((x) => Number(x.disponible) >= 100).slice(0, 2)) {
      const made = await post('/api/client/investments/create', { project_id: p.id, amount: '60' }, token());
      expect(made.status).toBe(200);
    }
    // A reload, or a shared link, of the second page of the active list.
    const app = await open('demo', '/cliente/inversiones?listado=true&pagina=2');
    await screen.findByRole('heading', { level: 2, name: 'Listado de inversiones activas' });
    const pager = () =>
      screen.getByRole('navigation', { name: 'Paginación de Listado de inversiones activas' });
    await waitFor(() => expect(within(pager()).getByText('Página 2 de 2')).toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Inversiones activas' })).toBeChecked();
    const page2 = await serverList('investments', { page: 2 });
    expect(bodyRows(table('Inversiones activas'))).toHaveLength(page2.datos.length);

    // The sold list, then a filter: each a step of its own.
    await showSold(app);
    expect(app.router.state.location.search).toEqual({ listado: true, pestana: 'vendidas' });
    const expiry = () => screen.getByRole('combobox', { name: 'Periodo de vencimiento' });
    await app.user.selectOptions(expiry(), '4');
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({
        listado: true,
        pestana: 'vendidas',
        vencimiento: 4,
      }),
    );

    app.router.history.back();
    await waitFor(() => expect(expiry()).toHaveValue(''));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Listado de inversiones vendidas' }),
    ).toBeInTheDocument();
    app.router.history.back();
    await screen.findByRole('heading', { level: 2, name: 'Listado de inversiones activas' });
    await waitFor(() => expect(within(pager()).getByText('Página 2 de 2')).toBeInTheDocument());
    expect(app.router.state.location.search).toEqual({ listado: true, pagina: 2 });
  });

  it('ERR-03 a failed investment list signs the client out with the server message', async () => {
    const app = await open('inversor');
    sim.server.use(
      http.post('*/api/client/investments', () =>
        HttpResponse.json(errorBodyOf('Servicio no disponible'), { status: 500 }),
      ),
    );
    await app.user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/portal'));
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().signOutMessage).toBe('Servicio no disponible');
  });
});
