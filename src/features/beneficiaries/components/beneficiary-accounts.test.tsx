import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/shared/session/session-store';
import { resetSession, type RenderedApp } from '../../../../tests/render-app';
import { post, useSimulator } from '../../../../tests/simulator';
import {
  openProfile,
  openScreen as openAt,
  recordRequests,
  tabNames,
  type PersonaKey,
} from '../../../../tests/screen-helpers';

const tabsLabel = 'Tipos de cuenta de retiro';

async function openBankAccounts(key: PersonaKey): Promise<RenderedApp> {
  const app = await openProfile(key);
  await app.user.click(screen.getByRole('tab', { name: 'Cuentas bancarias' }));
  await screen.findByRole('heading', { name: 'Cuentas bancarias', level: 2 });
  await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
  return app;
}

async function openScreen(key: PersonaKey): Promise<RenderedApp> {
  const app = await openBankAccounts(key);
  await app.user.click(screen.getByRole('button', { name: 'Administrar cuentas de retiro' }));
  await screen.findByRole('heading', { name: 'Cuentas de retiro', level: 2 });
  await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
  return app;
}

async function showTab(app: RenderedApp, name: string) {
  await app.user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
  return screen.getByRole('list', { name });
}

const group = (name: string) => screen.getByRole('region', { name });
const cards = (list: HTMLElement) => within(list).queryAllByRole('article');
const cardTitled = (list: HTMLElement, title: string) => within(list).getByRole('article', { name: title });
const byLabel = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;

/** The seeded beneficiaries of the 'inversor' persona (mocks/seed/flows.ts). */
const SEEDED = {
  national: 'Davivienda',
  international: 'Banco Santander',
  remittance: 'Rosa María Gómez Salazar',
};

