import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, resetSession, signInAs } from '../../../../tests/render-app';
import { post, TEST_START, useSimulator } from '../../../../tests/simulator';
import { gate, showOnPhone } from '../../../../tests/screen-helpers';

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };
const NOT_REAL = 'Esta es una plataforma de demostración: el saldo y las operaciones no son reales.';

type Statement = {
  data: {
    saldo_inicial: string;
    saldo_final: string;
    cantidad: number;
    totales: Record<string, string>;
    movimientos: { description: string }[];
  };
};

async function open(who: typeof DEMO, path: string) {
  const token = await signInAs(who.email, who.password);
  const app = renderApp(path);
  await waitFor(() => expect(app.router.state.status).toBe('idle'));
  await screen.findByRole('heading', { level: 1, name: 'Estado de cuenta' });
  return { app, token };
}

/** The figure of a summary line: the text beside its label. */
const figure = (label: string) => screen.getByText(label, { selector: 'p' }).nextElementSibling?.textContent;

/** Catches the next download: the blob and the name it is saved under. */
function catchDownload() {
  const saved: { blob: Blob | null; name: string } = { blob: null, name: '' };
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.blob = blob as Blob;
    return 'blob:estado';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.name = this.download;
  });
  return saved;
}

describe("'Estado de cuenta' screen", () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_START, shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('STMT-13 opens from the movements panel on this month, and a preset puts its period in the URL', async () => {
    await signInAs(DEMO.email, DEMO.password);
    const app = renderApp('/cliente/dashboard');
    const link = await screen.findByRole('link', { name: 'Ver el estado de cuenta de cualquier periodo' });
    await app.user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Estado de cuenta' });
    expect(app.router.state.location.pathname).toBe('/cliente/estado-de-cuenta');
    // The top bar names the screen too (it is not a menu item, ROLE-03).
    expect(screen.getByText('Estado de cuenta', { selector: 'header p' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).not.toHaveTextContent(
      'Estado de cuenta',
    );
    expect(await screen.findByText('Del 01/11/2026 al 30/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Este mes' })).toHaveAttribute('aria-pressed', 'true');

    await app.user.click(screen.getByRole('button', { name: 'Año anterior' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({ desde: '2025-01-01', hasta: '2025-12-31' }),
    );
    expect(await screen.findByText('Del 01/01/2025 al 31/12/2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Año anterior' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await waitFor(() =>
      expect(app.router.state.location.search).toEqual({ desde: '2026-10-01', hasta: '2026-10-31' }),
    );
  });

  it('STMT-14 DEMO-04 shows the opening balance, each total, the closing balance and every movement the server answers', async () => {
    const { token } = await open(DEMO, '/cliente/estado-de-cuenta?desde=2025-11-01&hasta=2026-11-22');
    const { body } = await post<Statement>(
      '/api/client/balance/statement',
      { desde: '2025-11-01', hasta: '2026-11-22' },
      token,
    );
    await screen.findByText('Del 01/11/2025 al 22/11/2026');
    expect(body.data.saldo_inicial).toBe('0.00');
    expect(figure('Saldo inicial')).toBe('USDT 0.00');
    expect(figure('Saldo final')).toBe(
      `USDT ${Number(body.data.saldo_final).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(figure('Depósitos')).toBe(
      `USDT ${Number(body.data.totales.depositos).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(figure('Comisiones (incluidas en los retiros)')).toBe(`USDT ${body.data.totales.comisiones}`);
    expect(screen.getByText(`${body.data.cantidad} movimientos`)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Movimientos de la cuenta' });
    expect(within(table).getAllByRole('row')).toHaveLength(body.data.cantidad + 1);
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent(body.data.movimientos[0]!.description);
  });

  it('STMT-14 a period without movements shows its balances and the empty message; on a phone the movements are cards', async () => {
    await open(INVERSOR, '/cliente/estado-de-cuenta?desde=2010-01-01&hasta=2010-12-31');
    expect(await screen.findByText('No hay movimientos en este periodo.')).toBeInTheDocument();
    expect(screen.getByText('Sin Movimientos')).toBeInTheDocument();
    expect(figure('Saldo inicial')).toBe('$ 0.00');
    expect(figure('Saldo final')).toBe('$ 0.00');
    expect(screen.queryByTestId('demo-notice')).toBeNull();

    cleanup();
    resetSession();
    await open(INVERSOR, '/cliente/estado-de-cuenta?desde=2026-01-01&hasta=2026-11-22');
    showOnPhone();
    const cards = await screen.findByRole('list', { name: 'Movimientos de la cuenta (en tarjetas)' });
    expect(within(cards).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(cards.closest('[data-layout="cards"]')).toHaveClass('mantine-hidden-from-sm');
  });

  it("STMT-15 shows the server's refusal of a reversed period and offers to try again", async () => {
    await open(DEMO, '/cliente/estado-de-cuenta?desde=2026-05-01&hasta=2026-04-01');
    const refusal = await screen.findByText('La fecha desde no puede ser posterior a la fecha hasta');
    const alert = refusal.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('No se pudo cargar el estado de cuenta.');
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('STMT-17 STMT-20 DEMO-06 says nothing is real in demo mode and downloads the CSV of the period with that notice', async () => {
    const { app } = await open(DEMO, '/cliente/estado-de-cuenta?desde=2026-01-01&hasta=2026-06-30');
    // The statement says it itself, besides the shell's demo banner.
    expect(screen.getByTestId('demo-notice')).toHaveTextContent(NOT_REAL);
    await screen.findByText('Del 01/01/2026 al 30/06/2026');
    const saved = catchDownload();
    await app.user.click(screen.getByRole('button', { name: 'Descargar el estado de cuenta en CSV' }));
    await waitFor(() => expect(saved.name).toBe('estado-de-cuenta-2026-01-01-a-2026-06-30.csv'));
    const text = await saved.blob!.text();
    expect(text.split('\r\n').slice(0, 5)).toEqual([
      'Estado de cuenta,Del 01/01/2026 al 30/06/2026',
      'Moneda,USDT',
      NOT_REAL,
      '',
      'Fecha,Código,Descripción,Tipo,Monto,Saldo',
    ]);
  });

  it('STMT-16 STMT-18 downloads the PDF and the XLSX of the period under its name', async () => {
    const { app } = await open(INVERSOR, '/cliente/estado-de-cuenta?desde=2026-01-01&hasta=2026-11-22');
    await screen.findByText('Del 01/01/2026 al 22/11/2026');
    const saved = catchDownload();
    await app.user.click(screen.getByRole('button', { name: 'Descargar el estado de cuenta en PDF' }));
    await waitFor(() => expect(saved.name).toBe('estado-de-cuenta-2026-01-01-a-2026-11-22.pdf'));
    expect(saved.blob!.type).toBe('application/pdf');
    await app.user.click(
      screen.getByRole('button', { name: 'Descargar el estado de cuenta en Excel (XLSX)' }),
    );
    await waitFor(() => expect(saved.name).toBe('estado-de-cuenta-2026-01-01-a-2026-11-22.xlsx'));
    const head = new Uint8Array(await saved.blob!.arrayBuffer()).slice(0, 2);
    expect(String.fromCharCode(...head)).toBe('PK');
  });

  it('STMT-19 the tax summary shows once the statement above it has come, so that nothing pushes it down', async () => {
    const hold = gate();
    sim.server.use(http.post('*/api/client/balance/statement', async () => void (await hold.wait)));
    await open(DEMO, '/cliente/estado-de-cuenta');
    // Its own call answers meanwhile; the summary waits, hidden, below the statement's loading state.
    const taxHeading = await screen.findByText('Ventas en el mercado secundario');
    expect(taxHeading).not.toBeVisible();
    hold.open();
    await screen.findByText('Saldo inicial');
    await waitFor(() => expect(taxHeading).toBeVisible());
  });

  it('STMT-19 shows the tax summary of the current year, another year from the list, and downloads it as CSV', async () => {
    const { app, token } = await open(DEMO, '/cliente/estado-de-cuenta');
    const tax = await post<{ data: { ventas: { description: string }[]; resultado_secundario: string } }>(
      '/api/client/balance/tax-summary',
      { anio: 2026 },
      token,
    );
    // The summary shows once the statement above it has come.
    const year = await screen.findByRole('combobox', { name: 'Año' });
    expect(year).toHaveValue('2026');
    await screen.findByText('Ventas en el mercado secundario');
    expect(figure('Resultado del mercado secundario')).toBe(`USDT ${tax.body.data.resultado_secundario}`);
    const sales = screen.getByRole('list', { name: 'Ventas en el mercado secundario' });
    expect(within(sales).getAllByRole('listitem')).toHaveLength(tax.body.data.ventas.length);

    const saved = catchDownload();
    await app.user.click(screen.getByRole('button', { name: 'Descargar CSV del resumen de 2026' }));
    await waitFor(() => expect(saved.name).toBe('resumen-fiscal-2026.csv'));
    // UTF-8 with its byte-order mark, so that a spreadsheet reads the accents.
    expect([...new Uint8Array(await saved.blob!.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await saved.blob!.text()).startsWith('Resumen anual para impuestos 2026\r\n')).toBe(true);

    await app.user.selectOptions(year, '2024');
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ anio: 2024 }));
    expect(await screen.findByText('No hubo ventas en el mercado secundario este año.')).toBeInTheDocument();
  });
});
