import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Movement } from '@/contract/account';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs } from '../../../../tests/render-app';
import {
  addStatementLine,
  newClient,
  post,
  postForm,
  TEST_START,
  useSimulator,
} from '../../../../tests/simulator';
import { pdfFileName } from '../model/movement-rows';
import { pdfPlainTextOf } from '../model/pdf-text';
import { MovementsPanel } from './movements-panel';
import { literals } from '../../../../tests/literals';
import { pngFile } from '../../../../tests/upload-files';
import { showOnPhone } from '../../../../tests/screen-helpers';

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

/** What the screen shows for the seeded values these tests read back from the server. */
const shown = literals({
  '$ -1000.00': '-$ 1,000.00',
  '$ -1250.00': '-$ 1,250.00',
  '$ -1500.00': '-$ 1,500.00',
  '$ -1673.18': '-$ 1,673.18',
  '$ -1800.00': '-$ 1,800.00',
  '$ -2000.00': '-$ 2,000.00',
  '$ -2200.00': '-$ 2,200.00',
  '$ -250.00': '-$ 250.00',
  '$ -2750.25': '-$ 2,750.25',
  '$ -300.00': '-$ 300.00',
  '$ -400.00': '-$ 400.00',
  '$ -4000.00': '-$ 4,000.00',
  '$ -500.00': '-$ 500.00',
  '$ -650.00': '-$ 650.00',
  '$ -800.00': '-$ 800.00',
  '$ -900.00': '-$ 900.00',
  '$ -945.73': '-$ 945.73',
  '$ 10900.00': '$ 10,900.00',
  '$ 11049.13': '$ 11,049.13',
  '$ 11699.13': '$ 11,699.13',
  '$ 12199.13': '$ 12,199.13',
  '$ 12299.13': '$ 12,299.13',
  '$ 12500.00': '$ 12,500.00',
  '$ 1252.92': '$ 1,252.92',
  '$ 12900.00': '$ 12,900.00',
  '$ 13199.13': '$ 13,199.13',
  '$ 13200.00': '$ 13,200.00',
  '$ 13373.18': '$ 13,373.18',
  '$ 13745.11': '$ 13,745.11',
  '$ 14645.11': '$ 14,645.11',
  '$ 14699.13': '$ 14,699.13',
  '$ 14873.18': '$ 14,873.18',
  '$ 14949.38': '$ 14,949.38',
  '$ 1500.00': '$ 1,500.00',
  '$ 15145.11': '$ 15,145.11',
  '$ 15742.19': '$ 15,742.19',
  '$ 15949.38': '$ 15,949.38',
  '$ 16199.38': '$ 16,199.38',
  '$ 16542.19': '$ 16,542.19',
  '$ 17145.11': '$ 17,145.11',
  '$ 17345.11': '$ 17,345.11',
  '$ 17995.11': '$ 17,995.11',
  '$ 18242.19': '$ 18,242.19',
  '$ 18342.19': '$ 18,342.19',
  '$ 18645.11': '$ 18,645.11',
  '$ 19495.11': '$ 19,495.11',
  '$ 19645.11': '$ 19,645.11',
  '$ 2000.00': '$ 2,000.00',
  '$ 2324.05': '$ 2,324.05',
  '$ 2500.00': '$ 2,500.00',
  '$ 3000.00': '$ 3,000.00',
  '$ 4000.00': '$ 4,000.00',
  '$ 4500.00': '$ 4,500.00',
  '$ 900.00': '$ 900.00',
  '2026-05-01 11:01:00': '01/05/2026 11:01',
  '2026-05-06 10:00:00': '06/05/2026 10:00',
  '2026-05-10 09:00:00': '10/05/2026 09:00',
  '2026-05-11 15:01:00': '11/05/2026 15:01',
  '2026-05-16 14:00:00': '16/05/2026 14:00',
  '2026-05-21 09:00:00': '21/05/2026 09:00',
  '2026-05-21 16:00:00': '21/05/2026 16:00',
  '2026-05-31 10:00:00': '31/05/2026 10:00',
  '2026-06-01 10:00:00': '01/06/2026 10:00',
  '2026-06-05 11:01:00': '05/06/2026 11:01',
  '2026-06-10 13:01:00': '10/06/2026 13:01',
  '2026-06-15 10:00:00': '15/06/2026 10:00',
  '2026-06-20 15:00:00': '20/06/2026 15:00',
  '2026-06-25 10:00:00': '25/06/2026 10:00',
  '2026-06-25 15:00:00': '25/06/2026 15:00',
  '2026-06-30 17:00:00': '30/06/2026 17:00',
  '2026-07-05 09:00:00': '05/07/2026 09:00',
  '2026-07-05 10:00:00': '05/07/2026 10:00',
  '2026-07-15 10:00:00': '15/07/2026 10:00',
  '2026-07-15 13:01:00': '15/07/2026 13:01',
  '2026-07-20 10:00:00': '20/07/2026 10:00',
  '2026-07-20 15:01:00': '20/07/2026 15:01',
  '2026-07-25 10:00:00': '25/07/2026 10:00',
  '2026-08-04 10:00:00': '04/08/2026 10:00',
  '2026-08-04 12:00:00': '04/08/2026 12:00',
  '2026-08-05 12:00:00': '05/08/2026 12:00',
  '2026-08-14 10:00:00': '14/08/2026 10:00',
  '2026-08-14 11:01:00': '14/08/2026 11:01',
  '2026-08-19 09:00:00': '19/08/2026 09:00',
  '2026-08-19 16:00:00': '19/08/2026 16:00',
  '2026-08-24 09:00:00': '24/08/2026 09:00',
  '2026-08-24 10:00:00': '24/08/2026 10:00',
  '2026-08-29 10:00:00': '29/08/2026 10:00',
  '2026-08-29 10:01:00': '29/08/2026 10:01',
  '2026-09-03 10:00:00': '03/09/2026 10:00',
  '2026-09-08 10:00:00': '08/09/2026 10:00',
  '2026-09-08 18:00:00': '08/09/2026 18:00',
  '2026-09-23 10:00:00': '23/09/2026 10:00',
  '2026-09-23 11:00:00': '23/09/2026 11:00',
  '2026-09-23 13:01:00': '23/09/2026 13:01',
  '2026-10-03 10:00:00': '03/10/2026 10:00',
  '2026-10-03 10:01:00': '03/10/2026 10:01',
  '2026-10-08 10:00:00': '08/10/2026 10:00',
  '2026-10-13 08:00:00': '13/10/2026 08:00',
  '2026-10-13 10:00:00': '13/10/2026 10:00',
  '2026-10-18 10:00:00': '18/10/2026 10:00',
  '2026-10-18 15:00:00': '18/10/2026 15:00',
  '2026-10-23 10:00:00': '23/10/2026 10:00',
  '2026-10-23 15:00:00': '23/10/2026 15:00',
  '2026-10-25 09:01:00': '25/10/2026 09:01',
  '2026-10-28 16:00:00': '28/10/2026 16:00',
  '2026-11-02 10:00:00': '02/11/2026 10:00',
  '2026-11-02 11:00:00': '02/11/2026 11:00',
  '2026-11-02 15:01:00': '02/11/2026 15:01',
  '2026-11-07 09:00:00': '07/11/2026 09:00',
  '2026-11-10 09:00:00': '10/11/2026 09:00',
  '2026-11-17 16:00:00': '17/11/2026 16:00',
  '2026-11-18 16:00:00': '18/11/2026 16:00',
  '2026-11-22 07:00:00': '22/11/2026 07:00',
  'USDT -1000.00': '-USDT 1,000.00',
  'USDT -1134.95': '-USDT 1,134.95',
  'USDT -1200.00': '-USDT 1,200.00',
  'USDT -1500.00': '-USDT 1,500.00',
  'USDT -1800.00': '-USDT 1,800.00',
  'USDT -200.00': '-USDT 200.00',
  'USDT -2000.00': '-USDT 2,000.00',
  'USDT -2500.00': '-USDT 2,500.00',
  'USDT -300.00': '-USDT 300.00',
  'USDT -3250.50': '-USDT 3,250.50',
  'USDT -400.00': '-USDT 400.00',
  'USDT -500.00': '-USDT 500.00',
  'USDT -600.00': '-USDT 600.00',
  'USDT -668.16': '-USDT 668.16',
  'USDT -700.00': '-USDT 700.00',
  'USDT -800.00': '-USDT 800.00',
  'USDT -900.00': '-USDT 900.00',
  'USDT 1067.56': 'USDT 1,067.56',
  'USDT 1200.00': 'USDT 1,200.00',
  'USDT 1295.93': 'USDT 1,295.93',
  'USDT 1627.32': 'USDT 1,627.32',
  'USDT 2000.00': 'USDT 2,000.00',
  'USDT 21863.41': 'USDT 21,863.41',
  'USDT 22363.41': 'USDT 22,363.41',
  'USDT 22559.34': 'USDT 22,559.34',
  'USDT 22563.41': 'USDT 22,563.41',
  'USDT 22622.14': 'USDT 22,622.14',
  'USDT 22863.41': 'USDT 22,863.41',
  'USDT 23159.34': 'USDT 23,159.34',
  'USDT 24159.34': 'USDT 24,159.34',
  'USDT 24559.34': 'USDT 24,559.34',
  'USDT 24782.07': 'USDT 24,782.07',
  'USDT 2500.00': 'USDT 2,500.00',
  'USDT 25000.00': 'USDT 25,000.00',
  'USDT 25149.46': 'USDT 25,149.46',
  'USDT 25363.41': 'USDT 25,363.41',
  'USDT 25613.91': 'USDT 25,613.91',
  'USDT 25622.14': 'USDT 25,622.14',
  'USDT 26282.07': 'USDT 26,282.07',
  'USDT 26349.46': 'USDT 26,349.46',
  'USDT 26782.07': 'USDT 26,782.07',
  'USDT 27249.46': 'USDT 27,249.46',
  'USDT 27282.07': 'USDT 27,282.07',
  'USDT 27649.46': 'USDT 27,649.46',
  'USDT 27717.02': 'USDT 27,717.02',
  'USDT 28517.02': 'USDT 28,517.02',
  'USDT 28582.07': 'USDT 28,582.07',
  'USDT 28717.02': 'USDT 28,717.02',
  'USDT 28849.46': 'USDT 28,849.46',
  'USDT 29717.02': 'USDT 29,717.02',
  'USDT 3000.00': 'USDT 3,000.00',
  'USDT 31717.02': 'USDT 31,717.02',
  'USDT 4000.00': 'USDT 4,000.00',
  'USDT 840.66': 'USDT 840.66',
});

