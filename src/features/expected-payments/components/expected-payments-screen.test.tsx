import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetSession, signInAs } from '../../../../tests/render-app';
import { openScreen, personas, verifyNewPersona } from '../../../../tests/screen-helpers';
import { post, TEST_START, useSimulator } from '../../../../tests/simulator';

const PATH = '/cliente/proximos-pagos';
const open = (key: 'demo' | 'verificada' = 'demo') => openScreen(key, PATH, 'Próximos pagos');

interface Forecast {
  data: {
    pagos: { fecha: string; proyecto: string; code: string; total: string }[];
    cantidad: number;
    totales: { interes: string; capital: string; total: string };
  };
}

/** What the server answers the demo now, through the contract (the screen's own sign-in then ends it). */
async function demoForecast(): Promise<Forecast['data']> {
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: personas.demo.email,
    password: personas.demo.password,
  });
  return (await post<Forecast>('/api/client/investments/proximos_pagos', {}, body.success.token)).body.data;
}

/** Catches the next download: the blob and the name it is saved under. */
function catchDownload() {
  const saved: { blob: Blob | null; name: string } = { blob: null, name: '' };
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:pagos';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

/** '2026-12-01' as the screen writes it. */
const day = (iso: string) => iso.split('-').reverse().join('/');
const usdt = (value: string) => `USDT ${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe("'Próximos pagos' screen", () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_START, shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('PAY-04 shows the window, the totals, a bar chart of the 12 months with its table, and every payment', async () => {
    const expected = await demoForecast();
    await open();
    expect(
      screen.getByText(
        'Los pagos que sus inversiones activas harán del 22/11/2026 al 31/10/2027, si nada cambia: intereses y, al vencer cada inversión, su capital.',
      ),
    ).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Totales de los próximos 12 meses' });
    expect(within(summary).getByText(usdt(expected.totales.total))).toBeTruthy();
    expect(within(summary).getByText(usdt(expected.totales.interes))).toBeTruthy();
    expect(within(summary).getByText(`${expected.cantidad} pagos previstos`)).toBeTruthy();

    const chart = screen.getByRole('img', { name: 'Gráfico de barras: total de pagos previstos por mes' });
    const months = screen.getByRole('table', { name: 'Pagos previstos por mes' });
    // The chart's description is the table of the same figures.
    expect(months.closest(`#${CSS.escape(chart.getAttribute('aria-describedby')!)}`)).toBeTruthy();
    const monthRows = within(months).getAllByRole('row');
    // Head, 12 months, totals.
    expect(monthRows).toHaveLength(14);
    expect(within(monthRows[1]!).getByRole('rowheader', { name: 'noviembre de 2026' })).toBeTruthy();
    expect(within(monthRows[12]!).getByRole('rowheader', { name: 'octubre de 2027' })).toBeTruthy();
    expect(within(monthRows[13]!).getByText(usdt(expected.totales.total))).toBeTruthy();

    const payments = screen.getByRole('table', { name: 'Pagos previstos' });
    const rows = within(payments).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(50, expected.cantidad));
    const first = expected.pagos[0]!;
    expect(within(rows[0]!).getByRole('rowheader', { name: day(first.fecha) })).toBeTruthy();
    expect(within(rows[0]!).getByText(first.proyecto)).toBeTruthy();
    expect(within(rows[0]!).getByText(first.code)).toBeTruthy();
    expect(within(rows[0]!).getByText(usdt(first.total))).toBeTruthy();
  });

  it("PAY-04 a client without investments sees 'Sin pagos previstos en los próximos 12 meses'", async () => {
    await verifyNewPersona(await sim.store());
    await open('verificada');
    expect(screen.getByText('Sin pagos previstos en los próximos 12 meses')).toBeTruthy();
    expect(
      screen.getByText('Cuando invierta en un proyecto, aquí verá cuándo y cuánto le pagará.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Descargar los próximos pagos en CSV' })).toBeNull();
  });

  it('PAY-04 shows an error with Reintentar when the forecast fails, and the forecast after it', async () => {
    await post('/api/simulador/ajustes', {
      // The route's prefetch and the screen's own load both fail.
      agregar_fallo: { tipo: 'error', ruta: '/api/client/investments/proximos_pagos', restantes: 2 },
    });
    const app = await open();
    expect(await screen.findByText('No se pudieron cargar los próximos pagos.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Pagos previstos' })).toBeTruthy();
  });

  it('PAY-05 DEMO-06 downloads the CSV of every payment, the months and the totals, with the demo notice', async () => {
    const expected = await demoForecast();
    const app = await open();
    const saved = catchDownload();
    await app.user.click(screen.getByRole('button', { name: 'Descargar los próximos pagos en CSV' }));
    await waitFor(() => expect(saved.name).toBe('proximos-pagos-2026-11-22.csv'));
    const bytes = new Uint8Array(await saved.blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await saved.blob!.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'Próximos pagos,Del 22/11/2026 al 31/10/2027',
      'Moneda,USDT',
      'Modo demo: cifras de una cuenta de demostración.',
      '',
      'Fecha,Inversión,Proyecto,Intereses,Capital,Total',
    ]);
    const first = expected.pagos[0]!;
    expect(lines[5]).toMatch(new RegExp(`^${first.fecha},${first.code},`));
    expect(lines[5]!.endsWith(`,${first.total}`)).toBe(true);
    expect(lines.filter((l) => /^\d{4}-\d{2}-\d{2},/.test(l))).toHaveLength(expected.cantidad);
    expect(lines).toContain('Mes,Intereses,Capital,Total');
    expect(lines).toContain(
      `Total,${expected.totales.interes},${expected.totales.capital},${expected.totales.total}`,
    );
  });

  it('PAY-05 downloads the PDF under its name, its library loaded when asked for', async () => {
    const app = await open();
    const saved = catchDownload();
    await app.user.click(screen.getByRole('button', { name: 'Descargar los próximos pagos en PDF' }));
    await waitFor(() => expect(saved.name).toBe('proximos-pagos-2026-11-22.pdf'), { timeout: 10_000 });
    expect(saved.blob!.type).toBe('application/pdf');
    const text = await saved.blob!.text();
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Del 22/11/2026 al 31/10/2027');
  }, 60_000);

  it("PAY-06 the dashboard and 'Mis inversiones' link to 'Próximos pagos'", async () => {
    await signInAs(personas.demo.email, personas.demo.password);
    const app = renderApp('/cliente/dashboard');
    await app.user.click(await screen.findByRole('link', { name: 'Próximos pagos' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Próximos pagos' })).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe(PATH));
    await app.user.click(
      within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', {
        name: 'Mis inversiones',
      }),
    );
    await app.user.click(await screen.findByRole('button', { name: 'Continuar' }));
    await app.user.click(await screen.findByRole('link', { name: 'Próximos pagos' }, { timeout: 10_000 }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe(PATH));
  }, 60_000);
});
