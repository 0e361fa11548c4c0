import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Deposit, DepositAddress } from '@/contract/deposits';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs, type RenderedApp } from '../../../../tests/render-app';
import {
  gate,
  openScreen,
  personas,
  recordRequests,
  tabNames,
  type PersonaKey,
} from '../../../../tests/screen-helpers';
import { post, postForm, useSimulator } from '../../../../tests/simulator';
import { literals } from '../../../../tests/literals';
import { pngFile } from '../../../../tests/upload-files';

/** What the screen shows for the seeded values these tests read back from the server. */
const shown = literals({
  '1000.00': '1,000.00',
  '122.00': '122.00',
  '150.25': '150.25',
  '1500.00': '1,500.00',
  '2000.00': '2,000.00',
  '2026-02-05 12:00:00': '05/02/2026 12:00',
  '2026-04-11 10:00:00': '11/04/2026 10:00',
  '2026-04-16 11:00:00': '16/04/2026 11:00',
  '2026-05-11 15:00:00': '11/05/2026 15:00',
  '2026-06-10 13:00:00': '10/06/2026 13:00',
  '2026-07-20 15:00:00': '20/07/2026 15:00',
  '2026-08-29 10:00:00': '29/08/2026 10:00',
  '2026-09-23 13:00:00': '23/09/2026 13:00',
  '2026-10-08 14:00:00': '08/10/2026 14:00',
  '2026-10-25 09:00:00': '25/10/2026 09:00',
  '2026-11-22 07:00:00': '22/11/2026 07:00',
  '2500.00': '2,500.00',
  '2786.07': '2,786.07',
  '3000.00': '3,000.00',
  '3500.00': '3,500.00',
  '4000.00': '4,000.00',
  '5000.00': '5,000.00',
  '750.00': '750.00',
});

const PATH = '/cliente/ultradeposito';
const LIST = '/api/client/deposits/list';
const ADDRESSES = '/api/client/deposits/direcciones';
const CREATE = '/api/client/deposits/create';
const CREATED = 'Depósito reportado con éxito. Será procesado en un máximo de 6 horas hábiles.';

const open = (key: PersonaKey, path = PATH) => openScreen(key, path, 'Depósito');
const table = () => screen.getByRole('table', { name: 'Mis depósitos' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** A row's cells, its date (the row's header) first. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Buscar depósitos' });
const pageBox = () => screen.getByRole('textbox', { name: 'Ir a la página' });
const pager = () => screen.getByRole('navigation', { name: 'Paginación de depósitos' });
const form = () => screen.getByRole('form', { name: 'Reportar depósitos' });
const amountField = () => within(form()).getByRole('textbox', { name: /^Monto/ });
const addressField = () => within(form()).getByRole('combobox', { name: /^Dirección USDT/ });
const hashField = () => within(form()).getByRole('textbox', { name: /^Hash de la transacción/ });
const fileField = () =>
  within(form()).getByLabelText(/^Comprobante/, { selector: 'input[type="file"]' }) as HTMLInputElement;
const png = (name = 'recibo.png') => pngFile(name);
const hashOf = (n: number) => n.toString(16).padStart(64, 'a');

/** What the server lists for a persona right now (a second login: the screen's own token is not needed). */
async function serverDeposits(token: string) {
  return (await post<{ data: Deposit[]; cantidad: number }>(LIST, {}, token)).body;
}
async function serverAddresses(token: string) {
  return (await post<{ data: { data: DepositAddress[] } }>(ADDRESSES, {}, token)).body.data.data;
}
const token = () => useSession.getState().token!;

/** The cells a deposit shows, formatted as the spec asks (DEP-05, DEP-12). */
const expectedCells = (d: Deposit) => [shown(d.fecha), d.tipo, d.currency_tag, shown(d.monto), d.estado];

async function openTab(app: RenderedApp, name: string) {
  await app.user.click(screen.getByRole('tab', { name }));
}

/** Fills the report form with a valid report on the platform's first address. */
async function fillReport(app: RenderedApp, amount = '150.25', hash = hashOf(1)) {
  const select = addressField();
  await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
  const address = within(select).getAllByRole('option')[1]!.getAttribute('value')!;
  await app.user.type(amountField(), amount);
  await app.user.selectOptions(select, address);
  await app.user.type(hashField(), hash);
  await app.user.upload(fileField(), png());
  return address;
}

/** Records the multipart fields of every deposits/create request. */
function recordReports(sim: ReturnType<typeof useSimulator>) {
  const forms: Promise<Record<string, string | { name: string; size: number; type: string }>>[] = [];
  sim.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname !== CREATE) return;
    forms.push(
      request
        .clone()
        .formData()
        .then((data) => {
          const out: Record<string, string | { name: string; size: number; type: string }> = {};
          data.forEach((value, key) => {
            out[key] =
              typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type };
          });
          return out;
        }),
    );
  });
  return { all: () => Promise.all(forms), count: () => forms.length };
}

