import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBodyOf } from '@/contract/errors';
import type { Withdrawal } from '@/contract/withdrawals';
import { useSession } from '@/shared/session/session-store';
import { renderApp, resetSession, signInAs, type RenderedApp } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import {
  gate,
  openScreen,
  personas,
  recordRequests,
  settle,
  tabNames,
  typeInto,
  useFakeTimeouts,
  advance,
  type PersonaKey,
  verifyNewPersona,
  showOnPhone,
} from '../../../../tests/screen-helpers';

const TABS = 'Tipo de retiro';
const open = (key: PersonaKey) => openScreen(key, '/cliente/retiro', 'Nuevo retiro');
const pathOf = (app: RenderedApp) => app.router.state.location.pathname;

async function showTab(app: RenderedApp, name: string) {
  await app.user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
}

const table = (name: string) => screen.getByRole('table', { name });
const headers = (t: HTMLElement) =>
  within(t)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
const bodyRows = (t: HTMLElement) => within(t).getAllByRole('row').slice(1);
/** A body row's cells in column order, the row header (the column naming the row) among them. */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

/** Opens a type's tab and chooses the beneficiary with 'Continuar'; returns the withdrawal modal. */
async function chooseBeneficiary(app: RenderedApp, tab: string, who: RegExp) {
  await showTab(app, tab);
  const rows = bodyRows(table(`Beneficiarios: ${tab}`));
  const row = rows.find((r) => within(r).queryByRole('button', { name: who }))!;
  await app.user.click(within(row).getByRole('button', { name: who }));
  return screen.findByRole('dialog', { name: /^Solicitud de retiro a / });
}

/** Types a value the quick way: focus, then paste (typing each key re-renders the whole form). */
async function fill(app: RenderedApp, field: HTMLElement, text: string) {
  await app.user.click(field);
  await app.user.paste(text);
}

const amountField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /^Monto \(USDT\)/ });
const figure = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** Calls the simulator with the screen's own session (a second login would close it). */
const asClient = <T,>(path: string, body: unknown = {}) => post<T>(path, body, useSession.getState().token!);
const serverWithdrawals = async () =>
  (await asClient<{ data: Withdrawal[]; cantidad: number }>('/api/client/withdrawall/list')).body;

