import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Movement } from '@/contract/account';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs } from '../../../../tests/render-app';
import { newClient, post, postForm, TEST_START, useSimulator } from '../../../../tests/simulator';
import { pdfFileName, toMovementRow } from '../model/movement-rows';
import { pdfPlainTextOf } from '../model/pdf-text';
import { MovementsPanel } from './movements-panel';

configure({ asyncUtilTimeout: 8000 });

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };

interface Page {
  data: Movement[];
  cantidad: number;
  page: number;
  total_pages: number;
  pdf: string;
  csv: string;
}

const listPage = async (token: string, page: number) =>
  (await post<Page>('/api/client/balance/list', { page }, token)).body;

const panel = () => screen.getByRole('region', { name: 'Últimos movimientos' });
const table = () => within(panel()).getByRole('table', { name: 'Movimientos de la cuenta' });
const cardList = () => within(panel()).getByRole('list', { name: 'Movimientos de la cuenta (vista móvil)' });
const tableRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const previous = () => within(panel()).getByRole('button', { name: 'Anterior' });
const next = () => within(panel()).getByRole('button', { name: 'Siguiente' });

/** What a row shows, the same way the screen formats it, from the server's own movement. */
const expectedCells = (m: Movement, currency: string) => {
  const row = toMovementRow(m, currency);
  return [row.date, row.code, row.description, row.amount, row.saldo];
};

/** Records the page of every balance/list request from now on. */
function recordPages(server: ReturnType<typeof useSimulator>['server']) {
  const pages: Promise<number>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/client/balance/list') {
      pages.push(
        request
          .clone()
          .json()
          .then((b: { page: number }) => b.page),
      );
    }
  });
  return () => Promise.all(pages);
}

async function openDashboard(who: { email: string; password: string }) {
  const token = await signInAs(who.email, who.password);
  const app = renderApp('/cliente/dashboard');
  await waitFor(() => {
    expect(app.router.state.status).toBe('idle');
    expect(panel()).toBeInTheDocument();
  });
  return { app, token };
}

/** A new client at status 3 with no movement at all. */
async function clientWithoutMovements() {
  const png = () => new File([new Uint8Array(8)], 'f.png', { type: 'image/png' });
  const client = await newClient('sin.movimientos@correo.test');
  await post('/api/client/update', { datos: { name: 'Cliente Nuevo' } }, client.token);
  await postForm(
    '/api/client/kyc',
    { file_id_front: png(), file_id_reverse: png(), file_selfie: png() },
    client.token,
  );
  return client;
}

/** jsdom lays nothing out, so recharts warns that its chart has no size: expected here, and only noise. */
function quietChartSizeWarning() {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('width(0) and height(0)')) return;
    warn(...args);
  });
}