// A screen test drives many steps against the real simulator; a loaded shared machine needs the margin.
describe("'Depósito' screen", { timeout: 40_000 }, () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(cleanup);

  it('ROUTE-16 DEP-01 ROUTE-20 the title, the three tabs, switched in the page with the URL unchanged', async () => {
    const app = await open('demo');
    expect(tabNames('Secciones de depósito')).toEqual([
      'Mis depósitos',
      'Direcciones USDT',
      'Reportar depósitos',
    ]);
    expect(screen.getByRole('tab', { name: 'Mis depósitos' })).toHaveAttribute('aria-selected', 'true');
    await openTab(app, 'Direcciones USDT');
    await screen.findByRole('table', { name: 'Direcciones USDT' });
    expect(app.router.state.location.pathname).toBe(PATH);
    // Keyboard: arrows move between tabs.
    screen.getByRole('tab', { name: 'Direcciones USDT' }).focus();
    await app.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reportar depósitos' })).toHaveAttribute('aria-selected', 'true');
    expect(form()).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe(PATH);
  });

  it("ROUTE-20 DEP-03 DEP-07 the search, the order and the tab live in the URL: a link opens them, back returns to 'Mis depósitos'", async () => {
    // A reload, or a shared link: the search and the order come from the URL.
    const app = await open('demo', `${PATH}?buscar=rechazado&orden=monto`);
    const { data } = await serverDeposits(token());
    expect(searchBox()).toHaveValue('rechazado');
    expect(within(table()).getByRole('columnheader', { name: 'Monto' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const rejected = data
      .filter((d) => d.estado === 'RECHAZADO')
      .sort((a, b) => Number(a.monto) - Number(b.monto));
    expect(rejected.length).toBeGreaterThan(0);
    expect(bodyRows().map(cellsOf)).toEqual(rejected.slice(0, 10).map(expectedCells));
    // The counter follows the rows the search leaves, not the total.
    expect(screen.getByText(`${rejected.length} de ${data.length} depósitos`)).toBeInTheDocument();

    // Another tab is a step of its own: back returns to the list as it was.
    await openTab(app, 'Direcciones USDT');
    await screen.findByRole('table', { name: 'Direcciones USDT' });
    expect(app.router.state.location.search).toEqual({
      pestana: 'direcciones',
      buscar: 'rechazado',
      orden: 'monto',
    });
    app.router.history.back();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Mis depósitos' })).toHaveAttribute('aria-selected', 'true'),
    );
    await screen.findByRole('table', { name: 'Mis depósitos' });
    expect(searchBox()).toHaveValue('rechazado');
    expect(app.router.state.location.search).toEqual({ buscar: 'rechazado', orden: 'monto' });

    // A search that matches nothing says so, and the counter says none of the total.
    await app.user.clear(searchBox());
    await app.user.type(searchBox(), 'zzz');
    expect(screen.getByText('Ningún depósito coincide con «zzz».')).toBeInTheDocument();
    expect(screen.getByText(`0 de ${data.length} depósitos`)).toBeInTheDocument();
    await waitFor(() => expect(app.router.state.location.search).toEqual({ buscar: 'zzz', orden: 'monto' }));
  });

  it('ROUTE-20 a link with values the screen cannot use opens it as it starts', async () => {
    await open('demo', `${PATH}?pestana=otra&pagina=-4&orden=%22x%22&buscar=${'x'.repeat(21)}`);
    expect(screen.getByRole('tab', { name: 'Mis depósitos' })).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveValue('');
    expect(within(table()).getByRole('columnheader', { name: 'Monto' })).toHaveAttribute('aria-sort', 'none');
    expect(bodyRows().length).toBeGreaterThan(0);
    expect(pageBox()).toHaveValue('1');
  });

  it('DEP-05 DEP-12 DEP-09 DEP-10 DEP-11 shows what the server lists: columns, amounts, statuses in colour', async () => {
    await open('demo');
    const { data } = await serverDeposits(token());
    expect(data.length).toBeGreaterThan(0);
    const headers = within(table()).getAllByRole('columnheader');
    const names = ['Fecha', 'Información', 'Moneda', 'Monto', 'Estado'];
    expect(headers).toEqual(names.map((name) => within(table()).getByRole('columnheader', { name })));
    const rows = bodyRows();
    expect(rows).toHaveLength(Math.min(10, data.length));
    rows.forEach((row, i) => expect(cellsOf(row)).toEqual(expectedCells(data[i]!)));
    for (const row of rows) expect(cellsOf(row)[3]).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    // The seed holds each status; each has its colour.
    const tones = { APROBADO: 'green', RECHAZADO: 'red', 'EN PROCESO': 'yellow' } as const;
    const statuses = new Set(data.map((d) => d.estado));
    expect(statuses).toEqual(new Set(['APROBADO', 'RECHAZADO', 'EN PROCESO']));
    const all = within(table());
    for (const status of statuses) {
      // Bring the status into view through the search, then read its badge's colour.
      fireEvent.change(searchBox(), { target: { value: status } });
      const badge = all.getAllByText(status)[0]!;
      expect(badge.closest('[data-tone]')).toHaveAttribute('data-tone', tones[status]);
      expect(badge.closest('.mantine-Badge-root')!.getAttribute('style')).toContain(
        `var(--mantine-color-${tones[status]}-`,
      );
    }
  });

  it('DEP-06 on small screens the deposits are cards without Moneda, every other column in view', async () => {
    await open('demo');
    const cards = screen.getByRole('list', { name: 'Mis depósitos (en tarjetas)', hidden: true });
    // Which of the two a person sees is the browser's layout: phone-lists.spec.ts.
    for (const card of within(cards).getAllByRole('listitem', { hidden: true })) {
      const labels = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
      expect(labels).toEqual(['Información', 'Monto', 'Estado']);
    }
  });

  it('DEP-02 DEP-03 DEP-04 the search box: 20 characters, its invitation, and what it matches', async () => {
    const app = await open('demo');
    const { data } = await serverDeposits(token());
    const box = searchBox();
    expect(box).toHaveAttribute('maxLength', '20');
    expect(box).toHaveAttribute('placeholder', 'Buscar por fecha, tipo o monto');
    await app.user.type(box, 'x'.repeat(25));
    expect(box).toHaveValue('x'.repeat(20));
    expect(screen.getByText(`Ningún depósito coincide con «${'x'.repeat(20)}».`)).toBeInTheDocument();

    await app.user.clear(box);
    await app.user.type(box, 'rechazado');
    const rejected = data.filter((d) => d.estado === 'RECHAZADO');
    expect(bodyRows().map(cellsOf)).toEqual(rejected.map(expectedCells));

    // By amount as shown, with its thousand separator.
    const target = data.find((d) => Number(d.monto) >= 1000)!;
    await app.user.clear(box);
    await app.user.type(box, shown(target.monto));
    expect(bodyRows().map(cellsOf)).toContainEqual(expectedCells(target));
    for (const row of bodyRows()) expect(cellsOf(row)[3]).toContain(shown(target.monto));

    // By date as shown.
    const day = shown(target.fecha).slice(0, 10);
    await app.user.clear(box);
    await app.user.type(box, day);
    for (const row of bodyRows()) expect(cellsOf(row)[0]).toContain(day);

    // By currency tag and type: every deposit (the first page of them).
    await app.user.clear(box);
    await app.user.type(box, 'usdt');
    expect(bodyRows()).toHaveLength(Math.min(10, data.length));
  });

  it('DEP-07 clicking Monto sorts the rows ascending by amount', async () => {
    const app = await open('demo');
    const { data } = await serverDeposits(token());
    await app.user.click(within(table()).getByRole('button', { name: 'Monto' }));
    const sorted = [...data].sort((a, b) => Number(a.monto) - Number(b.monto)).slice(0, 10);
    expect(bodyRows().map((r) => cellsOf(r)[3])).toEqual(sorted.map((d) => shown(d.monto)));
    expect(within(table()).getByRole('columnheader', { name: 'Monto' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  describe('paging', () => {
    /** Reports deposits through the API so the persona has more than two pages. */
    async function withManyDeposits(key: PersonaKey) {
      const t = await signInAs(personas[key].email, personas[key].password);
      const [address] = await serverAddresses(t);
      const have = (await serverDeposits(t)).cantidad;
      for (let i = have; i < 23; i++) {
        const r = await postForm(
          CREATE,
          {
            file: png(),
            amount: String(100 + i),
            direccion: address!.direccion,
            hash: hashOf(1000 + i),
            type: '2',
          },
          t,
        );
        expect(r.status).toBe(200);
      }
      const app = await open(key);
      const { data } = await serverDeposits(token());
      expect(data.length).toBeGreaterThanOrEqual(21);
      return { app, data, last: Math.ceil(data.length / 10) };
    }
    const firstCells = () => cellsOf(bodyRows()[0]!);

    it('DEP-08 DEP-13 10 deposits a page, previous and next buttons disabled at the ends', async () => {
      const { app, data, last } = await withManyDeposits('inversor');
      expect(bodyRows()).toHaveLength(10);
      const previous = within(pager()).getByRole('button', { name: 'Anterior' });
      const next = within(pager()).getByRole('button', { name: 'Siguiente' });
      expect(previous).toBeDisabled();
      await app.user.click(next);
      expect(firstCells()).toEqual(expectedCells(data[10]!));
      expect(pageBox()).toHaveValue('2');
      for (let p = 2; p < last; p++) await app.user.click(next);
      expect(next).toBeDisabled();
      expect(bodyRows()).toHaveLength(data.length - (last - 1) * 10);
      await app.user.click(previous);
      expect(pageBox()).toHaveValue(String(last - 1));
    });

    it('DEP-14 typing a page number and pressing Enter jumps to that page', async () => {
      const { app, data } = await withManyDeposits('inversor');
      await app.user.clear(pageBox());
      await app.user.type(pageBox(), '3');
      expect(firstCells()).toEqual(expectedCells(data[0]!)); // not before Enter
      await app.user.keyboard('{Enter}');
      expect(firstCells()).toEqual(expectedCells(data[20]!));
      expect(pageBox()).toHaveValue('3');
    });

    it('DEP-15 a non-numeric page number resets to page 1', async () => {
      const { app, data } = await withManyDeposits('inversor');
      await app.user.click(within(pager()).getByRole('button', { name: 'Siguiente' }));
      for (const text of ['abc', '2.5']) {
        await app.user.clear(pageBox());
        await app.user.type(pageBox(), `${text}{Enter}`);
        expect(firstCells()).toEqual(expectedCells(data[0]!));
        expect(pageBox()).toHaveValue('1');
        await app.user.type(pageBox(), '{Backspace}2{Enter}');
        expect(firstCells()).toEqual(expectedCells(data[10]!));
      }
    });

    it('DEP-16 0, a negative number or a page past the last resets to page 1', async () => {
      const { app, data, last } = await withManyDeposits('inversor');
      for (const text of ['0', '-2', String(last + 1)]) {
        await app.user.clear(pageBox());
        await app.user.type(pageBox(), `2{Enter}`);
        expect(firstCells()).toEqual(expectedCells(data[10]!));
        await app.user.clear(pageBox());
        await app.user.type(pageBox(), `${text}{Enter}`);
        expect(firstCells()).toEqual(expectedCells(data[0]!));
        expect(pageBox()).toHaveValue('1');
      }
    });
  });

  it('empty list: a client without deposits sees the empty state, not a table', async () => {
    await open('nuevo');
    expect((await serverDeposits(token())).cantidad).toBe(0);
    expect(screen.getByText('Sin depósitos')).toBeInTheDocument();
    expect(screen.getByText('Aún no tiene depósitos registrados.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('ERR-04 a failed deposit-list load stores the server message and ends the session', async () => {
    await signInAs(personas.demo.email, personas.demo.password);
    sim.server.use(
      http.post(`*${LIST}`, () =>
        HttpResponse.json(
          { success: false, message: 'Servicio no disponible', data: { message: 'Servicio no disponible' } },
          { status: 500 },
        ),
      ),
    );
    const app = renderApp(PATH);
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(useSession.getState().signOutMessage).toBe('Servicio no disponible');
    await waitFor(() => expect(app.router.state.location.pathname).not.toBe(PATH));
  });

  describe("'Direcciones USDT'", () => {
    it('DEP-17 DEP-18 lists each address and its network from data.data, with the note', async () => {
      const app = await open('demo');
      await openTab(app, 'Direcciones USDT');
      const addresses = await serverAddresses(token());
      const list = await screen.findByRole('table', { name: 'Direcciones USDT' });
      const rows = within(list).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(addresses.length);
      expect(new Set(addresses.map((a) => a.network))).toEqual(
        new Set(['Ethereum (ERC-20)', 'TRON (TRC-20)']),
      );
      addresses.forEach((a, i) => {
        expect(within(rows[i]!).getByText(a.direccion)).toBeInTheDocument();
        expect(within(rows[i]!).getByText(a.network)).toBeInTheDocument();
      });
      expect(
        screen.getByText(
          'Los créditos en USDT deben enviarse a una de estas direcciones. Después de enviarlos, reporte el depósito en «Reportar depósitos»: será procesado en un máximo de 6 horas hábiles.',
        ),
      ).toBeInTheDocument();
      // Copy with the keyboard.
      const copy = within(rows[0]!).getByRole('button', {
        name: `Copiar la dirección de ${addresses[0]!.network}`,
      });
      copy.focus();
      await app.user.keyboard('{Enter}');
      expect(await navigator.clipboard.readText()).toBe(addresses[0]!.direccion);
      expect(within(rows[0]!).getByRole('status')).toHaveTextContent('Dirección copiada');
    });

    it("DEP-19 shows 'Cargando...' while the addresses load", async () => {
      const app = await open('demo');
      const g = gate();
      // Held, then handed to the real handler (a resolver that returns nothing falls through).
      sim.server.use(http.post(`*${ADDRESSES}`, async () => void (await g.wait)));
      await openTab(app, 'Direcciones USDT');
      expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Cargando...');
      g.open();
      await screen.findByRole('table', { name: 'Direcciones USDT' });
      expect(screen.queryByText('Cargando...')).toBeNull();
    });

    it("DEP-20 shows 'Error al obtener datos' when the addresses fail, and the session stays", async () => {
      const app = await open('demo');
      sim.server.use(
        http.post(`*${ADDRESSES}`, () =>
          HttpResponse.json({ success: false, message: 'x', data: { message: 'x' } }, { status: 500 }),
        ),
      );
      await openTab(app, 'Direcciones USDT');
      const panel = screen.getByRole('tabpanel', { name: 'Direcciones USDT' });
      expect(await within(panel).findByRole('alert')).toHaveTextContent('Error al obtener datos');
      expect(useSession.getState().token).not.toBeNull();
      expect(app.router.state.location.pathname).toBe(PATH);
    });
  });

  describe("'Reportar depósitos'", () => {
    it('DEP-21 DEP-28 amount, address (a select of the USDT addresses), hash and proof file', async () => {
      const app = await open('demo');
      await openTab(app, 'Reportar depósitos');
      const addresses = await serverAddresses(token());
      expect(amountField()).toBeRequired();
      expect(hashField()).toBeRequired();
      expect(fileField()).toBeRequired();
      expect(fileField()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,application/pdf');
      const select = addressField();
      expect(select.tagName).toBe('SELECT');
      await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(addresses.length + 1));
      const options = within(select)
        .getAllByRole('option')
        .slice(1)
        .map((o) => (o as HTMLOptionElement).value);
      expect(options).toEqual(addresses.map((a) => a.direccion));
    });

    it('DEP-24 DEMO-04 DEMO-05 a live message repeats the amount, or asks for it', async () => {
      let app = await open('demo');
      await openTab(app, 'Reportar depósitos');
      const live = () => within(form()).getByRole('status');
      expect(live()).toHaveTextContent('Escriba el monto del depósito.');
      await app.user.type(amountField(), '1250.5');
      expect(live()).toHaveTextContent('Está reportando un depósito de USDT 1,250.50');
      await app.user.clear(amountField());
      expect(live()).toHaveTextContent('Escriba el monto del depósito.');
      cleanup();
      app = await open('inversor');
      await openTab(app, 'Reportar depósitos');
      await app.user.type(amountField(), '3000');
      expect(live()).toHaveTextContent('Está reportando un depósito de $ 3,000.00');
    });

    it('DEP-22 5000 is accepted; 5000.01 blocks submission with a message', async () => {
      const app = await open('demo');
      await openTab(app, 'Reportar depósitos');
      const reports = recordReports(sim);
      await fillReport(app, '5000.01');
      await app.user.click(within(form()).getByRole('button', { name: 'Reportar depósito' }));
      expect(amountField()).toHaveAccessibleDescription(/El monto máximo por depósito es USDT 5,000.00\./);
      expect(amountField()).toHaveFocus();
      await new Promise((r) => setTimeout(r, 50));
      expect(reports.count()).toBe(0);
      await app.user.clear(amountField());
      await app.user.type(amountField(), '5000{Enter}');
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(CREATED)).toBeInTheDocument();
      expect(reports.count()).toBe(1);
    });

    it('DEP-23 leaving address, hash or proof file empty sends nothing', async () => {
      const app = await open('demo');
      await openTab(app, 'Reportar depósitos');
      const reports = recordReports(sim);
      const submit = () => app.user.click(within(form()).getByRole('button', { name: 'Reportar depósito' }));
      await app.user.type(amountField(), '100');
      await submit();
      expect(addressField()).toHaveAccessibleDescription(/Seleccione la dirección a la que envió los USDT\./);
      expect(hashField()).toHaveAccessibleDescription(/Escriba el hash de la transacción\./);
      expect(fileField()).toHaveAccessibleDescription(/Adjunte el comprobante de la transacción\./);
      expect(addressField()).toHaveFocus();
      // Each one missing on its own: the address, then the hash, then the file.
      await app.user.type(hashField(), hashOf(7));
      await app.user.upload(fileField(), png());
      await submit();
      expect(addressField()).toHaveFocus();
      expect(hashField()).not.toHaveAccessibleDescription(/Escriba el hash/);
      // The addresses come from their own call, which may still be loading ('Cargando...').
      await waitFor(() => expect(within(addressField()).getAllByRole('option').length).toBeGreaterThan(1));
      await app.user.selectOptions(addressField(), within(addressField()).getAllByRole('option')[1]!);
      await app.user.clear(hashField());
      await submit();
      expect(hashField()).toHaveFocus();
      await app.user.type(hashField(), hashOf(7));
      fireEvent.change(fileField(), { target: { files: [] } });
      await submit();
      expect(fileField()).toHaveFocus();
      await new Promise((r) => setTimeout(r, 50));
      expect(reports.count()).toBe(0);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('DEP-25 DEP-26 posts the multipart report, shows the message in a dialog, marks the balances for reload', async () => {
      const app = await open('demo');
      // Stand-ins for the balances and movements the dashboard caches: both must be marked for reload.
      app.queryClient.setQueryData(['client', 'dashboard'], { data: { saldos: [] } });
      app.queryClient.setQueryData(['client', 'balance', 'list', 1], { data: [] });
      await openTab(app, 'Reportar depósitos');
      const reports = recordReports(sim);
      const requests = recordRequests(sim.server);
      const address = await fillReport(app, '150.25', hashOf(42));
      await app.user.click(within(form()).getByRole('button', { name: 'Reportar depósito' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Depósito reportado')).toBeInTheDocument();
      expect(within(dialog).getByText(CREATED)).toBeInTheDocument();
      expect(await reports.all()).toEqual([
        {
          file: { name: 'recibo.png', size: 64, type: 'image/png' },
          amount: '150.25',
          direccion: address,
          hash: hashOf(42),
          type: '2',
        },
      ]);
      // The list was asked again, and the balances and movements are to reload.
      expect((await requests.paths()).filter((p) => p === LIST)).toHaveLength(1);
      expect(app.queryClient.getQueryState(['client', 'dashboard'])?.isInvalidated).toBe(true);
      expect(app.queryClient.getQueryState(['client', 'balance', 'list', 1])?.isInvalidated).toBe(true);
    });

    it("DEP-27 SRV-35 after a report the list shows it 'EN PROCESO', then what the server says 60 s later", async () => {
      const app = await open('demo');
      const before = await serverDeposits(token());
      await openTab(app, 'Reportar depósitos');
      await fillReport(app, '150.25', hashOf(43));
      await app.user.click(within(form()).getByRole('button', { name: 'Reportar depósito' }));
      const dialog = await screen.findByRole('dialog');
      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('tab', { name: 'Mis depósitos' })).toHaveAttribute('aria-selected', 'true');
      const after = await serverDeposits(token());
      expect(after.cantidad).toBe(before.cantidad + 1);
      expect(after.data[0]).toMatchObject({ monto: '150.25', estado: 'EN PROCESO' });
      await waitFor(() => expect(cellsOf(bodyRows()[0]!)).toEqual(expectedCells(after.data[0]!)));

      // 60 s later by the server's clock the list says APROBADO; the screen shows what it says.
      sim.clock.set(sim.clock.now() + 60_000);
      await openTab(app, 'Direcciones USDT');
      await openTab(app, 'Mis depósitos');
      await waitFor(() => expect(cellsOf(bodyRows()[0]!)[4]).toBe('APROBADO'));
    });

    it('DEP-26 a refused report shows the server message in the dialog; the form keeps its values', async () => {
      const app = await open('inversor');
      await openTab(app, 'Reportar depósitos');
      await fillReport(app, '100', 'no-es-un-hash');
      await app.user.click(within(form()).getByRole('button', { name: 'Reportar depósito' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('No se pudo reportar el depósito')).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          'El hash de la transacción no es válido: deben ser 64 caracteres hexadecimales, con o sin el prefijo 0x.',
        ),
      ).toBeInTheDocument();
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('tab', { name: 'Reportar depósitos' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(amountField()).toHaveValue('100');
      expect(useSession.getState().token).not.toBeNull();
    });

    it("SRV-49 Enter and two clicks on 'Reportar depósito', all in one task, report the deposit once", async () => {
      const app = await open('demo');
      const before = await serverDeposits(token());
      await openTab(app, 'Reportar depósitos');
      const reports = recordReports(sim);
      const requests = recordRequests(sim.server);
      await fillReport(app, '250', hashOf(49));
      const button = within(form()).getByRole<HTMLButtonElement>('button', { name: 'Reportar depósito' });
      act(() => {
        button.form!.requestSubmit(); // what Enter in the amount does
        button.click();
        button.click();
      });
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(CREATED)).toBeInTheDocument();
      expect(await reports.all()).toHaveLength(1);
      const keys = requests.idempotencyKeys();
      const creates = (await requests.all())
        .map((r, i) => ({ ...r, key: keys[i] }))
        .filter((r) => r.path === CREATE);
      expect(creates).toHaveLength(1);
      expect(creates[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      const after = await serverDeposits(token());
      expect(after.cantidad).toBe(before.cantidad + 1);
      expect(after.data.filter((d) => d.monto === '250.00' && d.estado === 'EN PROCESO')).toHaveLength(
        before.data.filter((d) => d.monto === '250.00' && d.estado === 'EN PROCESO').length + 1,
      );
    });

    it('ERR-05 the reload after a report fails silently: no sign-out, no message', async () => {
      const app = await open('demo');
      await openTab(app, 'Reportar depósitos');
      await fillReport(app, '80', hashOf(99));
      sim.server.use(
        http.post(`*${LIST}`, () =>
          HttpResponse.json(
            { success: false, message: 'caído', data: { message: 'caído' } },
            { status: 500 },
          ),
        ),
      );
      await app.user.click(within(form()).getByRole('button', { name: 'Reportar depósito' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText(CREATED)).toBeInTheDocument();
      expect(useSession.getState().token).not.toBeNull();
      expect(useSession.getState().signOutMessage).toBeNull();
      expect(screen.queryByText('caído')).toBeNull();
    });
  });
});
