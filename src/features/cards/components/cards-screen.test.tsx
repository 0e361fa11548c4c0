import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/session/session-store';
import { resetSession, signInAs, renderApp, type RenderedApp } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import {
  openScreen,
  personas,
  recordRequests,
  tabNames,
  type PersonaKey,
  showOnPhone,
} from '../../../../tests/screen-helpers';

const PATH = '/cliente/user-tarjeta';
type CardRow = { id: number; number: string; card_model: string; status: string; movimientos: unknown[] };

const open = (key: PersonaKey = 'demo') => openScreen(key, PATH, 'Tarjetas');
const table = () => screen.getByRole('table', { name: 'Lista de tarjetas' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const masked = (n: string) => `${n.slice(0, 4)} **** **** ${n.slice(-4)}`;
const dialog = (name?: string) => screen.findByRole('dialog', name ? { name } : {});

async function cardsOf(key: PersonaKey): Promise<{ token: string; cards: CardRow[] }> {
  const p = personas[key];
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email: p.email,
    password: p.password,
  });
  const token = body.success.token;
  const list = await post<{ data: { data: CardRow[] } }>('/api/card/list', {}, token);
  return { token, cards: list.body.data.data };
}

/** The seeded demo card with movements (mocks/seed/flows.ts): R$ 401.10, nine movements. */
async function demoMain() {
  const { cards } = await cardsOf('demo');
  return cards.find((c) => c.status === 'APROBADO' && c.movimientos.length > 0)!;
}

const rowOf = (number: string) => bodyRows().find((r) => within(r).queryByText(masked(number)))!;

async function showTab(app: RenderedApp, name: string) {
  await app.user.click(screen.getByRole('tab', { name }));
}

const application = {
  first_name: 'Valentina',
  last_name: 'Ríos',
  document_type: 'Cédula/DNI',
  cedula: '1020456789',
  email: 'demo@simulador.test',
  birthDate: '1990-04-12',
  phone: '3105550101',
  genero: 'Feminino',
  estadocivil: 'Soltera',
  nacionalidad: 'Colombiana',
  address: 'Calle 93',
  state: 'Cundinamarca',
  country_id: 82,
  city: 'Bogotá',
  zipCode: '110221',
  profesion: '',
};