describe('movements panel', () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
    quietChartSizeWarning();
    vi.useFakeTimers({ toFake: ['Date'], now: TEST_START, shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('MOV-01 MOV-06 MOV-11 DEMO-04 desktop: a table of date, code, description, amount and saldo as the server lists them', async () => {
    const { token } = await openDashboard(DEMO);
    const page = await listPage(token, 1);
    expect(page.data.length).toBeGreaterThan(0);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Fecha', 'Código', 'Descripción', 'Monto', 'Saldo']);
    expect(tableRows().map((r) => cellsOf(r).map((c) => c!.replace('Disminución: ', '')))).toEqual(
      page.data.map((m) => expectedCells(m, 'USDT')),
    );
    for (const row of tableRows()) {
      const [, , , amount, saldo] = cellsOf(row);
      expect(amount).toMatch(/USDT \d{1,3}(,\d{3})*\.\d{2}$/);
      expect(saldo).toMatch(/^-?USDT \d{1,3}(,\d{3})*\.\d{2}$/);
    }
    // Shown from Mantine's 'sm' breakpoint up only.
    expect(table().closest('[data-layout="table"]')).toHaveClass('mantine-visible-from-sm');
  });

  it('MOV-02 MOV-06 DEMO-05 mobile: one card per movement with the same five fields, in $ outside demo mode', async () => {
    const { token } = await openDashboard(INVERSOR);
    const page = await listPage(token, 1);
    const items = within(cardList()).getAllByRole('listitem');
    expect(items).toHaveLength(page.data.length);
    page.data.forEach((m, i) => {
      const row = toMovementRow(m, '$');
      const item = within(items[i]!);
      expect(item.getByText(row.description)).toBeInTheDocument();
      expect(items[i]!.querySelector('[data-field="amount"]')).toHaveTextContent(row.amount);
      expect(item.getByText(`Fecha: ${row.date}`)).toBeInTheDocument();
      expect(item.getByText(`Código: ${row.code}`)).toBeInTheDocument();
      expect(items[i]!.querySelector('[data-field="saldo"]')).toHaveTextContent(row.saldo);
    });
    expect(cardList().closest('[data-layout="cards"]')).toHaveClass('mantine-hidden-from-sm');
  });

  it('MOV-03 MOV-04 MOV-05 next asks for page + 1 and shows it, previous page − 1; each is disabled at its limit', async () => {
    const { app, token } = await openDashboard(DEMO);
    const first = await listPage(token, 1);
    const total = first.total_pages;
    expect(total).toBeGreaterThan(1);
    const server: Page[] = [first];
    for (let p = 2; p <= total; p++) server.push(await listPage(token, p));
    const descriptions = (p: number) => server[p - 1]!.data.map((m) => m.description);
    const onPage = (p: number) =>
      waitFor(() => {
        expect(within(panel()).getByText(`Página ${p} de ${total}`)).toBeInTheDocument();
        expect(tableRows().map((r) => cellsOf(r)[2])).toEqual(descriptions(p));
      });

    // From here on, only the screen asks the server.
    const pages = recordPages(sim.server);
    expect(within(panel()).getByText(`Página 1 de ${total}`)).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();

    // MOV-03: next asks for page + 1, up to the last page, where it is disabled (MOV-05).
    for (let p = 2; p <= total; p++) {
      await app.user.click(next());
      await onPage(p);
      expect(previous()).toBeEnabled();
    }
    expect(next()).toBeDisabled();
    expect(await pages()).toEqual(Array.from({ length: total - 1 }, (_, i) => i + 2));

    // MOV-04: previous asks for page − 1 (again: a page seen before is asked for anew) down to page 1.
    for (let p = total - 1; p >= 1; p--) {
      await app.user.click(previous());
      await onPage(p);
      expect(next()).toBeEnabled();
    }
    expect(previous()).toBeDisabled();
    expect((await pages()).slice(total - 1)).toEqual(
      Array.from({ length: total - 1 }, (_, i) => total - 1 - i),
    );
  });

  it("MOV-07 shows a movement without a code as '000000'", async () => {
    const db = await sim.store();
    await db.movements.add({
      clientId: 1,
      code: null,
      description: 'Ajuste sin código',
      balanceMicro: 1_500_000,
      saldoMicro: 1_500_000,
      status: 'APROBADO',
      type: 'AJUSTE',
      notes: '',
      currency_tag: 'USDT',
      at: TEST_START - 1000,
    });
    const { token } = await openDashboard(DEMO);
    const page = await listPage(token, 1);
    const index = page.data.findIndex((m) => m.description === 'Ajuste sin código');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(page.data[index]!.code).toBeNull();
    expect(cellsOf(tableRows()[index]!)[1]).toBe('000000');
    expect(
      within(within(cardList()).getAllByRole('listitem')[index]!).getByText('Código: 000000'),
    ).toBeInTheDocument();
  });

  it('MOV-08 a negative amount shows as a decrease: red, with its minus and said in words', async () => {
    const { token } = await openDashboard(DEMO);
    const page = await listPage(token, 1);
    const index = page.data.findIndex((m) => m.balance.startsWith('-'));
    expect(index).toBeGreaterThanOrEqual(0);
    const amountCell = within(tableRows()[index]!).getAllByRole('cell')[3]!;
    const amount = amountCell.querySelector('[data-decrease]')!;
    expect(amount).not.toBeNull();
    expect(amount.textContent).toBe(`Disminución: ${toMovementRow(page.data[index]!, 'USDT').amount}`);
    expect(amount.textContent).toMatch(/Disminución: -USDT /);
    expect(amount.getAttribute('style')).toContain('color: var(--mantine-color-red-text)');
    // An increase is neither red nor called a decrease.
    const up = page.data.findIndex((m) => !m.balance.startsWith('-'));
    if (up >= 0) {
      const upCell = within(tableRows()[up]!).getAllByRole('cell')[3]!;
      expect(upCell.querySelector('[data-decrease]')).toBeNull();
      expect(upCell.textContent).not.toMatch(/Disminución/);
    }
  });

  it("MOV-09 MOV-05 with no movements shows 'Sin Movimientos' / 'Aún no tiene movimientos registrados'", async () => {
    const client = await clientWithoutMovements();
    await openDashboard(client);
    expect(within(panel()).getByText('Sin Movimientos')).toBeInTheDocument();
    expect(within(panel()).getByText('Aún no tiene movimientos registrados')).toBeInTheDocument();
    expect(within(panel()).queryByRole('table')).toBeNull();
    expect(previous()).toBeDisabled();
    expect(next()).toBeDisabled();
    expect(within(panel()).getByRole('button', { name: /^Exportar/ })).toBeDisabled();
  });

  it("MOV-10 exports the current page as a PDF named as the server's pdf file, holding its movements", async () => {
    const { app, token } = await openDashboard(DEMO);
    const first = await listPage(token, 1);
    await app.user.click(next());
    await waitFor(() => expect(within(panel()).getByText(/^Página 2 de/)).toBeInTheDocument());
    const page = await listPage(token, 2);

    let saved: Blob | null = null;
    let savedAs = '';
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:movimientos';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      savedAs = this.download;
    });

    await app.user.click(within(panel()).getByRole('button', { name: /^Exportar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar movimientos' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(page.pdf).not.toBe('');
    expect(savedAs).toBe(pdfFileName(page.pdf, 'no-usado.pdf'));
    const text = await pdfPlainTextOf(saved!);
    expect(text).toContain(`Página 2 de ${first.total_pages}`);
    // Every cell of every row of the page, in the order of the row (a long description may wrap).
    for (const m of page.data) {
      expect(text).toContain(expectedCells(m, 'USDT').join(' '));
    }
    // Only the current page: the codes of page 1 that page 2 does not repeat are not in it.
    const pageCodes = new Set(page.data.map((m) => toMovementRow(m, 'USDT').code));
    for (const m of first.data) {
      const code = toMovementRow(m, 'USDT').code;
      if (!pageCodes.has(code)) expect(text).not.toContain(code);
    }
  });

  it("shows 'Cargando...' until the first page arrives", async () => {
    await signInAs(DEMO.email, DEMO.password);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    sim.server.use(
      http.post('*/api/client/balance/list', async () => {
        await gate;
        return undefined;
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MovementsPanel />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Cargando...');
    release();
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    expect(within(panel()).queryByText('Cargando...')).toBeNull();
    expect(useSession.getState().token).not.toBeNull();
  });
});