describe('bank accounts and beneficiaries', () => {
  const sim = useSimulator();
  beforeEach(resetSession);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe("the bank-accounts view of 'Mi cuenta'", () => {
    it('PROF-15 lists the national and the international accounts', async () => {
      await openBankAccounts('inversor');
      expect(within(group('Cuentas nacionales')).getByText(SEEDED.national)).toBeInTheDocument();
      expect(within(group('Cuentas internacionales')).getByText(SEEDED.international)).toBeInTheDocument();
      expect(within(group('Beneficiarios de remesa')).getByText(SEEDED.remittance)).toBeInTheDocument();
      // The crypto beneficiary (kind 3 with an address) is not a remittance one.
      expect(within(group('Beneficiarios de remesa')).queryByText('Andrés Gómez')).toBeNull();
    });

    it('PROF-16 the + buttons have no action: no request, no navigation, nothing opens', async () => {
      const app = await openBankAccounts('inversor');
      const requests = recordRequests(sim.server);
      for (const name of ['Agregar (Cuentas nacionales)', 'Agregar (Cuentas internacionales)']) {
        await app.user.click(screen.getByRole('button', { name }));
      }
      await new Promise((r) => setTimeout(r, 100));
      expect(requests.count()).toBe(0);
      expect(app.router.state.location.pathname).toBe('/cliente/user-profile');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Cuentas bancarias', level: 2 })).toBeInTheDocument();
    });

    it("PROF-17 PROF-18 without accounts: 'Sin cuenta bancaria' and 'Sin beneficiario remesa'", async () => {
      await openBankAccounts('nuevo');
      expect(within(group('Cuentas nacionales')).getByText('Sin cuenta bancaria')).toBeInTheDocument();
      expect(within(group('Cuentas internacionales')).getByText('Sin cuenta bancaria')).toBeInTheDocument();
      expect(
        within(group('Beneficiarios de remesa')).getByText('Sin beneficiario remesa'),
      ).toBeInTheDocument();
    });

    it('BENEF-01 the beneficiary-accounts screen is reached from the bank-accounts tab, and back', async () => {
      const app = await openBankAccounts('inversor');
      await app.user.click(screen.getByRole('button', { name: 'Administrar cuentas de retiro' }));
      const heading = await screen.findByRole('heading', { name: 'Cuentas de retiro', level: 2 });
      expect(heading).toHaveFocus();
      expect(app.router.state.location.pathname).toBe('/cliente/user-profile');
      await app.user.click(screen.getByRole('button', { name: 'Volver a cuentas bancarias' }));
      expect(await screen.findByRole('heading', { name: 'Cuentas bancarias', level: 2 })).toHaveFocus();
    });

    it('ROUTE-20 BENEF-01 BENEF-02 the tab, the withdrawal accounts and their list come from the URL; back steps through them', async () => {
      // A reload, or a shared link, of the international accounts.
      const app = await openAt(
        'inversor',
        '/cliente/user-profile?pestana=cuentas&administrar=true&lista=international',
        'Mi cuenta',
      );
      expect(screen.getByRole('tab', { name: 'Cuentas bancarias' })).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByRole('heading', { name: 'Cuentas de retiro', level: 2 })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Cuentas internacionales' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await waitFor(() => expect(screen.queryByText('Cargando...')).toBeNull());
      const international = screen.getByRole('list', { name: 'Cuentas internacionales' });
      expect(cardTitled(international, SEEDED.international)).toBeInTheDocument();

      // Another list is a step of its own.
      await showTab(app, 'Beneficiario remesadora');
      expect(app.router.state.location.search).toMatchObject({ administrar: true, lista: 'remittance' });
      app.router.history.back();
      await waitFor(() =>
        expect(screen.getByRole('tab', { name: 'Cuentas internacionales' })).toHaveAttribute(
          'aria-selected',
          'true',
        ),
      );

      // Leaving the withdrawal accounts too: back returns to them.
      await app.user.click(screen.getByRole('button', { name: 'Volver a cuentas bancarias' }));
      await screen.findByRole('heading', { name: 'Cuentas bancarias', level: 2 });
      expect(app.router.state.location.search).not.toHaveProperty('administrar');
      app.router.history.back();
      expect(await screen.findByRole('heading', { name: 'Cuentas de retiro', level: 2 })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Cuentas internacionales' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(app.router.state.location.search).toEqual({
        pestana: 'cuentas',
        administrar: true,
        lista: 'international',
      });
    });

    it('ERR-03 a failed beneficiary list signs the client out with the server message', async () => {
      const app = await openProfile('inversor');
      sim.server.use(
        http.post('*/api/client/beneficiarios', () =>
          HttpResponse.json(
            { message: 'Servicio no disponible', data: { message: 'Servicio no disponible' } },
            { status: 500 },
          ),
        ),
      );
      await app.user.click(screen.getByRole('tab', { name: 'Cuentas bancarias' }));
      await waitFor(() => expect(app.router.state.location.pathname).toBe('/portal'));
      expect(useSession.getState().token).toBeNull();
    });
  });

  describe('the beneficiary-accounts screen', () => {
    it("BENEF-02 has the tabs 'Cuentas nacionales', 'Cuentas internacionales' and 'Beneficiario remesadora'", async () => {
      await openScreen('inversor');
      expect(tabNames(tabsLabel)).toEqual([
        'Cuentas nacionales',
        'Cuentas internacionales',
        'Beneficiario remesadora',
      ]);
    });

    it('BENEF-04 API-16 each tab lists the accounts of its kind, loaded with bank_personal 1, 2 and 3', async () => {
      const app = await openBankAccounts('inversor');
      const requests = recordRequests(sim.server);
      app.queryClient.removeQueries({ queryKey: ['client', 'beneficiarios'] });
      await app.user.click(screen.getByRole('button', { name: 'Administrar cuentas de retiro' }));
      const national = await showTab(app, 'Cuentas nacionales');
      expect(cards(national).map((c) => within(c).getAllByText(/.+/)[0]!.textContent)).toEqual([
        SEEDED.national,
      ]);
      const international = await showTab(app, 'Cuentas internacionales');
      expect(cardTitled(international, SEEDED.international)).toBeInTheDocument();
      expect(cards(international)).toHaveLength(1);
      await showTab(app, 'Beneficiario remesadora');
      const bodies = (await requests.all())
        .filter((r) => r.path === '/api/client/beneficiarios')
        .map((r) => r.body);
      expect(bodies).toEqual(
        expect.arrayContaining([{ bank_personal: '1' }, { bank_personal: '2' }, { bank_personal: '3' }]),
      );
    });

    it('BENEF-30 BENEF-10 the remittance tab shows kind-3 entries without an address: names, surnames, pais, identification type and number', async () => {
      const app = await openScreen('inversor');
      const list = await showTab(app, 'Beneficiario remesadora');
      expect(cards(list)).toHaveLength(1);
      const card = cardTitled(list, SEEDED.remittance);
      const value = (label: string) =>
        within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
      expect(value('Nombres')).toBe('Rosa María');
      expect(value('Apellidos')).toBe('Gómez Salazar');
      await waitFor(() => expect(value('País')).toBe('Ecuador'));
      expect(value('Tipo de identificación')).toBe('Cedula/DNI');
      expect(value('Identificación')).toMatch(/^\d{10}$/);
      expect(within(list).queryByText('Andrés')).toBeNull();
    });

    it('BENEF-05 a card opens a detail modal with every field of its kind', async () => {
      const app = await openScreen('inversor');
      const list = await showTab(app, 'Cuentas internacionales');
      await app.user.click(
        within(cardTitled(list, SEEDED.international)).getByRole('button', { name: 'Ver detalle' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Detalle de la cuenta' });
      for (const text of ['Banco Santander', 'BSCHESMM', 'España', 'andres.gomez@correo.test']) {
        expect(within(dialog).getByText(text)).toBeInTheDocument();
      }
      expect(within(dialog).getByText('Iban', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(
        /^ES\d+/,
      );
      await app.user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('BENEF-06 delete asks first; Cancelar makes no call', async () => {
      const app = await openScreen('inversor');
      const list = await showTab(app, 'Cuentas nacionales');
      const requests = recordRequests(sim.server);
      await app.user.click(
        within(cardTitled(list, SEEDED.national)).getByRole('button', { name: 'Eliminar' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Eliminar cuenta' });
      expect(
        within(dialog).getByText(/¿Desea eliminar la cuenta de Andrés Gómez \(Davivienda\)\?/),
      ).toBeInTheDocument();
      await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(requests.count()).toBe(0);
      expect(cardTitled(list, SEEDED.national)).toBeInTheDocument();
    });

    it.each([
      ['Cuentas nacionales', SEEDED.national],
      ['Cuentas internacionales', SEEDED.international],
      ['Beneficiario remesadora', SEEDED.remittance],
    ])(
      'BENEF-07 BENEF-08 BENEF-09 API-18 (%s) confirming posts beneficiario_delete/{id}; the message shows; Aceptar reloads the list',
      async (tab, title) => {
        const app = await openScreen('inversor');
        const list = await showTab(app, tab);
        const bankPersonal = {
          'Cuentas nacionales': '1',
          'Cuentas internacionales': '2',
          'Beneficiario remesadora': '3',
        }[tab]!;
        const before = await post<{ data: { id: number; bank_client: string; bank_name: string | null }[] }>(
          '/api/client/beneficiarios',
          { bank_personal: bankPersonal },
          useSession.getState().token!,
        );
        const target = before.body.data.find((b) => title.startsWith(b.bank_name ?? b.bank_client))!;
        const requests = recordRequests(sim.server);
        await app.user.click(within(cardTitled(list, title)).getByRole('button', { name: 'Eliminar' }));
        const confirm = await screen.findByRole('dialog', { name: 'Eliminar cuenta' });
        await app.user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
        const message = await within(await screen.findByRole('dialog')).findByRole('status');
        expect(message.textContent).not.toBe('');
        const calls = await requests.all();
        expect(calls[0]).toMatchObject({
          method: 'POST',
          path: `/api/client/beneficiario_delete/${target.id}`,
        });
        expect(calls.filter((r) => r.path === '/api/client/beneficiarios')).toHaveLength(0);

        await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(async () =>
          expect(
            (await requests.all()).filter((r) => r.path === '/api/client/beneficiarios').map((r) => r.body),
          ).toEqual([{ bank_personal: bankPersonal }]),
        );
        await waitFor(() => expect(within(list).queryByRole('article', { name: title })).toBeNull());
      },
    );

    it('BENEF-03 each tab has an add-new card that opens the form of its kind', async () => {
      const app = await openScreen('inversor');
      for (const [tab, add] of [
        ['Cuentas nacionales', 'Agregar cuenta nacional'],
        ['Cuentas internacionales', 'Agregar cuenta internacional'],
        ['Beneficiario remesadora', 'Agregar beneficiario remesadora'],
      ] as const) {
        const list = await showTab(app, tab);
        await app.user.click(within(list).getByRole('button', { name: add }));
        const dialog = await screen.findByRole('dialog', { name: add });
        expect(within(dialog).getByRole('form', { name: add })).toBeInTheDocument();
        await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      }
    });
  });

  describe('add forms', () => {
    async function openAdd(app: RenderedApp, tab: string, add: string) {
      const list = await showTab(app, tab);
      await app.user.click(within(list).getByRole('button', { name: add }));
      const dialog = await screen.findByRole('dialog', { name: add });
      // The country list has filled the selects.
      await waitFor(() =>
        expect(within(dialog).getAllByRole('option', { name: 'Colombia' }).length).toBeGreaterThan(0),
      );
      return { list, dialog, form: within(dialog).getByRole('form', { name: add }) };
    }

    it('BENEF-11 BENEF-12 BENEF-13 the national form requires type, bank, holder, account number and the checkbox', async () => {
      const app = await openScreen('inversor');
      const { form } = await openAdd(app, 'Cuentas nacionales', 'Agregar cuenta nacional');
      for (const label of ['Tipo de cuenta', 'Banco', 'Titular', 'Número de cuenta']) {
        expect(byLabel(form, label)).toBeRequired();
      }
      const check = within(form).getByRole('checkbox', {
        name: 'Confirmo los detalles de la cuenta bancaria suministrados son correctos.',
      });
      expect(check).toBeRequired();
      expect(byLabel(form, 'País (opcional)')).not.toBeRequired();
      expect(byLabel(form, 'Swift (opcional)')).not.toBeRequired();
      const types = within(byLabel(form, 'Tipo de cuenta'))
        .getAllByRole('option')
        .map((o) => o.textContent);
      expect(types).toEqual(['Seleccione una opción', 'AHORRO', 'CORRIENTE']);
      const requests = recordRequests(sim.server);
      await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
      expect(byLabel(form, 'Banco').validity.valueMissing).toBe(true);
      // Everything filled but the checkbox: still blocked.
      await app.user.selectOptions(byLabel(form, 'Tipo de cuenta'), 'AHORRO');
      await app.user.type(byLabel(form, 'Banco'), 'Banco Uno');
      await app.user.type(byLabel(form, 'Titular'), 'Andrés Gómez');
      await app.user.type(byLabel(form, 'Número de cuenta'), '123');
      await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
      expect((check as HTMLInputElement).validity.valueMissing).toBe(true);
      await new Promise((r) => setTimeout(r, 50));
      expect(requests.count()).toBe(0);
    });

    it('BENEF-21 BENEF-25 BENEF-26 BENEF-28 API-17 creating a national account posts its fields to beneficiario_create, shows the message and reloads the list', async () => {
      const app = await openScreen('inversor');
      const { list, dialog, form } = await openAdd(app, 'Cuentas nacionales', 'Agregar cuenta nacional');
      // The national country is preset to the client's own (Colombia, 82).
      expect((byLabel(form, 'País (opcional)') as unknown as HTMLSelectElement).value).toBe('82');
      await app.user.selectOptions(byLabel(form, 'Tipo de cuenta'), 'CORRIENTE');
      await app.user.type(byLabel(form, 'Banco'), 'Banco de Bogotá');
      await app.user.type(byLabel(form, 'Titular'), 'Andrés Gómez');
      await app.user.type(byLabel(form, 'Número de cuenta'), '000111222');
      await app.user.click(within(form).getByRole('checkbox'));
      const requests = recordRequests(sim.server);
      await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));

      const message = await within(dialog).findByRole('status');
      expect(message.textContent).not.toBe('');
      const create = (await requests.all()).find((r) =>
        r.path.startsWith('/api/client/beneficiario_create'),
      )!;
      expect(create.path).toBe('/api/client/beneficiario_create');
      expect(create.body).toEqual({
        bank_personal: '1',
        country_id: 82,
        bank_client: 'Andrés Gómez',
        bank_swift: '',
        bank_name: 'Banco de Bogotá',
        bank_account: '000111222',
        bank_type: 'CORRIENTE',
      });
      await waitFor(async () =>
        expect((await requests.all()).map((r) => r.body)).toContainEqual({ bank_personal: '1' }),
      );
      await app.user.click(within(message).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await within(list).findByRole('article', { name: 'Banco de Bogotá' })).toBeInTheDocument();
    });

    it('BENEF-14 BENEF-22 the international form also requires bank country, Swift and ABA; iban travels when filled', async () => {
      const app = await openScreen('inversor');
      const { list, form, dialog } = await openAdd(
        app,
        'Cuentas internacionales',
        'Agregar cuenta internacional',
      );
      for (const label of ['País del banco', 'Swift', 'ABA']) expect(byLabel(form, label)).toBeRequired();
      expect(byLabel(form, 'Iban (opcional)')).not.toBeRequired();
      await app.user.selectOptions(byLabel(form, 'Tipo de cuenta'), 'AHORRO');
      await app.user.type(byLabel(form, 'Banco'), 'Chase');
      await app.user.type(byLabel(form, 'Titular'), 'Andrés Gómez');
      await app.user.type(byLabel(form, 'Número de cuenta'), '987654');
      await app.user.selectOptions(byLabel(form, 'País del banco'), 'Estados Unidos');
      await app.user.type(byLabel(form, 'Swift'), 'CHASUS33');
      await app.user.type(byLabel(form, 'ABA'), '021000021');
      await app.user.type(byLabel(form, 'Iban (opcional)'), 'US00CHAS0000987654');
      await app.user.click(within(form).getByRole('checkbox'));
      const requests = recordRequests(sim.server);
      await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
      await within(dialog).findByRole('status');
      const create = (await requests.all()).find((r) => r.path === '/api/client/beneficiario_create')!;
      expect(create.body).toEqual({
        bank_personal: '2',
        country_id: 55,
        bank_client: 'Andrés Gómez',
        bank_swift: 'CHASUS33',
        bank_name: 'Chase',
        bank_account: '987654',
        bank_type: 'AHORRO',
        bank_aba: '021000021',
        iban: 'US00CHAS0000987654',
      });
      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      expect(await within(list).findByRole('article', { name: 'Chase' })).toBeInTheDocument();
    });

    it('BENEF-16 BENEF-17 BENEF-18 BENEF-23 BENEF-29 API-19 the remittance form: required fields, optional identification type, numeric country id', async () => {
      const app = await openScreen('inversor');
      const { list, form, dialog } = await openAdd(
        app,
        'Beneficiario remesadora',
        'Agregar beneficiario remesadora',
      );
      for (const label of [
        'Nombres',
        'Apellidos',
        'Identificación',
        'País',
        'Provincia',
        'Ciudad',
        'Dirección',
        'Teléfono',
      ]) {
        expect(byLabel(form, label)).toBeRequired();
      }
      expect(
        within(form).getByRole('checkbox', {
          name: 'Confirmo los detalles de la cuenta bancaria suministrados son correctos.',
        }),
      ).toBeRequired();
      const idType = byLabel(form, 'Tipo de identificación (opcional)');
      expect(idType).not.toBeRequired();
      expect(
        within(idType)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Seleccione una opción', 'Pasaporte', 'Cedula/DNI', 'Licencia']);
      // API-19: every country of /api/paises/list (data.data) is an option, valued by its numeric id.
      const paises = await post<{ data: { data: { id: number; name: string }[] } }>('/api/paises/list');
      const options = within(byLabel(form, 'País')).getAllByRole('option') as HTMLOptionElement[];
      expect(options).toHaveLength(paises.body.data.data.length + 1);
      expect(options.find((o) => o.textContent === 'España')?.value).toBe('28');
      await app.user.type(byLabel(form, 'Nombres'), 'Lucía');
      await app.user.type(byLabel(form, 'Apellidos'), 'Mora');
      await app.user.selectOptions(idType, 'Pasaporte');
      await app.user.type(byLabel(form, 'Identificación'), 'P1234567');
      await app.user.selectOptions(byLabel(form, 'País'), 'España');
      await app.user.type(byLabel(form, 'Provincia'), 'Madrid');
      await app.user.type(byLabel(form, 'Ciudad'), 'Madrid');
      await app.user.type(byLabel(form, 'Dirección'), 'Calle Mayor 1');
      await app.user.type(byLabel(form, 'Teléfono'), '+34 600 000 000');
      await app.user.click(within(form).getByRole('checkbox'));
      const requests = recordRequests(sim.server);
      await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
      await within(dialog).findByRole('status');
      const create = (await requests.all()).find((r) => r.path === '/api/client/beneficiario_create')!;
      expect(create.body).toEqual({
        bank_personal: '3',
        bank_client: 'Lucía',
        bank_apellidos: 'Mora',
        country_id: 28,
        provincia: 'Madrid',
        ciudad: 'Madrid',
        direccion_cliente: 'Calle Mayor 1',
        tipo_identificacion: 'Pasaporte',
        identificacion: 'P1234567',
        telefono: '+34 600 000 000',
      });
      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      const card = await within(list).findByRole('article', { name: 'Lucía Mora' });
      expect(within(card).getByText('España')).toBeInTheDocument();
    });

    it("SRV-49 Enter and two clicks on 'Guardar', all in one task, add the account once", async () => {
      const app = await openScreen('inversor');
      const { list, dialog, form } = await openAdd(app, 'Cuentas nacionales', 'Agregar cuenta nacional');
      const before = await post<{ data: unknown[] }>(
        '/api/client/beneficiarios',
        { bank_personal: '1' },
        useSession.getState().token!,
      );
      await app.user.selectOptions(byLabel(form, 'Tipo de cuenta'), 'AHORRO');
      await app.user.type(byLabel(form, 'Banco'), 'Banco Una Vez');
      await app.user.type(byLabel(form, 'Titular'), 'Andrés Gómez');
      await app.user.type(byLabel(form, 'Número de cuenta'), '770001');
      await app.user.click(within(form).getByRole('checkbox'));
      const requests = recordRequests(sim.server);
      const button = within(form).getByRole<HTMLButtonElement>('button', { name: 'Guardar' });
      act(() => {
        button.form!.requestSubmit(); // what Enter in the account number does
        button.click();
        button.click();
      });
      await within(dialog).findByRole('status');
      const keys = requests.idempotencyKeys();
      const creates = (await requests.all())
        .map((r, i) => ({ ...r, key: keys[i] }))
        .filter((r) => r.path === '/api/client/beneficiario_create');
      expect(creates.map((r) => (r.body as { bank_name: string }).bank_name)).toEqual(['Banco Una Vez']);
      expect(creates[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      await app.user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
      expect(await within(list).findAllByRole('article', { name: 'Banco Una Vez' })).toHaveLength(1);
      const after = await post<{ data: unknown[] }>(
        '/api/client/beneficiarios',
        { bank_personal: '1' },
        useSession.getState().token!,
      );
      expect(after.body.data).toHaveLength(before.body.data.length + 1);
    });

    it('BENEF-27 a refused create shows the server message in the dialog; Aceptar returns to the form as typed', async () => {
      const app = await openScreen('inversor');
      const { dialog, form } = await openAdd(
        app,
        'Beneficiario remesadora',
        'Agregar beneficiario remesadora',
      );
      await app.user.type(byLabel(form, 'Nombres'), 'Sin');
      await app.user.type(byLabel(form, 'Apellidos'), 'Datos');
      fireEvent.submit(form); // past the browser's required fields: the server refuses
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toMatch(/El campo .+ es requerido/);
      await app.user.click(within(alert).getByRole('button', { name: 'Aceptar' }));
      await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
      expect(byLabel(form, 'Nombres').value).toBe('Sin');
      expect(byLabel(form, 'Nombres')).toHaveFocus();
    });

    it('a holder containing HTML is shown as plain text', async () => {
      const app = await openScreen('inversor');
      const { list, dialog, form } = await openAdd(app, 'Cuentas nacionales', 'Agregar cuenta nacional');
      const html = '<img src=x onerror=alert(1)>';
      await app.user.selectOptions(byLabel(form, 'Tipo de cuenta'), 'AHORRO');
      fireEvent.change(byLabel(form, 'Banco'), { target: { value: html } });
      fireEvent.change(byLabel(form, 'Titular'), { target: { value: html } });
      await app.user.type(byLabel(form, 'Número de cuenta'), '1');
      await app.user.click(within(form).getByRole('checkbox'));
      await app.user.click(within(form).getByRole('button', { name: 'Guardar' }));
      await app.user.click(await within(dialog).findByRole('button', { name: 'Aceptar' }));
      const card = await within(list).findByRole('article', { name: html });
      expect(within(card).getByText(html, { selector: 'dd' })).toBeInTheDocument();
      expect(document.querySelector('img[src="x"]')).toBeNull();
    });

    it('ERR-06 a failed country list is silent: empty options, no message, no sign-out', async () => {
      sim.server.use(
        http.post('*/api/paises/list', () =>
          HttpResponse.json({ message: 'x', data: { message: 'x' } }, { status: 500 }),
        ),
      );
      const app = await openScreen('inversor');
      const list = await showTab(app, 'Beneficiario remesadora');
      await app.user.click(within(list).getByRole('button', { name: 'Agregar beneficiario remesadora' }));
      const dialog = await screen.findByRole('dialog', { name: 'Agregar beneficiario remesadora' });
      await new Promise((r) => setTimeout(r, 100));
      expect(
        within(byLabel(dialog, 'País'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Seleccione un país']);
      expect(within(dialog).queryByRole('alert')).toBeNull();
      expect(useSession.getState().token).not.toBeNull();
      expect(app.router.state.location.pathname).toBe('/cliente/user-profile');
    });
  });
});