describe("'Retiro' (/cliente/retiro)", () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("ROUTE-17 WDR-01 the route is titled 'Retiro' and the screen 'Nuevo retiro'", async () => {
    const app = await open('inversor');
    expect(pathOf(app)).toBe('/cliente/retiro');
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo retiro' })).toBeInTheDocument();
    expect(screen.getByText('Retiro', { selector: 'p' })).toBeInTheDocument();
  });

  it('WDR-02 WDR-03 ROUTE-20 the type tabs switch the view in place; the path stays, the search names the tab', async () => {
    const app = await open('inversor');
    expect(tabNames(TABS)).toEqual([
      'Todos mis retiros',
      'Transferencia nacional',
      'Transferencia internacional',
      'Transferencia Cripto',
    ]);
    expect(screen.getByRole('table', { name: 'Mis retiros' })).toBeInTheDocument();
    await showTab(app, 'Transferencia nacional');
    expect(screen.queryByRole('table', { name: 'Mis retiros' })).toBeNull();
    expect(table('Beneficiarios: Transferencia nacional')).toBeInTheDocument();
    await showTab(app, 'Transferencia Cripto');
    expect(table('Beneficiarios: Transferencia Cripto')).toBeInTheDocument();
    expect(pathOf(app)).toBe('/cliente/retiro');
    expect(app.router.state.location.search).toEqual({ pestana: 'cripto' });
  });

  it('WDR-03 ROUTE-20 the open tab comes from the URL, and back returns to it after a change', async () => {
    // A reload, or a shared link, of the national tab.
    const app = await openScreen('inversor', '/cliente/retiro?pestana=nacional', 'Nuevo retiro');
    expect(screen.getByRole('tab', { name: 'Transferencia nacional' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
    expect(table('Beneficiarios: Transferencia nacional')).toBeInTheDocument();

    await showTab(app, 'Todos mis retiros');
    expect(table('Mis retiros')).toBeInTheDocument();
    expect(app.router.state.location.search).toEqual({});
    app.router.history.back();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Transferencia nacional' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(app.router.state.location.search).toEqual({ pestana: 'nacional' });
    expect(
      await screen.findByRole('table', { name: 'Beneficiarios: Transferencia nacional' }),
    ).toBeInTheDocument();
  });

  describe('all my withdrawals', () => {
    it('WDR-06 DEMO-05 lists code, date, beneficiary, information, currency, amount and status from the server', async () => {
      await open('inversor');
      const { data } = await serverWithdrawals();
      expect(data.length).toBeGreaterThan(0);
      const list = table('Mis retiros');
      expect(headers(list)).toEqual([
        'Código',
        'Fecha',
        'Beneficiario',
        'Información',
        'Moneda',
        'Monto',
        'Estado',
      ]);
      const rows = bodyRows(list);
      expect(rows).toHaveLength(data.length);
      data.forEach((w, i) => {
        const [code, date, beneficiary, info, currency, amount, status] = cellsOf(rows[i]!);
        expect(code).toBe(String(w.id).padStart(6, '0'));
        const [, y, m, d, hh, mm] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(w.fecha)!;
        expect(date).toBe(`${d}/${m}/${y} ${hh}:${mm}`);
        expect(beneficiary).toBe(w.beneficiario);
        expect(info).toBe(`${w.tipo}${w.note}`);
        expect(currency).toBe(w.currency_tag);
        expect(amount).toMatch(/^\$ [\d,]+\.\d{2}$/);
        expect(amount!.replace(/[$ ,]/g, '')).toBe(w.monto);
        expect(status).toBe(w.estado);
      });
      // The phone layout lists the same withdrawals as cards.
      showOnPhone();
      const cards = within(screen.getByRole('list', { name: 'Mis retiros (en tarjetas)' })).getAllByRole(
        'listitem',
      );
      expect(cards).toHaveLength(data.length);
      expect(cards[0]).toHaveTextContent(`${String(data[0]!.id).padStart(6, '0')} · ${data[0]!.tipo}`);
    });

    it("WDR-07 without withdrawals shows 'Sin retiros' and 'Todavía no haz hecho ningún retiro'", async () => {
      await verifyNewPersona(await sim.store());
      await open('verificada');
      expect((await serverWithdrawals()).cantidad).toBe(0);
      expect(screen.getByText('Sin retiros')).toBeInTheDocument();
      expect(screen.getByText('Todavía no haz hecho ningún retiro')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Mis retiros' })).toBeNull();
    });

    it('WDR-04 no control of the screen reaches the Bitcoin panel', async () => {
      const app = await open('inversor');
      for (const name of tabNames(TABS)) {
        await showTab(app, name);
        expect(screen.queryByText(/bitcoin|btc/i)).toBeNull();
        for (const button of screen.getAllByRole('button'))
          expect(button.textContent).not.toMatch(/bitcoin|btc/i);
      }
      expect(screen.getAllByRole('tab')).toHaveLength(4);
    });

    it('ERR-04 a failed withdrawal-list load stores the message and clears the session', async () => {
      sim.server.use(
        http.post('*/api/client/withdrawall/list', () =>
          HttpResponse.json(errorBodyOf('Servicio de retiros no disponible'), { status: 500 }),
        ),
      );
      const { email, password } = personas.inversor;
      await signInAs(email, password);
      const app = renderApp('/cliente/retiro');
      await waitFor(() => expect(pathOf(app)).toBe('/portal'));
      expect(useSession.getState().token).toBeNull();
      expect(await screen.findByText('Servicio de retiros no disponible')).toBeInTheDocument();
    });
  });

  describe('beneficiary tables', () => {
    it('WDR-08 WDR-09 type 1 lists national accounts: bank, holder, account, type and Continuar', async () => {
      const app = await open('inversor');
      await showTab(app, 'Transferencia nacional');
      const t = table('Beneficiarios: Transferencia nacional');
      expect(headers(t)).toEqual(['Banco', 'Titular', 'Cuenta', 'Tipo', 'Acción']);
      const rows = bodyRows(t);
      expect(rows).toHaveLength(1);
      const [bank, holder, account, type, action] = cellsOf(rows[0]!);
      expect([bank, holder, type, action]).toEqual(['Davivienda', 'Andrés Gómez', 'CORRIENTE', 'Continuar']);
      expect(account).toMatch(/^\d{12}$/);
    });

    it('WDR-08 WDR-09 type 2 lists international accounts (bank_personal 2) only', async () => {
      const app = await open('inversor');
      await showTab(app, 'Transferencia internacional');
      const rows = bodyRows(table('Beneficiarios: Transferencia internacional'));
      expect(rows).toHaveLength(1);
      const [bank, holder, account, type] = cellsOf(rows[0]!);
      expect([bank, holder, type]).toEqual(['Banco Santander', 'Andrés Gómez', 'AHORRO']);
      expect(account).toMatch(/^ES\d+/);
      expect(within(rows[0]!).getByRole('button', { name: /Continuar/ })).toBeInTheDocument();
    });

    it('WDR-11 WDR-12 WDR-13 WDR-14 type 3 explains the wallet, the exchange and the e-mail, and lists crypto beneficiaries', async () => {
      const app = await open('inversor');
      await showTab(app, 'Transferencia Cripto');
      expect(screen.getByText(/compatible con la red TRON o Ethereum/)).toBeInTheDocument();
      expect(screen.getByText(/exchange.*verificar su identidad/)).toBeInTheDocument();
      expect(screen.getByText(/se le enviará por correo electrónico/)).toBeInTheDocument();
      const t = table('Beneficiarios: Transferencia Cripto');
      expect(headers(t)).toEqual([
        'Nombres',
        'Apellidos',
        'Identificación',
        'Dirección USDT',
        'Red',
        'Acción',
      ]);
      const rows = bodyRows(t);
      // The remittance beneficiary (kind 3 without an address) is not a crypto one (BENEF-30).
      expect(rows).toHaveLength(1);
      const [names, surnames, , address, network] = cellsOf(rows[0]!);
      expect([names, surnames, network]).toEqual(['Andrés', 'Gómez', 'Ethereum (ERC-20)']);
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(screen.queryByText('Rosa María')).toBeNull();
    });

    it.each([
      ['WDR-10', 'Transferencia nacional', 'Agregar cuenta nacional'],
      ['WDR-10', 'Transferencia internacional', 'Agregar cuenta internacional'],
      ['WDR-15', 'Transferencia Cripto', 'Agregar beneficiario cripto'],
    ])("%s '%s' has 'Añadir beneficiario' opening '%s'", async (_id, tab, title) => {
      const app = await open('inversor');
      await showTab(app, tab);
      await app.user.click(screen.getByRole('button', { name: 'Añadir beneficiario' }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('WDR-15 a crypto beneficiary added from the tab shows in its table', async () => {
      const app = await open('inversor');
      await showTab(app, 'Transferencia Cripto');
      await app.user.click(screen.getByRole('button', { name: 'Añadir beneficiario' }));
      const dialog = await screen.findByRole('dialog', { name: 'Agregar beneficiario cripto' });
      await fill(app, within(dialog).getByRole('textbox', { name: /^Nombres/ }), 'Lucía');
      await fill(app, within(dialog).getByRole('textbox', { name: /^Apellidos/ }), 'Mejía');
      await fill(
        app,
        within(dialog).getByRole('textbox', { name: /^Dirección USDT/ }),
        'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      );
      await app.user.selectOptions(within(dialog).getByRole('combobox', { name: /^Red/ }), 'TRON (TRC-20)');
      await app.user.click(within(dialog).getByRole('checkbox'));
      await app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
      await app.user.click(await within(dialog).findByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(bodyRows(table('Beneficiarios: Transferencia Cripto'))).toHaveLength(2));
      expect(within(table('Beneficiarios: Transferencia Cripto')).getByText('Lucía')).toBeInTheDocument();
    });
  });

  describe('the withdrawal modal', () => {
    it.each([
      [
        'WDR-17 WDR-18 WDR-21',
        'Transferencia nacional',
        /Davivienda/,
        'Transferencia nacional',
        ['Tipo de cuenta', 'Titular', 'Número de cuenta', 'Nombre del banco'],
      ],
      [
        'WDR-17 WDR-19 WDR-22',
        'Transferencia internacional',
        /Santander/,
        'Transferencia internacional',
        ['Tipo de cuenta', 'Titular', 'País del banco', 'Swift', 'ABA'],
      ],
      [
        'WDR-17 WDR-20 WDR-23',
        'Transferencia Cripto',
        /Ethereum/,
        'Transferencia Cripto',
        ['Nombres', 'Apellidos', 'Identificación', 'Dirección USDT', 'Red'],
      ],
    ])(
      '%s %s: the title names the holder, the subtitle the type, and the fields of the type',
      async (_id, tab, who, subtitle, labels) => {
        const app = await open('inversor');
        const dialog = await chooseBeneficiary(app, tab, who);
        // Every seeded beneficiary of the investor is in the name of Andrés Gómez.
        expect(
          within(dialog).getByRole('heading', { name: 'Solicitud de retiro a Andrés Gómez' }),
        ).toBeInTheDocument();
        expect(within(dialog).getByText(subtitle, { selector: 'p' })).toBeInTheDocument();
        const group = within(dialog).getByRole('group', { name: 'Datos del beneficiario' });
        const fields = within(group).getAllByRole('textbox') as HTMLInputElement[];
        expect(fields.map((f) => f.labels?.[0]?.textContent?.replace(/\s*\*$/, ''))).toEqual(labels);
      },
    );

    it("WDR-17 'Continuar' opens the modal for the holder of the row chosen", async () => {
      const app = await open('inversor');
      await asClient('/api/client/beneficiario_create', {
        bank_personal: '1',
        country_id: 82,
        bank_client: 'María Pérez',
        bank_swift: '',
        bank_name: 'Banco de Bogotá',
        bank_account: '987654321',
        bank_type: 'AHORRO',
      });
      const dialog = await chooseBeneficiary(app, 'Transferencia nacional', /María Pérez/);
      expect(
        within(dialog).getByRole('heading', { name: 'Solicitud de retiro a María Pérez' }),
      ).toBeInTheDocument();
      expect(
        (within(dialog).getByRole('textbox', { name: /^Número de cuenta/ }) as HTMLInputElement).value,
      ).toBe('987654321');
    });

    it('WDR-21 WDR-22 WDR-23 WDR-24 the beneficiary data are filled in, read-only and required', async () => {
      const app = await open('inversor');
      const value = (dialog: HTMLElement, label: RegExp) =>
        (within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement).value;

      let dialog = await chooseBeneficiary(app, 'Transferencia nacional', /Davivienda/);
      expect(value(dialog, /^Tipo de cuenta/)).toBe('CORRIENTE');
      expect(value(dialog, /^Titular/)).toBe('Andrés Gómez');
      expect(value(dialog, /^Número de cuenta/)).toMatch(/^\d{12}$/);
      expect(value(dialog, /^Nombre del banco/)).toBe('Davivienda');
      for (const field of within(within(dialog).getByRole('group')).getAllByRole('textbox')) {
        expect(field).toHaveAttribute('readonly');
        expect(field).toBeRequired();
      }
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      dialog = await chooseBeneficiary(app, 'Transferencia internacional', /Santander/);
      // The country's name comes from the country list, which may still be on its way.
      await waitFor(() => expect(value(dialog, /^País del banco/)).toBe('España'));
      expect(value(dialog, /^Swift/)).toBe('BSCHESMM');
      await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      dialog = await chooseBeneficiary(app, 'Transferencia Cripto', /Ethereum/);
      expect(value(dialog, /^Nombres/)).toBe('Andrés');
      expect(value(dialog, /^Apellidos/)).toBe('Gómez');
      expect(value(dialog, /^Dirección USDT/)).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(value(dialog, /^Red/)).toBe('Ethereum (ERC-20)');
    });

    it("WDR-25 WDR-27 WDR-28 WDR-29 WDR-30 'Monto a enviar', 'Comisión' and 'total a recibir' follow the amount (flat 1, 2 %)", async () => {
      const app = await open('inversor');
      const dialog = await chooseBeneficiary(app, 'Transferencia nacional', /Davivienda/);
      const amount = amountField(dialog);
      expect(amount).toBeRequired();
      expect(amount).toHaveAttribute('inputmode', 'decimal');
      expect(figure(dialog, 'Monto a enviar')).toBe('—');
      await app.user.type(amount, '100');
      expect(figure(dialog, 'Monto a enviar')).toBe('$ 100.00');
      expect(figure(dialog, 'Comisión')).toBe('$ 3.00');
      expect(figure(dialog, 'total a recibir')).toBe('$ 97.00');
      await app.user.clear(amount);
      await app.user.type(amount, '1,234.56');
      expect(figure(dialog, 'Monto a enviar')).toBe('$ 1,234.56');
      // 1 + 1234.56 × 2 % = 25.6912 -> 25.69.
      expect(figure(dialog, 'Comisión')).toBe('$ 25.69');
      expect(figure(dialog, 'total a recibir')).toBe('$ 1,208.87');
      expect(
        within(dialog).getByText(/máximo de 24 horas hábiles.*no cobra comisión.*comisión de la red/),
      ).toBeInTheDocument();
    });

    it('WDR-26 an amount below 20 blocks submission with a message (no call); 20 is sent', async () => {
      const app = await open('inversor');
      const dialog = await chooseBeneficiary(app, 'Transferencia nacional', /Davivienda/);
      const requests = recordRequests(sim.server);
      await app.user.type(amountField(dialog), '19.99');
      await app.user.click(within(dialog).getByRole('button', { name: 'Solicitar retiro' }));
      expect(await within(dialog).findByText('El monto mínimo de retiro es 20 USDT')).toBeInTheDocument();
      expect(amountField(dialog)).toHaveFocus();
      expect(amountField(dialog)).toHaveAttribute('aria-invalid', 'true');
      await app.user.clear(amountField(dialog));
      await app.user.type(amountField(dialog), 'veinte');
      await app.user.click(within(dialog).getByRole('button', { name: 'Solicitar retiro' }));
      expect(await within(dialog).findByText(/Escriba un monto válido/)).toBeInTheDocument();
      expect(requests.count()).toBe(0);
      await app.user.clear(amountField(dialog));
      await app.user.type(amountField(dialog), '20{Enter}');
      await screen.findByRole('dialog', { name: 'Resultado de la solicitud' });
      expect((await requests.paths()).filter((p) => p === '/api/client/withdrawall/create')).toHaveLength(1);
    });

    it('WDR-31 WDR-32 WDR-33 WDR-35 posts beneficiario_id, monto, amount, type, ventanilla and date; the PIN is kept and shown', async () => {
      const app = await open('inversor');
      const { data: before } = await serverWithdrawals();
      const national = (
        await asClient<{ data: { id: number; bank_name: string }[] }>('/api/client/beneficiarios', {
          bank_personal: '1',
        })
      ).body.data[0]!;
      const dialog = await chooseBeneficiary(app, 'Transferencia nacional', /Davivienda/);
      const requests = recordRequests(sim.server);
      await app.user.type(amountField(dialog), '150.5');
      await app.user.click(within(dialog).getByRole('button', { name: 'Solicitar retiro' }));
      const result = await screen.findByRole('dialog', { name: 'Resultado de la solicitud' });
      const create = (await requests.all()).find((r) => r.path === '/api/client/withdrawall/create')!;
      expect(create.body).toEqual({
        beneficiario_id: national.id,
        monto: '150.50',
        amount: '150.50',
        type: 1,
        ventanilla: '',
        // The simulator's day (its clock starts at TEST_START), whatever the browser's clock says.
        date: '2026-11-22',
      });
      const pin = useSession.getState().pin;
      expect(pin).toMatch(/^\d{6}$/);
      expect(within(result).getByRole('status')).toHaveTextContent(
        /Solicitud de retiro registrada con éxito/,
      );
      expect(within(result).getByText(`PIN de su retiro: ${pin}`)).toBeInTheDocument();
      expect(within(result).getByRole('button', { name: 'Aceptar' })).toHaveFocus();
      const { data: after } = await serverWithdrawals();
      expect(after).toHaveLength(before.length + 1);
      expect(screen.queryByRole('dialog', { name: /^Solicitud de retiro a / })).toBeNull();
    });

    it('WDR-34 a spinner replaces the button label while the request is pending', async () => {
      const app = await open('inversor');
      const dialog = await chooseBeneficiary(app, 'Transferencia nacional', /Davivienda/);
      const held = gate();
      sim.server.use(
        http.post('*/api/client/withdrawall/create', async () => {
          await held.wait;
          return undefined;
        }),
      );
      await app.user.type(amountField(dialog), '25');
      const submit = within(dialog).getByRole('button', { name: 'Solicitar retiro' });
      await app.user.click(submit);
      await waitFor(() => expect(submit).toHaveAttribute('data-loading', 'true'));
      expect(submit).toBeDisabled();
      held.open();
      await screen.findByRole('dialog', { name: 'Resultado de la solicitud' });
    });

    it("WDR-36 WDR-16 'Aceptar' closes every modal and reloads the lists, the balances and the movements; the crypto tab shows the PIN", async () => {
      // From the dashboard, so that its balances and movements are in the cache.
      const app = await openScreen('inversor', '/cliente/dashboard', 'Inicio');
      await app.user.click(screen.getByRole('link', { name: 'Retiro' }));
      await screen.findByRole('heading', { level: 1, name: 'Nuevo retiro' });
      await waitFor(() => expect(bodyRows(table('Mis retiros')).length).toBeGreaterThan(0));
      const before = bodyRows(table('Mis retiros')).length;
      const dialog = await chooseBeneficiary(app, 'Transferencia Cripto', /Ethereum/);
      await app.user.type(amountField(dialog), '40');
      await app.user.click(within(dialog).getByRole('button', { name: 'Solicitar retiro' }));
      const result = await screen.findByRole('dialog', { name: 'Resultado de la solicitud' });
      expect(app.queryClient.getQueryState(['client', 'dashboard'])?.isInvalidated).toBe(true);
      expect(app.queryClient.getQueryState(['client', 'balance', 'list', 1])?.isInvalidated).toBe(true);
      const requests = recordRequests(sim.server);
      await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('tab', { name: 'Transferencia Cripto' })).toHaveFocus();
      const pin = useSession.getState().pin!;
      expect(screen.getByText(pin)).toBeInTheDocument();
      expect(screen.getByText(/PIN auxiliar de su último retiro/)).toBeInTheDocument();
      await waitFor(async () =>
        expect(await requests.paths()).toEqual(
          expect.arrayContaining(['/api/client/withdrawall/list', '/api/client/beneficiarios']),
        ),
      );
      await showTab(app, 'Todos mis retiros');
      // The reload was asked for; its answer renders a moment later.
      await waitFor(() => expect(bodyRows(table('Mis retiros'))).toHaveLength(before + 1));
      const [, , beneficiary, info, , amount, status] = cellsOf(bodyRows(table('Mis retiros'))[0]!);
      expect([beneficiary, amount, status]).toEqual(['Andrés Gómez', '$ 40.00', 'EN PROCESO']);
      expect(info).toMatch(/^Transferencia Cripto/);
    });

    it('WDR-35 WDR-37 a refusal shows the server message, which goes away after 6 seconds', async () => {
      const app = await open('inversor');
      const dialog = await chooseBeneficiary(app, 'Transferencia nacional', /Davivienda/);
      useFakeTimeouts();
      typeInto(amountField(dialog), '99999999');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Solicitar retiro' }));
      await settle(() =>
        expect(screen.getByRole('dialog', { name: 'Resultado de la solicitud' })).toBeInTheDocument(),
      );
      const result = screen.getByRole('dialog', { name: 'Resultado de la solicitud' });
      expect(within(result).getByRole('alert')).toHaveTextContent(
        'Saldo insuficiente: el monto supera su saldo disponible.',
      );
      await advance(5900);
      expect(screen.getByRole('dialog', { name: 'Resultado de la solicitud' })).toBeInTheDocument();
      await advance(100);
      await settle(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(useSession.getState().token).not.toBeNull();
    });

    it('ERR-05 the reload after a withdrawal fails silently: no sign-out, no message, the list stays', async () => {
      const app = await open('inversor');
      const before = bodyRows(table('Mis retiros')).length;
      const dialog = await chooseBeneficiary(app, 'Transferencia nacional', /Davivienda/);
      await app.user.type(amountField(dialog), '30');
      await app.user.click(within(dialog).getByRole('button', { name: 'Solicitar retiro' }));
      const result = await screen.findByRole('dialog', { name: 'Resultado de la solicitud' });
      const requests = recordRequests(sim.server);
      sim.server.use(
        http.post('*/api/client/withdrawall/list', () =>
          HttpResponse.json(errorBodyOf('Servicio de retiros no disponible'), { status: 500 }),
        ),
      );
      await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
      await waitFor(async () => expect(await requests.paths()).toContain('/api/client/withdrawall/list'));
      await showTab(app, 'Todos mis retiros');
      expect(bodyRows(table('Mis retiros'))).toHaveLength(before);
      expect(pathOf(app)).toBe('/cliente/retiro');
      expect(useSession.getState().token).not.toBeNull();
      expect(screen.queryByText('Servicio de retiros no disponible')).toBeNull();
    });
  });

  describe('demo mode', () => {
    it('DEMO-07 DEMO-08 DEMO-04 the form says it is a demonstration, amounts are USDT and the submit is disabled: no call', async () => {
      const app = await open('demo');
      const dialog = await chooseBeneficiary(app, 'Transferencia nacional', /Bancolombia/);
      expect(within(dialog).getByRole('note')).toHaveTextContent(
        /es una demostración: su saldo y sus operaciones no son reales/,
      );
      const submit = within(dialog).getByRole('button', { name: 'Solicitar retiro' });
      expect(submit).toBeDisabled();
      const requests = recordRequests(sim.server);
      await app.user.type(amountField(dialog), '100{Enter}');
      expect(figure(dialog, 'total a recibir')).toBe('USDT 97.00');
      await new Promise((r) => setTimeout(r, 100));
      expect(requests.count()).toBe(0);
      expect(screen.queryByRole('dialog', { name: 'Resultado de la solicitud' })).toBeNull();
    });

    it('DEMO-08 the remittance submit is disabled too', async () => {
      const app = await open('demo');
      await app.user.click(screen.getByRole('button', { name: 'Retiro por remesa' }));
      const dialog = await screen.findByRole('dialog', { name: 'Retiro por remesa' });
      expect(within(dialog).getByRole('note')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Solicitar retiro' })).toBeDisabled();
    });
  });

  describe("'Retiro por remesa'", () => {
    async function openRemittance(app: RenderedApp) {
      await app.user.click(screen.getByRole('button', { name: 'Retiro por remesa' }));
      return screen.findByRole('dialog', { name: 'Retiro por remesa' });
    }
    const field = (dialog: HTMLElement, label: string) =>
      within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;

    it('WDR-41 WDR-38 opens from the all-withdrawals tab; amount, names, surnames, identification, country, province, city, address and phone are required', async () => {
      const app = await open('inversor');
      const dialog = await openRemittance(app);
      for (const label of [
        'Monto (USDT)',
        'Nombres',
        'Apellidos',
        'Identificación',
        'País',
        'Provincia',
        'Ciudad',
        'Dirección',
        'Teléfono',
      ]) {
        expect(field(dialog, label), label).toBeRequired();
      }
      expect(field(dialog, 'Tipo de identificación (opcional)')).not.toBeRequired();
      const requests = recordRequests(sim.server);
      await fill(app, field(dialog, 'Monto (USDT)'), '50');
      await app.user.click(within(dialog).getByRole('button', { name: 'Solicitar retiro' }));
      await new Promise((r) => setTimeout(r, 100));
      expect(requests.count()).toBe(0);
      expect(screen.getByRole('dialog', { name: 'Retiro por remesa' })).toBeInTheDocument();
    });

    it("WDR-39 the identification type offers 'Pasaporte', 'Cedula' and 'Licencia'", async () => {
      const app = await open('inversor');
      const dialog = await openRemittance(app);
      const options = within(field(dialog, 'Tipo de identificación (opcional)'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(options).toEqual(['Seleccione una opción', 'Pasaporte', 'Cedula', 'Licencia']);
    });

    it("WDR-40 WDR-35 WDR-36 posts the remesa_* fields with monto and amount to withdrawall/remesa; 'Aceptar' reloads the list", async () => {
      const app = await open('inversor');
      const before = bodyRows(table('Mis retiros')).length;
      const dialog = await openRemittance(app);
      await fill(app, field(dialog, 'Monto (USDT)'), '120');
      expect(figure(dialog, 'total a recibir')).toBe('$ 116.60');
      await fill(app, field(dialog, 'Nombres'), 'Rosa María');
      await fill(app, field(dialog, 'Apellidos'), 'Gómez Salazar');
      await app.user.selectOptions(field(dialog, 'Tipo de identificación (opcional)'), 'Cedula');
      await fill(app, field(dialog, 'Identificación'), '1712345678');
      await waitFor(() =>
        expect(within(field(dialog, 'País')).getAllByRole('option').length).toBeGreaterThan(100),
      );
      await app.user.selectOptions(field(dialog, 'País'), 'Ecuador');
      const ecuador = field(dialog, 'País').value;
      expect(ecuador).toMatch(/^\d+$/);
      await fill(app, field(dialog, 'Provincia'), 'Pichincha');
      await fill(app, field(dialog, 'Ciudad'), 'Quito');
      await fill(app, field(dialog, 'Dirección'), 'Av. Amazonas N34-120');
      await fill(app, field(dialog, 'Teléfono'), '+593 99 555 0177');
      const requests = recordRequests(sim.server);
      await app.user.click(within(dialog).getByRole('button', { name: 'Solicitar retiro' }));
      const result = await screen.findByRole('dialog', { name: 'Resultado de la solicitud' });
      expect(within(result).getByRole('status')).toHaveTextContent(/retiro por remesa registrada con éxito/);
      const sent = (await requests.all()).find((r) => r.path === '/api/client/withdrawall/remesa')!;
      expect(sent.body).toEqual({
        monto: '120.00',
        amount: '120.00',
        remesa_nombres: 'Rosa María',
        remesa_apellidos: 'Gómez Salazar',
        remesa_tipoidentificacion: 'Cedula',
        remesa_identificacion: '1712345678',
        remesa_country: Number(ecuador),
        remesa_provincia: 'Pichincha',
        remesa_ciudad: 'Quito',
        remesa_direccion: 'Av. Amazonas N34-120',
        remesa_telefono: '+593 99 555 0177',
      });
      await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(bodyRows(table('Mis retiros'))).toHaveLength(before + 1));
      const [, , beneficiary, info, , amount] = cellsOf(bodyRows(table('Mis retiros'))[0]!);
      expect([beneficiary, amount]).toEqual(['Rosa María Gómez Salazar', '$ 120.00']);
      expect(info).toMatch(/^Retiro por remesa/);
      // Opened again, the form starts empty (WDR-36).
      const again = await openRemittance(app);
      expect(field(again, 'Nombres').value).toBe('');
      expect(field(again, 'Monto (USDT)').value).toBe('');
    });

    it("SRV-49 Enter and two clicks on 'Solicitar retiro', all in one task, send one remittance", async () => {
      const app = await open('inversor');
      const { data: before } = await serverWithdrawals();
      const dialog = await openRemittance(app);
      await fill(app, field(dialog, 'Monto (USDT)'), '150');
      await fill(app, field(dialog, 'Nombres'), 'Rosa María');
      await fill(app, field(dialog, 'Apellidos'), 'Gómez Salazar');
      await fill(app, field(dialog, 'Identificación'), '1712345678');
      await waitFor(() =>
        expect(within(field(dialog, 'País')).getAllByRole('option').length).toBeGreaterThan(100),
      );
      await app.user.selectOptions(field(dialog, 'País'), 'Ecuador');
      await fill(app, field(dialog, 'Provincia'), 'Pichincha');
      await fill(app, field(dialog, 'Ciudad'), 'Quito');
      await fill(app, field(dialog, 'Dirección'), 'Av. Amazonas N34-120');
      await fill(app, field(dialog, 'Teléfono'), '+593 99 555 0177');
      const requests = recordRequests(sim.server);
      const button = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Solicitar retiro' });
      act(() => {
        button.form!.requestSubmit(); // what Enter in the phone does
        button.click();
        button.click();
      });
      const result = await screen.findByRole('dialog', { name: 'Resultado de la solicitud' });
      expect(within(result).getByRole('status')).toHaveTextContent(/retiro por remesa registrada con éxito/);
      const keys = requests.idempotencyKeys();
      const sent = (await requests.all())
        .map((r, i) => ({ ...r, key: keys[i] }))
        .filter((r) => r.path === '/api/client/withdrawall/remesa');
      expect(sent).toHaveLength(1);
      expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      expect((await serverWithdrawals()).data).toHaveLength(before.length + 1);
      // One hold of 150 beside the seeded 400.
      const saldos = (await asClient<{ data: { saldos: Record<string, string>[] } }>('/api/client/dashboard'))
        .body;
      expect(saldos.data.saldos[0]).toMatchObject({ DISPONIBLE: '12350.00', RETENCION: '550.00' });
    });
  });

  describe('keyboard and plain text', () => {
    it('the tabs, Continuar, the amount and Escape work from the keyboard', async () => {
      const app = await open('inversor');
      const first = screen.getByRole('tab', { name: 'Todos mis retiros' });
      first.focus();
      await app.user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: 'Transferencia nacional' })).toHaveFocus();
      await app.user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
      const row = bodyRows(table('Beneficiarios: Transferencia nacional'))[0]!;
      within(row)
        .getByRole('button', { name: /Continuar/ })
        .focus();
      await app.user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: /^Solicitud de retiro a / });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await app.user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('names with HTML show as plain text', async () => {
      const app = await open('inversor');
      await asClient('/api/client/beneficiario_create', {
        bank_personal: '1',
        country_id: 82,
        bank_client: '<img src=x onerror=alert(1)>',
        bank_swift: '',
        bank_name: '<b>Banco</b>',
        bank_account: '123456789',
        bank_type: 'AHORRO',
      });
      await showTab(app, 'Transferencia nacional');
      await waitFor(() => expect(bodyRows(table('Beneficiarios: Transferencia nacional'))).toHaveLength(2));
      const t = table('Beneficiarios: Transferencia nacional');
      expect(within(t).getByText('<b>Banco</b>')).toBeInTheDocument();
      expect(within(t).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
      expect(document.querySelector('img[src="x"]')).toBeNull();
    });
  });

  describe('SRV-49 one request per intent', () => {
    it("SRV-49 two clicks on 'Solicitar retiro' in one task, and Enter followed by a click, each send one withdrawal", async () => {
      const app = await open('inversor');
      const { data: before } = await serverWithdrawals();
      const requests = recordRequests(sim.server);
      for (const submitTwice of [
        (button: HTMLButtonElement) => {
          button.click();
          button.click();
        },
        (button: HTMLButtonElement) => {
          button.form!.requestSubmit(); // what Enter in the amount does
          button.click();
        },
      ]) {
        const dialog = await chooseBeneficiary(app, 'Transferencia nacional', /Davivienda/);
        await fill(app, amountField(dialog), '100');
        const button = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Solicitar retiro' });
        act(() => submitTwice(button));
        const result = await screen.findByRole('dialog', { name: 'Resultado de la solicitud' });
        await app.user.click(within(result).getByRole('button', { name: 'Aceptar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      }
      const keys = requests.idempotencyKeys();
      const creates = (await requests.all())
        .map((r, i) => ({ ...r, key: keys[i] }))
        .filter((r) => r.path === '/api/client/withdrawall/create');
      expect(creates).toHaveLength(2);
      // One key per intent: the second withdrawal is a new one.
      expect(new Set(creates.map((r) => r.key)).size).toBe(2);
      for (const { key } of creates) expect(key).toMatch(/^[0-9a-f-]{36}$/);
      expect((await serverWithdrawals()).data).toHaveLength(before.length + 2);
      const saldos = (await asClient<{ data: { saldos: Record<string, string>[] } }>('/api/client/dashboard'))
        .body;
      expect(saldos.data.saldos[0]).toMatchObject({ DISPONIBLE: '12300.00', RETENCION: '600.00' });
    });
  });
});