const listPage = async (token: string, page: number) =>
  (await post<Page>('/api/client/balance/list', { page }, token)).body;

const panel = () => screen.getByRole('region', { name: 'Últimos movimientos' });
const table = () => within(panel()).getByRole('table', { name: 'Movimientos de la cuenta' });
const cardList = () => within(panel()).getByRole('list', { name: 'Movimientos de la cuenta (en tarjetas)' });
const tableRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const previous = () => within(panel()).getByRole('button', { name: 'Anterior' });
const next = () => within(panel()).getByRole('button', { name: 'Siguiente' });

/** What a row shows for the server's movement: date, code ('000000' when null), description, amount, saldo. */
const expectedCells = (m: Movement, currency: string) => [
  shown(m.fecha_registro),
  m.code ?? '000000',
  m.description,
  shown(`${currency} ${m.balance}`),
  shown(`${currency} ${m.saldo}`),
];

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
  const png = () => pngFile('f.png', 8);
  const client = await newClient('sin.movimientos@correo.test');
  await post('/api/client/update', { datos: { name: 'Cliente Nuevo' } }, client.token);
  await postForm(
    '/api/client/kyc',
    { file_id_front: png(), file_id_reverse: png(), file_selfie: png() },
    client.token,
  );
  return client;
}

describe('movements panel', () => {
  const sim = useSimulator();
  beforeEach(() => {
    resetSession();
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
    expect(tableRows().map((r) => cellsOf(r).map((c) => c.replace('Disminución: ', '')))).toEqual(
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
    showOnPhone();
    const items = within(cardList()).getAllByRole('listitem');
    expect(items).toHaveLength(page.data.length);
    page.data.forEach((m, i) => {
      const [date, code, description, amount, saldo] = expectedCells(m, '$');
      const item = within(items[i]!);
      expect(item.getByText(description!)).toBeInTheDocument();
      expect(items[i]!.querySelector('[data-field="amount"]')).toHaveTextContent(amount!);
      expect(item.getByText(`Fecha: ${date}`)).toBeInTheDocument();
      expect(item.getByText(`Código: ${code}`)).toBeInTheDocument();
      expect(items[i]!.querySelector('[data-field="saldo"]')).toHaveTextContent(saldo!);
    });
    expect(cardList().closest('[data-layout="cards"]')).toHaveClass('mantine-hidden-from-sm');
  });

  // Every page the test steps through is a navigation (the page is kept in the URL): more time than one screen.
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
  }, 45_000);

  it('MOV-03 MOV-04 ROUTE-20 the page comes from the URL, and back returns to it after a step', async () => {
    // A reload, or a shared link, of page 2.
    const token = await signInAs(DEMO.email, DEMO.password);
    const app = renderApp('/cliente/dashboard?movimientos=2');
    await waitFor(() => expect(app.router.state.status).toBe('idle'));
    const second = await listPage(token, 2);
    const total = second.total_pages;
    const onPage = (p: number) =>
      waitFor(() => expect(within(panel()).getByText(`Página ${p} de ${total}`)).toBeInTheDocument());
    await onPage(2);
    await waitFor(() =>
      expect(tableRows().map((r) => cellsOf(r)[2])).toEqual(second.data.map((m) => m.description)),
    );

    await app.user.click(previous());
    await onPage(1);
    expect(app.router.state.location.search).toEqual({});
    app.router.history.back();
    await onPage(2);
    expect(app.router.state.location.search).toEqual({ movimientos: 2 });
  });

  it("MOV-07 shows a movement without a code as '000000'", async () => {
    const db = await sim.store();
    await addStatementLine(db, {
      clientId: 1,
      code: null,
      description: 'Ajuste sin código',
      balanceMicro: 1_500_000,
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
    showOnPhone();
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
    expect(amount.textContent).toBe(`Disminución: ${shown(`USDT ${page.data[index]!.balance}`)}`);
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
    // Spies, undone after the test (tests/setup.ts): the tests of a worker share one URL.
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:movimientos';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
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
    const pageCodes = new Set(page.data.map((m) => m.code ?? '000000'));
    for (const m of first.data) {
      const code = m.code ?? '000000';
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
    // The panel links to the statement (STMT-13): a router of its own, with the panel as its only screen.
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <MovementsPanel /> }),
      history: createMemoryHistory(),
    });
    await router.load();
    render(
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await within(panel()).findByRole('status')).toHaveTextContent('Cargando...');
    release();
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0));
    // Hidden as the rows show, and out of the page once that frame has painted.
    expect(within(panel()).queryByRole('status', { name: 'Cargando...' })).toBeNull();
    await waitFor(() => expect(within(panel()).queryByText('Cargando...')).toBeNull());
    expect(useSession.getState().token).not.toBeNull();
  });
});
