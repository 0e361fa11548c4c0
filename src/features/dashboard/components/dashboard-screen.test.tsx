import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BalanceSummary, ChartAmount, ChartLabel, Movement } from '@/contract/account';
import { errorBodyOf } from '@/contract/errors';
import type { Project } from '@/contract/projects';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs, type RenderedApp } from '../../../../tests/render-app';
import { literals } from '../../../../tests/literals';
import { post, TEST_START, useSimulator } from '../../../../tests/simulator';

/** What the screen shows for the seeded values these tests read back from the server. */
const shown = literals({
  '$ 12500.00': '$ 12,500.00',
  '$ 176.97': '$ 176.97',
  '$ 19950.25': '$ 19,950.25',
  '$ 2326.27': '$ 2,326.27',
  '$ 2500.00': '$ 2,500.00',
  '$ 32850.25': '$ 32,850.25',
  '$ 400.00': '$ 400.00',
  '$ 4253.56': '$ 4,253.56',
  '2026-01-26': '26/01/2026',
  '2026-02-25': '25/02/2026',
  '2026-03-27': '27/03/2026',
  '2026-04-26': '26/04/2026',
  '2026-05-21': '21/05/2026',
  '2026-06-25': '25/06/2026',
  '2026-07-15': '15/07/2026',
  '2026-07-25': '25/07/2026',
  '2026-08-04': '04/08/2026',
  '2026-08-14': '14/08/2026',
  '2026-08-24': '24/08/2026',
  '2026-09-08': '08/09/2026',
  '2026-09-23': '23/09/2026',
  '2026-10-03': '03/10/2026',
  '2026-10-13': '13/10/2026',
  '2026-10-23': '23/10/2026',
  '2026-11-02': '02/11/2026',
  'USDT 0.00': 'USDT 0.00',
  'USDT 1000.00': 'USDT 1,000.00',
  'USDT 11400.00': 'USDT 11,400.00',
  'USDT 12500.00': 'USDT 12,500.00',
  'USDT 14300.00': 'USDT 14,300.00',
  'USDT 1500.00': 'USDT 1,500.00',
  'USDT 1561.82': 'USDT 1,561.82',
  'USDT 15800.00': 'USDT 15,800.00',
  'USDT 17450.00': 'USDT 17,450.00',
  'USDT 20400.50': 'USDT 20,400.50',
  'USDT 20700.50': 'USDT 20,700.50',
  'USDT 23200.50': 'USDT 23,200.50',
  'USDT 23900.50': 'USDT 23,900.50',
  'USDT 24500.50': 'USDT 24,500.50',
  'USDT 24900.50': 'USDT 24,900.50',
  'USDT 25000.00': 'USDT 25,000.00',
  'USDT 331.47': 'USDT 331.47',
  'USDT 3700.00': 'USDT 3,700.00',
  'USDT 45400.50': 'USDT 45,400.50',
  'USDT 4700.00': 'USDT 4,700.00',
  'USDT 5499.95': 'USDT 5,499.95',
  'USDT 6500.00': 'USDT 6,500.00',
  'USDT 7400.00': 'USDT 7,400.00',
  'USDT 8600.00': 'USDT 8,600.00',
  'USDT 9400.00': 'USDT 9,400.00',
});

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };

const CARDS: [string, keyof BalanceSummary, string][] = [
  ['DASH-01', 'VALORCUENTA', 'Valor de la cuenta'],
  ['DASH-02', 'DISPONIBLE', 'Saldo disponible'],
  ['DASH-03', 'INVERTIDO', 'Mis inversiones'],
  ['DASH-04', 'GANANCIAS', 'Ganancias a la fecha'],
  ['DASH-05', 'GANANCIASESPERADA', 'Ganancias esperadas'],
  ['DASH-06', 'DEPOSITO', 'Depósito pendiente'],
  ['DASH-07', 'OFERTA', 'Mis ofertas'],
  ['DASH-08', 'RETENCION', 'Saldo retenido'],
];

const balancesRegion = () => screen.getByRole('region', { name: 'Resumen de la cuenta' });
const card = (label: string) => within(balancesRegion()).getByRole('group', { name: label });
const pathOf = (app: RenderedApp) => app.router.state.location.pathname;