describe("'Tarjetas'", () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => vi.useRealTimers());

  it("ROUTE-18 CARD-01 has the title 'Tarjetas' and the tabs 'Lista de tarjetas', 'Transferir', 'Agregar tarjeta'", async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Tarjetas' })).toBeInTheDocument();
    expect(tabNames('Secciones de tarjetas')).toEqual(['Lista de tarjetas', 'Transferir', 'Agregar tarjeta']);
  });

  it('CARD-01 ROUTE-20 the open tab comes from the URL, and back returns to it after a change', async () => {
    // A reload, or a shared link, of 'Transferir'.
    const app = await openScreen('demo', `${PATH}?pestana=transferir`, 'Tarjetas');
    expect(screen.getByRole('tab', { name: 'Transferir' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: /Tarjeta/ })).toBeInTheDocument();

    await showTab(app, 'Lista de tarjetas');
    expect(await screen.findByRole('navigation', { name: 'Paginación de tarjetas' })).toBeInTheDocument();
    expect(app.router.state.location.search).toEqual({});
    app.router.history.back();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Transferir' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(app.router.state.location.search).toEqual({ pestana: 'transferir' });
  });

  it('ROLE-04 a status-1 client opening the screen is sent to Mi cuenta', async () => {
    await signInAs(personas.nuevo.email, personas.nuevo.password);
    const app = renderApp(PATH);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/cliente/user-profile'));
  });

  describe('Lista de tarjetas', () => {
    it('CARD-02 API-42 CARD-03 CARD-04 CARD-06 lists data.data with model, masked number, status and R$ balance', async () => {
      const main = await demoMain();
      const requests = recordRequests(sim.server);
      await open();
      expect((await requests.all()).filter((r) => r.path === '/api/card/list')).toHaveLength(1);
      expect(
        within(table())
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual(['Modelo', 'Número', 'Estado', 'Saldo', 'Acciones']);
      expect(bodyRows()).toHaveLength(4);
      const row = rowOf(main.number);
      expect(within(row).getByText('Visa Prepago Virtual')).toBeInTheDocument();
      expect(within(row).getByText('R$ 401.10')).toBeInTheDocument();
      expect(table().textContent).not.toContain(main.number.slice(4, 8) + main.number.slice(8, 12));
    });

    it('CARD-07 CARD-08 APROBADO is styled positive, DESACTIVADA negative and PENDIENTE pending', async () => {
      await open('inversor');
      expect(within(table()).getByText('APROBADO').closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        'positive',
      );
      expect(within(table()).getByText('PENDIENTE').closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        'pending',
      );
      resetSession();
      await open('demo');
      expect(within(table()).getByText('DESACTIVADA').closest('[data-tone]')).toHaveAttribute(
        'data-tone',
        'negative',
      );
    });

    it('CARD-09 CARD-10 each row has details, export and deactivate; export is disabled without movements', async () => {
      const { cards } = await cardsOf('demo');
      await open();
      for (const card of cards) {
        const buttons = within(rowOf(card.number))
          .getAllByRole('button')
          .map((b) => b.textContent);
        expect(buttons).toEqual(['Detalles', 'Exportar movimientos', 'Desactivar']);
        const exportButton = within(rowOf(card.number)).getByRole('button', {
          name: /^Exportar movimientos/,
        });
        if (card.movimientos.length === 0) expect(exportButton).toBeDisabled();
        else expect(exportButton).toBeEnabled();
      }
    });

    it('CARD-02 a failed card list is silent: an empty list, no message, no sign-out', async () => {
      sim.server.use(
        http.post('*/api/card/list', () =>
          HttpResponse.json(
            { success: false, message: 'Caído', data: { message: 'Caído' } },
            { status: 500 },
          ),
        ),
      );
      const app = await open();
      expect(await screen.findByText('Sin tarjetas')).toBeInTheDocument();
      expect(screen.queryByText('Caído')).toBeNull();
      expect(useSession.getState().token).not.toBeNull();
      expect(app.router.state.location.pathname).toBe(PATH);
      // An empty list has no pages to step through: no pager under it.
      expect(screen.queryByText('Página 1 de 1')).toBeNull();
    });

    it("SRV-53 a card list answered with an HTML page shows the Spanish message and 'Reintentar', not 'Sin tarjetas'", async () => {
      const { cards } = await cardsOf('demo');
      // A static host answering the path with its index.html, until it is fixed.
      let hostAnswers = true;
      sim.server.use(
        http.post('*/api/card/list', () =>
          // Without an answer here, the simulator's own handler answers.
          hostAnswers
            ? HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>')
            : undefined,
        ),
      );
      const app = await open();
      expect(
        await screen.findByText('El servidor respondió algo inesperado. Intente nuevamente.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('Sin tarjetas')).toBeNull();
      expect(screen.queryByRole('table', { name: 'Lista de tarjetas' })).toBeNull();
      expect(useSession.getState().token).not.toBeNull();
      // Retryable: the next answer is the server's, and the cards show.
      hostAnswers = false;
      await app.user.click(screen.getByRole('button', { name: 'Reintentar' }));
      expect(await screen.findByRole('table', { name: 'Lista de tarjetas' })).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(cards.length);
      expect(screen.queryByText('El servidor respondió algo inesperado. Intente nuevamente.')).toBeNull();
    });

    it("CARD-11 CARD-12 shows five cards a page with 'Anterior', 'Siguiente' and 'Página X de N'", async () => {
      const { token } = await cardsOf('demo');
      // The demo persona's four cards and two more.
      for (let i = 0; i < 2; i += 1) await post('/api/card/create', application, token);
      const app = await open();
      expect(bodyRows()).toHaveLength(5);
      expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
      await app.user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
      expect(bodyRows()).toHaveLength(1);
      expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
      await app.user.click(screen.getByRole('button', { name: 'Anterior' }));
      expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    });

    it('CARD-13 CARD-14 CARD-15 CARD-16 CARD-17 details show balances, number, status, dates and formatted movements', async () => {
      const main = await demoMain();
      const app = await open();
      await app.user.click(within(rowOf(main.number)).getByRole('button', { name: /^Detalles/ }));
      const modal = await dialog();
      expect(within(modal).getByText('Saldo bloqueado').nextSibling).toHaveTextContent('R$ 0.00');
      expect(within(modal).getByText('Saldo en tránsito').nextSibling).toHaveTextContent('R$ 0.00');
      expect(within(modal).getByText('Número de tarjeta').nextSibling).toHaveTextContent(masked(main.number));
      expect(within(modal).getByText('Estado').nextSibling).toHaveTextContent('APROBADO');
      expect(within(modal).getByText('Fecha de creación').nextSibling!.textContent).toMatch(
        /^\d{2}\/\d{2}\/\d{4}$/,
      );
      expect(within(modal).getByText('Última actualización').nextSibling!.textContent).toMatch(
        /^\d{2}\/\d{2}\/\d{4}$/,
      );
      const rows = within(within(modal).getByRole('table', { name: 'Movimientos' }))
        .getAllByRole('row')
        .slice(1);
      expect(rows).toHaveLength(9);
      const coffee = rows[0]!;
      // The description names the row (its row header), then the other cells.
      const cells = [...coffee.querySelectorAll<HTMLElement>('th, td')];
      expect(cells[0]).toHaveTextContent('Café Juan Va…');
      expect(cells[1]!.textContent).toMatch(/^AUT-\d{6}$/);
      expect(cells[2]).toHaveTextContent('Red de pagos');
      expect(cells[3]).toHaveTextContent('-R$ 12.35');
      expect(within(cells[3]!).getByText(/-R\$ 12.35/)).toHaveAttribute('data-debit', 'true');
      expect(cells[4]!.textContent).toMatch(
        /^\d{1,2} de (noviembre|octubre|septiembre|agosto|julio) de 2026, \d{2}:\d{2}$/,
      );
      const topUp = rows.find((r) => within(r).queryByText(/R\$ 300.00/))!;
      expect(within(topUp).getByText(/R\$ 300.00/)).toHaveAttribute('data-debit', 'false');
      expect(within(topUp).getByText('Recarga desd…')).toBeInTheDocument();
      expect(within(topUp).getByText('Valentina Ríos')).toBeInTheDocument();
    });

    it('CARD-18 details of a card without movements show a placeholder', async () => {
      const { cards } = await cardsOf('demo');
      const bare = cards.find((c) => c.movimientos.length === 0 && c.status === 'APROBADO')!;
      const app = await open();
      await app.user.click(within(rowOf(bare.number)).getByRole('button', { name: /^Detalles/ }));
      expect(
        within(await dialog()).getByText('Esta tarjeta todavía no tiene movimientos.'),
      ).toBeInTheDocument();
    });

    it('CARD-19 CARD-20 CARD-21 CARD-22 exports with Desde, Hasta and XML/PDF; the file opens about 1 s later', async () => {
      const main = await demoMain();
      let openedAt = 0;
      const opened = vi.spyOn(window, 'open').mockImplementation(() => {
        openedAt = Date.now();
        return null;
      });
      const app = await open();
      await app.user.click(within(rowOf(main.number)).getByRole('button', { name: /^Exportar movimientos/ }));
      const modal = await dialog('Exportar movimientos');
      const from = within(modal).getByLabelText('Desde');
      const to = within(modal).getByLabelText('Hasta');
      expect(within(modal).getByRole('radio', { name: 'XML' })).toBeChecked();
      await app.user.click(within(modal).getByRole('radio', { name: 'PDF' }));
      await app.user.type(from, '2026-01-01');
      await app.user.type(to, '2026-12-31');
      const requests = recordRequests(sim.server);
      let answeredAt = 0;
      const answered = ({ request }: { request: Request }) => {
        if (request.url.endsWith('/api/card/movements')) answeredAt = Date.now();
      };
      sim.server.events.on('response:mocked', answered);
      await app.user.click(within(modal).getByRole('button', { name: 'Exportar' }));
      await waitFor(() => expect(opened).toHaveBeenCalledTimes(1), { timeout: 4000 });
      sim.server.events.removeListener('response:mocked', answered);
      expect((await requests.all()).find((r) => r.path === '/api/card/movements')?.body).toEqual({
        card_id: main.id,
        type: 'pdf',
        from: '2026-01-01',
        to: '2026-12-31',
      });
      expect(answeredAt).toBeGreaterThan(0);
      // About 1 s after the answer (the timer starts once the client has read it).
      expect(openedAt - answeredAt).toBeGreaterThanOrEqual(990);
      expect(openedAt - answeredAt).toBeLessThan(2500);
      expect(screen.queryByRole('dialog', { name: 'Exportar movimientos' })).toBeNull();
      expect(opened.mock.calls[0]![0]).toMatch(/^(blob:|data:application\/pdf)/);
      expect(opened.mock.calls[0]![1]).toBe('_blank');
    });

    it('CARD-19 CARD-20 the export dialog opens with its calendars folded, the format choosable; a click or Tab opens a calendar', async () => {
      const main = await demoMain();
      const app = await open();
      await app.user.click(within(rowOf(main.number)).getByRole('button', { name: /^Exportar movimientos/ }));
      const modal = await dialog('Exportar movimientos');
      // An open calendar is its month's controls beside the field (hidden: happy-dom lays nothing out, so the
      // popover counts its field as out of view).
      const calendar = () => within(modal).queryByRole('button', { name: 'Mes anterior', hidden: true });
      const from = within(modal).getByLabelText('Desde');
      // The focus trap places the initial focus a task after the dialog opens.
      await waitFor(() => expect(modal).toContainElement(document.activeElement as HTMLElement));
      expect(calendar()).toBeNull();
      expect(from).not.toHaveFocus();
      await app.user.click(within(modal).getByRole('radio', { name: 'PDF' }));
      expect(within(modal).getByRole('radio', { name: 'PDF' })).toBeChecked();
      expect(calendar()).toBeNull();

      // By keyboard from the dialog's start: Tab reaches 'Desde', whose calendar unfolds.
      await app.user.click(within(modal).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exportar movimientos' })).toBeNull());
      await app.user.click(within(rowOf(main.number)).getByRole('button', { name: /^Exportar movimientos/ }));
      const again = await dialog('Exportar movimientos');
      await waitFor(() => expect(again).toContainElement(document.activeElement as HTMLElement));
      await app.user.tab();
      expect(within(again).getByLabelText('Desde')).toHaveFocus();
      expect(within(again).getByRole('button', { name: 'Mes anterior', hidden: true })).toBeInTheDocument();
      // And by a click on 'Hasta'.
      await app.user.click(within(again).getByLabelText('Hasta'));
      const to = within(again).getByLabelText('Hasta');
      expect(to).toHaveFocus();
      // One calendar open, 'Hasta''s: it sits after its field ('Desde''s would come before).
      const opened = within(again).getAllByRole('button', { name: 'Mes anterior', hidden: true });
      expect(opened).toHaveLength(1);
      expect(to.compareDocumentPosition(opened[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('CARD-42 a refused export shows the raw server message in the dialog', async () => {
      const main = await demoMain();
      const app = await open();
      await app.user.click(within(rowOf(main.number)).getByRole('button', { name: /^Exportar movimientos/ }));
      const modal = await dialog('Exportar movimientos');
      await app.user.type(within(modal).getByLabelText('Desde'), '2020-01-01');
      await app.user.type(within(modal).getByLabelText('Hasta'), '2020-12-31');
      await app.user.click(within(modal).getByRole('button', { name: 'Exportar' }));
      expect(await within(modal).findByRole('alert')).toHaveTextContent(
        'La tarjeta no tiene movimientos entre las fechas seleccionadas.',
      );
    });

    it('CARD-23 CARD-24 CARD-25 the deactivate dialog shows model and number, a reason, and Cancelar makes no call', async () => {
      const main = await demoMain();
      const app = await open();
      await app.user.click(within(rowOf(main.number)).getByRole('button', { name: /^Desactivar/ }));
      const modal = await dialog('Desactivar tarjeta');
      expect(
        within(modal).getByText(/¿Está seguro de que desea desactivar esta tarjeta\?/),
      ).toBeInTheDocument();
      expect(within(modal).getByText(`Visa Prepago Virtual · ${masked(main.number)}`)).toBeInTheDocument();
      expect(within(modal).getByRole('textbox', { name: 'Motivo' })).toBeInTheDocument();
      expect(within(modal).getByRole('button', { name: 'Desactivar tarjeta' })).toBeInTheDocument();
      const requests = recordRequests(sim.server);
      await app.user.click(within(modal).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(requests.count()).toBe(0);
    });

    it("CARD-26 CARD-27 CARD-28 confirming posts card_id and reason, says 'Tarjeta desactivada con éxito!' and the list shows DESACTIVADA", async () => {
      const main = await demoMain();
      const app = await open();
      await app.user.click(within(rowOf(main.number)).getByRole('button', { name: /^Desactivar/ }));
      const modal = await dialog('Desactivar tarjeta');
      await app.user.type(within(modal).getByRole('textbox', { name: 'Motivo' }), 'Tarjeta extraviada');
      const requests = recordRequests(sim.server);
      await app.user.click(within(modal).getByRole('button', { name: 'Desactivar tarjeta' }));
      const result = await dialog('Tarjetas');
      expect(within(result).getByText('Tarjeta desactivada con éxito!')).toBeInTheDocument();
      expect((await requests.all()).find((r) => r.path === '/api/card/change')?.body).toEqual({
        card_id: main.id,
        reason: 'Tarjeta extraviada',
      });
      await waitFor(() => expect(within(rowOf(main.number)).getByText('DESACTIVADA')).toBeInTheDocument());
      expect(within(rowOf(main.number)).getByRole('button', { name: /^Desactivar/ })).toBeDisabled();
      await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('CARD-03 CARD-09 on a phone each card is a panel with the same fields and actions', async () => {
      const main = await demoMain();
      await open();
      showOnPhone();
      const list = await screen.findByRole('list', { name: 'Lista de tarjetas (en tarjetas)' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      const item = items.find((i) => within(i).queryByText(masked(main.number)))!;
      expect(within(item).getByText('R$ 401.10')).toBeInTheDocument();
      expect(within(item).getAllByRole('button')).toHaveLength(3);
    });
  });

  describe('Transferir', () => {
    it("CARD-37 CARD-38 with fields missing nothing is sent and the missing names are joined by ' | '", async () => {
      const app = await open();
      await showTab(app, 'Transferir');
      expect(screen.getByRole('combobox', { name: /Tarjeta/ })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Monto/ })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Notas/ })).toBeInTheDocument();
      const requests = recordRequests(sim.server);
      await app.user.click(screen.getByRole('button', { name: 'Transferir' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Los siguientes campos son requeridos: Tarjeta | Monto | Notas',
      );
      await app.user.type(screen.getByRole('textbox', { name: /Notas/ }), 'Viaje');
      await app.user.click(screen.getByRole('button', { name: 'Transferir' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Los siguientes campos son requeridos: Tarjeta | Monto',
      );
      expect(requests.count()).toBe(0);
    });

    it('CARD-39 a transfer of 3000.01 is refused by the form and nothing is sent', async () => {
      const main = await demoMain();
      const app = await open();
      await showTab(app, 'Transferir');
      await app.user.selectOptions(screen.getByRole('combobox', { name: /Tarjeta/ }), String(main.id));
      await app.user.type(screen.getByRole('textbox', { name: /Monto/ }), '3000,01');
      await app.user.type(screen.getByRole('textbox', { name: /Notas/ }), 'Viaje');
      const requests = recordRequests(sim.server);
      await app.user.click(screen.getByRole('button', { name: 'Transferir' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'El monto máximo por transferencia a tarjeta es 3000.',
      );
      expect(requests.count()).toBe(0);
    });

    it("CARD-40 CARD-41 sends '$12,50' as '12.50' with card_id and notes and says 'Transferencia realizada con éxito'", async () => {
      const main = await demoMain();
      const app = await open();
      await showTab(app, 'Transferir');
      const select = screen.getByRole('combobox', { name: /Tarjeta/ });
      // Only approved cards can receive money.
      expect(within(select).getAllByRole('option')).toHaveLength(3);
      await app.user.selectOptions(select, String(main.id));
      await app.user.type(screen.getByRole('textbox', { name: /Monto/ }), '$12,50');
      await app.user.type(screen.getByRole('textbox', { name: /Notas/ }), 'Recarga <b>semanal</b>');
      const requests = recordRequests(sim.server);
      await app.user.click(screen.getByRole('button', { name: 'Transferir' }));
      const result = await dialog('Tarjetas');
      expect(within(result).getByText('Transferencia realizada con éxito')).toBeInTheDocument();
      expect((await requests.all()).find((r) => r.path === '/api/wallet/transfer')?.body).toEqual({
        card_id: main.id,
        amount: '12.50',
        notes: 'Recarga <b>semanal</b>',
      });
      await waitFor(async () => expect((await demoMain()).movimientos).toHaveLength(10));
      await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
      await showTab(app, 'Lista de tarjetas');
      expect(await within(table()).findByText('R$ 413.60')).toBeInTheDocument();
      // The notes are the card movement's description, shown as plain text.
      await app.user.click(within(rowOf(main.number)).getByRole('button', { name: /^Detalles/ }));
      const details = await dialog();
      expect(
        within(within(details).getByRole('table', { name: 'Movimientos' })).getByText('Recarga <b>s…'),
      ).toBeInTheDocument();
      expect(details.querySelector('b')).toBeNull();
    });

    it("SRV-49 Enter and two clicks on 'Transferir', all in one task, transfer once", async () => {
      const main = await demoMain();
      const app = await open();
      await showTab(app, 'Transferir');
      await app.user.selectOptions(screen.getByRole('combobox', { name: /Tarjeta/ }), String(main.id));
      await app.user.type(screen.getByRole('textbox', { name: /Monto/ }), '100.50');
      await app.user.type(screen.getByRole('textbox', { name: /Notas/ }), 'Viaje');
      const requests = recordRequests(sim.server);
      const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Transferir' });
      act(() => {
        button.form!.requestSubmit(); // what Enter in the notes does
        button.click();
        button.click();
      });
      const result = await dialog('Tarjetas');
      expect(within(result).getByText('Transferencia realizada con éxito')).toBeInTheDocument();
      const keys = requests.idempotencyKeys();
      const transfers = (await requests.all())
        .map((r, i) => ({ ...r, key: keys[i] }))
        .filter((r) => r.path === '/api/wallet/transfer');
      expect(transfers.map((r) => r.body)).toEqual([{ card_id: main.id, amount: '100.50', notes: 'Viaje' }]);
      expect(transfers[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      // One movement on the card: nine seeded, and this one.
      expect((await demoMain()).movimientos).toHaveLength(10);
    });

    it('CARD-42 a refused transfer puts the raw server message into the dialog', async () => {
      const main = await demoMain();
      const app = await open();
      await showTab(app, 'Transferir');
      await app.user.selectOptions(screen.getByRole('combobox', { name: /Tarjeta/ }), String(main.id));
      await app.user.type(screen.getByRole('textbox', { name: /Monto/ }), '10');
      await app.user.type(screen.getByRole('textbox', { name: /Notas/ }), 'n');
      // Deactivated meanwhile, elsewhere: the server refuses.
      const { token } = await cardsOf('demo');
      await post('/api/card/change', { card_id: main.id, reason: '' }, token);
      useSession.getState().signIn(token, Date.now());
      await app.user.click(screen.getByRole('button', { name: 'Transferir' }));
      const result = await dialog('Tarjetas');
      expect(
        within(result).getByText(
          'La tarjeta no está aprobada: solo se puede transferir a una tarjeta con estado APROBADO.',
        ),
      ).toBeInTheDocument();
    });

    it("DEMO-04 DEMO-05 the amount is in the wallet's currency: USDT in demo mode, $ otherwise; cards stay in R$", async () => {
      const app = await open('demo');
      await showTab(app, 'Transferir');
      expect(screen.getByText(/^En USDT, máximo 3,000.00/)).toBeInTheDocument();
      app.unmount();
      resetSession();
      const other = await open('inversor');
      expect(within(table()).getAllByText(/^R\$ /).length).toBeGreaterThan(0);
      await showTab(other, 'Transferir');
      expect(screen.getByText(/^En \$, máximo 3,000.00/)).toBeInTheDocument();
    });
  });

  describe('Agregar tarjeta', () => {
    it('CARD-29 CARD-30 CARD-31 CARD-32 CARD-33 CARD-43 shows the personal-data form with its options and defaults', async () => {
      const app = await open();
      await showTab(app, 'Agregar tarjeta');
      const labels = [
        'Nombre',
        'Apellido',
        'Tipo de documento',
        'Número de documento',
        'Correo electrónico',
        'Fecha de nacimiento',
        'Teléfono',
        'Género',
        'Estado civil',
        'Nacionalidad',
        'Dirección',
        'Número',
        'Zona',
        'Estado o provincia',
        'País',
        'Ciudad',
        'Código postal',
        'Profesión',
      ];
      for (const label of labels)
        expect(screen.getByLabelText(new RegExp(`^${label}( \\*)?$`))).toBeInTheDocument();
      const documentType = screen.getByLabelText(/^Tipo de documento/) as HTMLSelectElement;
      expect(Array.from(documentType.options).map((o) => o.text)).toEqual(['Cédula/DNI', 'Pasaporte']);
      expect(documentType.value).toBe('Cédula/DNI');
      const genero = screen.getByLabelText(/^Género/) as HTMLSelectElement;
      expect(Array.from(genero.options).map((o) => o.value)).toEqual(['', 'Masculino', 'Feminino']);
      expect(screen.getByLabelText(/^Profesión/)).toHaveValue('Autónomo');
      const country = screen.getByLabelText(/^País/) as HTMLSelectElement;
      await waitFor(() => expect(country.options.length).toBeGreaterThan(200));
      expect(Array.from(country.options).find((o) => o.value === '82')?.text).toBe('Colombia');
      // CARD-34: the client's record fills it in.
      expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Valentina');
      expect(genero.value).toBe('Feminino');
      expect(country.value).toBe('82');
    });

    it('CARD-43 ERR-06 a failed country list is silent: no options but the prompt, no sign-out', async () => {
      sim.server.use(
        http.post('*/api/paises/list', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      );
      const app = await open('emisor');
      app.queryClient.removeQueries({ queryKey: ['paises'] });
      await showTab(app, 'Agregar tarjeta');
      const country = screen.getByLabelText(/^País/) as HTMLSelectElement;
      await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
      expect(Array.from(country.options).map((o) => o.text)).toEqual(['Seleccione un país']);
      expect(useSession.getState().token).not.toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it("CARD-35 with required fields missing nothing is sent and the missing names are joined by ', '", async () => {
      const app = await open();
      await showTab(app, 'Agregar tarjeta');
      await waitFor(() => expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Valentina'));
      const requests = recordRequests(sim.server);
      await app.user.click(screen.getByRole('button', { name: 'Solicitar tarjeta' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Los siguientes campos son requeridos: Nacionalidad, Estado o provincia',
      );
      expect(requests.count()).toBe(0);
    });

    it("SRV-49 Enter and two clicks on 'Solicitar tarjeta', all in one task, apply once", async () => {
      const app = await open();
      await showTab(app, 'Agregar tarjeta');
      await waitFor(() => expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Valentina'));
      await app.user.type(screen.getByLabelText(/^Nacionalidad/), 'Colombiana');
      await app.user.type(screen.getByLabelText(/^Estado o provincia/), 'Cundinamarca');
      // The cards as the server lists them, asked with the screen's own session (a new login would end it).
      const listed = async () =>
        (await post<{ data: { data: CardRow[] } }>('/api/card/list', {}, useSession.getState().token!)).body
          .data.data;
      const before = (await listed()).length;
      const requests = recordRequests(sim.server);
      const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Solicitar tarjeta' });
      act(() => {
        button.form!.requestSubmit(); // what Enter in the province does
        button.click();
        button.click();
      });
      const result = await dialog('Tarjetas');
      expect(
        within(result).getByText('¡Datos actualizados con éxito! Espera por aprovacion.'),
      ).toBeInTheDocument();
      const keys = requests.idempotencyKeys();
      const creates = (await requests.all())
        .map((r, i) => ({ ...r, key: keys[i] }))
        .filter((r) => r.path === '/api/card/create');
      expect(creates).toHaveLength(1);
      expect(creates[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(await listed()).toHaveLength(before + 1);
    });

    it("CARD-34 CARD-36 API-43 posts the profile with emptied fields from the user's data, says it waits for approval, and the list shows the pending card", async () => {
      const app = await open();
      await showTab(app, 'Agregar tarjeta');
      await waitFor(() => expect(screen.getByLabelText(/^Teléfono/)).toHaveValue('+57 310 555 0101'));
      await app.user.clear(screen.getByLabelText(/^Teléfono/));
      await app.user.type(screen.getByLabelText(/^Nacionalidad/), 'Colombiana');
      await app.user.type(screen.getByLabelText(/^Estado o provincia/), 'Cundinamarca');
      const requests = recordRequests(sim.server);
      await app.user.click(screen.getByRole('button', { name: 'Solicitar tarjeta' }));
      const result = await dialog('Tarjetas');
      expect(
        within(result).getByText('¡Datos actualizados con éxito! Espera por aprovacion.'),
      ).toBeInTheDocument();
      const sent = (await requests.all()).find((r) => r.path === '/api/card/create')?.body as Record<
        string,
        string
      >;
      expect(sent).toMatchObject({
        first_name: 'Valentina',
        last_name: 'Ríos',
        phone: '+57 310 555 0101',
        nacionalidad: 'Colombiana',
        state: 'Cundinamarca',
        document_type: 'Cédula/DNI',
        profesion: 'Autónomo',
        country_id: 82,
        genero: 'Feminino',
        birthDate: '1990-04-12',
      });
      await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
      expect(screen.getByRole('tab', { name: 'Lista de tarjetas' })).toHaveAttribute('aria-selected', 'true');
      await waitFor(() => expect(bodyRows()).toHaveLength(5));
      // the seeded application and this one
      expect(within(table()).getAllByText('PENDIENTE')).toHaveLength(2);
    });
  });
});