/** What the server answers the signed-in client, read beside the screen (the same handlers). */
async function serverData(token: string) {
  const [dashboard, chart, projects, movements] = await Promise.all([
    post<{ data: { saldos: BalanceSummary[] } }>('/api/client/dashboard', {}, token),
    post<{ data: ChartAmount[]; label: ChartLabel[] }>('/api/client/investments/grafica', {}, token),
    post<{ data: Project[]; cantidad: number }>('/api/client/projects/all_projects', {}, token),
    post<{ data: Movement[] }>('/api/client/balance/list', { page: 1 }, token),
  ]);
  return {
    balances: dashboard.body.data.saldos[0]!,
    chart: chart.body,
    projects: projects.body.data,
    movements: movements.body.data,
  };
}

/** Signs in as a seeded persona and opens the dashboard once its data is on screen. */
async function openDashboard(who: { email: string; password: string }) {
  const token = await signInAs(who.email, who.password);
  const app = renderApp('/cliente/dashboard');
  await waitFor(() => {
    expect(app.router.state.status).toBe('idle');
    expect(within(balancesRegion()).getAllByRole('group')).toHaveLength(8);
    // What lies below a phone's first screenful is drawn a frame later: the chart, then the carousel and the
    // movements, each in a commit of its own.
    expect(screen.getByRole('region', { name: 'Mercado primario' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Últimos movimientos' })).toBeInTheDocument();
  });
  return { app, token };
}

describe('dashboard (/cliente/dashboard)', () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_START, shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('balance cards', () => {
    it.each(CARDS)(
      '%s SESS-13 DASH-10 DEMO-04 the card of %s equals data.saldos[0] of the server, in USDT for the demo persona',
      async (_id, key, label) => {
        const { token } = await openDashboard(DEMO);
        const { balances } = await serverData(token);
        expect(within(card(label)).getByText(shown(`USDT ${balances[key]}`))).toBeInTheDocument();
      },
    );

    it('DASH-09 shows exactly eight balance cards, in the specified order', async () => {
      await openDashboard(DEMO);
      const groups = within(balancesRegion()).getAllByRole('group');
      expect(groups.map((g) => g.getAttribute('data-balance'))).toEqual(CARDS.map(([, key]) => key));
    });

    it("DASH-10 CONST-05 DEMO-05 formats every card with 2 decimals, ',' thousands and '$' outside demo mode", async () => {
      const { token } = await openDashboard(INVERSOR);
      const { balances } = await serverData(token);
      for (const [, key, label] of CARDS) {
        const text = within(card(label)).getByText(/^-?\$ /).textContent;
        expect(text).toBe(shown(`$ ${balances[key]}`));
        expect(text).toMatch(/^-?\$ \d{1,3}(,\d{3})*\.\d{2}$/);
      }
      // A figure of the seeded investor above 1,000 shows its separator.
      expect(within(card('Saldo disponible')).getByText(/^\$ \d{1,3}(,\d{3})+\.\d{2}$/)).toBeInTheDocument();
      expect(within(balancesRegion()).queryByText(/USDT/)).toBeNull();
    });
  });

  describe('investments chart', () => {
    it('DASH-11 draws data[].amount over label[].fecha of investments/grafica (its table equals the series)', async () => {
      const { token } = await openDashboard(DEMO);
      const { chart } = await serverData(token);
      expect(chart.data.length).toBeGreaterThan(0);
      const table = await screen.findByRole('table', { name: 'Monto invertido acumulado por fecha' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(
        rows.map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        ),
      ).toEqual(chart.data.map((d, i) => [shown(chart.label[i]!.fecha), shown(`USDT ${d.amount}`)]));
      // The drawing itself came with the lazily loaded chart chunk.
      expect(document.querySelector('[data-chart="investments"]')).not.toBeNull();
    });

    it('DASH-12 a failed chart call is only logged: the dashboard stays and the client stays signed in', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      sim.server.use(
        http.post('*/api/client/investments/grafica', () =>
          HttpResponse.json(errorBodyOf('Error al calcular la gráfica'), { status: 500 }),
        ),
      );
      const { app } = await openDashboard(DEMO);
      expect(
        await screen.findByText('La gráfica de inversiones no está disponible en este momento.'),
      ).toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(
        'No se pudo cargar la gráfica de inversiones (investments/grafica)',
        expect.objectContaining({ message: 'Error al calcular la gráfica' }),
      );
      // A moment later: still signed in, still on the dashboard, the rest of it on screen.
      await new Promise((r) => setTimeout(r, 100));
      expect(useSession.getState().token).not.toBeNull();
      expect(useSession.getState().signOutMessage).toBeNull();
      expect(pathOf(app)).toBe('/cliente/dashboard');
      expect(within(balancesRegion()).getAllByRole('group')).toHaveLength(8);
      expect(await screen.findByRole('region', { name: 'Mercado primario' })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Últimos movimientos' })).toBeInTheDocument();
    });
  });

  describe('primary-market carousel', () => {
    const carousel = () => screen.getByRole('region', { name: 'Mercado primario' });

    it('DASH-13 SESS-14 shows the primary projects of all_projects, one per slide, the first one first', async () => {
      const { app, token } = await openDashboard(DEMO);
      const { projects } = await serverData(token);
      expect(projects.length).toBeGreaterThan(1);
      const slide = within(carousel()).getByRole('group', { name: `1 de ${projects.length}` });
      expect(within(slide).getByRole('heading', { level: 3 })).toHaveTextContent(projects[0]!.name);
      expect(within(slide).getByText(projects[0]!.code)).toBeInTheDocument();
      const rendered = carousel().querySelectorAll('[data-project-id]');
      for (const el of rendered) expect(el.querySelectorAll('h3')).toHaveLength(1);
      // SESS-14: the client state (query cache) holds every primary project.
      expect(app.queryClient.getQueryData(['client', 'projects', 'all'])).toEqual(
        expect.objectContaining({ data: projects }),
      );
    });

    it('DASH-15 renders only the slides within 2 of the active one: at most 5 in the page', async () => {
      const { token } = await openDashboard(DEMO);
      const { projects } = await serverData(token);
      const ids = () =>
        [...carousel().querySelectorAll('[data-project-id]')].map((el) =>
          Number(el.getAttribute('data-project-id')),
        );
      const n = projects.length;
      const expected = [0, 1, 2, n - 1, n - 2].filter((i, k, all) => i >= 0 && i < n && all.indexOf(i) === k);
      // The slides beside the active one are drawn a frame each after it.
      await waitFor(() => expect(ids().length).toBe(Math.min(5, n)));
      expect(new Set(ids())).toEqual(new Set(expected.map((i) => projects[i]!.id)));
    });
  });

  describe('latest movements', () => {
    it('DASH-17 SESS-14 shows the latest movements (page 1 of balance/list) on the dashboard', async () => {
      const { app, token } = await openDashboard(DEMO);
      const { movements } = await serverData(token);
      expect(movements.length).toBeGreaterThan(0);
      const panel = screen.getByRole('region', { name: 'Últimos movimientos' });
      const table = within(panel).getByRole('table', { name: 'Movimientos de la cuenta' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual(
        movements.map((m) => m.description),
      );
      expect(app.queryClient.getQueryData(['client', 'balance', 'list', 1])).toEqual(
        expect.objectContaining({ data: movements }),
      );
    });
  });

  describe('errors', () => {
    it.each([
      ['dashboard', '*/api/client/dashboard'],
      ['balance/list', '*/api/client/balance/list'],
      ['projects/all_projects', '*/api/client/projects/all_projects'],
    ])('ERR-03 a failed %s load signs the client out with the server message', async (_name, path) => {
      sim.server.use(
        http.post(path, () =>
          HttpResponse.json(errorBodyOf('No se pudo cargar la información'), { status: 500 }),
        ),
      );
      await signInAs(DEMO.email, DEMO.password);
      const app = renderApp('/cliente/dashboard');
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      expect(useSession.getState().token).toBeNull();
      expect(useSession.getState().signOutMessage).toBe('No se pudo cargar la información');
      expect(await screen.findByText('No se pudo cargar la información')).toBeInTheDocument();
    });
  });
});
