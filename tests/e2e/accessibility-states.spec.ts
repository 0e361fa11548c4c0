import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { api, login, openFromMenu } from './support';

/**
 * axe in Chromium on the states a menu route does not show by itself (quality.md, Accessibility): the dialogs,
 * tabs, forms, result messages, empty lists and phone layouts of each client screen, reached by clicks and keys
 * as a person would, once their data has loaded. accessibility.spec.ts checks each route as the menu opens it.
 *
 * Each walk below covers one screen and ends where the next can start; a test signs a persona in once and
 * takes it through several walks. The tests run side by side: each has its own browser context, so its own
 * simulator in IndexedDB.
 */

test.describe.configure({ mode: 'parallel' });

/** One build is enough: the sub-path build serves the same screens. */
function rootOnly() {
  test.skip(test.info().project.name !== 'root', 'the same screens as the root build');
}

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };
const EMISOR = { email: 'emisor@simulador.test', password: 'emisor1234' };
const NUEVO = { email: 'nuevo@simulador.test', password: 'nuevo1234' };

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 720 };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * Waits for the data to load, for every dialog to have faded in fully and for every finite animation (a tab's
 * or a modal's transition) to end, so that colours are read as they settle; then runs axe with its default
 * rules on the whole page. Legacy mode runs axe once in the page instead of once per frame plus a merge in a
 * second page: the app has no frames, and the run takes half the time.
 */
async function expectNoViolations(page: Page, where: string) {
  // The pointer rests off every control, so that no state depends on where the last click was.
  await page.mouse.move(0, 0);
  await expect(page.getByText('Cargando...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[role="dialog"]')].every((dialog) => {
      for (let e: Element | null = dialog; e; e = e.parentElement)
        if (getComputedStyle(e).opacity !== '1') return false;
      return true;
    }),
  );
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  // A contrast failure names its colours too: 'fgColor on bgColor'.
  const colours = (n: (typeof violations)[number]['nodes'][number]) => {
    const data = n.any[0]?.data as { fgColor?: string; bgColor?: string } | undefined;
    return data?.fgColor ? ` ${data.fgColor} on ${data.bgColor}` : '';
  };
  const summary = violations.map(
    (v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ') + colours(n)).join(' | ')})`,
  );
  expect(summary).toEqual([]);
}

/** Signs in and closes the status-1 welcome modal if it shows. */
async function signIn(page: Page, who: { email: string; password: string }, welcome = false) {
  await login(page, who.email, who.password);
  if (welcome) {
    const modal = page.getByRole('dialog', { name: 'BIENVENIDO' });
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await expect(modal).toHaveCount(0);
  }
}

const dialogNamed = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

/** Closes the dialog with Escape, as a keyboard user would. */
async function escape(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** A radio of a segmented switch: its label is what a person clicks. */
async function switchTo(page: Page, label: string, heading: string) {
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** Past a list screen's landing ('Continuar'), to its first list. */
async function passLanding(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** Closes whatever dialog a walk left open and returns to the desktop width, for the next walk. */
async function endWalk(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize(DESKTOP);
}

/** Reports deposits through the API, as the form does, until the client has `count` of them. */
async function reportDepositsUpTo(page: Page, count: number) {
  const { body } = await api<{ cantidad: number }>(page, '/api/client/deposits/list');
  const addresses = await api<{ data: { data: { direccion: string }[] } }>(
    page,
    '/api/client/deposits/direcciones',
  );
  const direccion = addresses.body.data.data[0]!.direccion;
  const statuses = await page.evaluate(
    async ({ from, to, direccion, png }) => {
      const token = sessionStorage.getItem('token')!;
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const out: number[] = [];
      for (let i = from; i < to; i++) {
        const form = new FormData();
        form.append('file', new File([bytes], 'recibo.png', { type: 'image/png' }));
        form.append('amount', String(100 + i));
        form.append('direccion', direccion);
        form.append('hash', (1000 + i).toString(16).padStart(64, 'a'));
        form.append('type', '2');
        const response = await fetch('/api/client/deposits/create', {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        });
        out.push(response.status);
      }
      return out;
    },
    { from: body.cantidad, to: count, direccion, png: PNG.toString('base64') },
  );
  expect(statuses.every((s) => s === 200)).toBe(true);
}

/** PROJ-03 PROJ-06 PROJ-07 FILT-01 FILT-05 FILT-06 FILT-07: the primary listing as a list, a map, detailed cards and a grid, and its advanced search. */
async function primaryListing(page: Page) {
  // The landing (PROJ-01 ROUTE-13) is the menu's screen, checked by accessibility.spec.ts.
  await openFromMenu(page, 'Proyectos');
  await passLanding(page, 'Mercado primario');
  await expect(page.getByRole('table', { name: 'Proyectos del mercado primario' })).toBeVisible();
  await expectNoViolations(page, 'primary listing (list)');
  const layout = page.getByLabel('Vista del listado');
  for (const [value, name] of [
    ['map', 'map'],
    ['detailed', 'detailed cards'],
    ['grid', 'grid'],
  ] as const) {
    await layout.selectOption(value);
    await expect(page.locator(`[data-layout="${value}"]`).first()).toBeVisible();
    await expectNoViolations(page, `primary listing (${name})`);
  }
  await layout.selectOption('list');

  const filters = page.getByRole('button', { name: 'Búsqueda avanzada' });
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Riesgo')).toBeVisible();
  await expectNoViolations(page, 'advanced search open');
  await endWalk(page);
}

/** PROJ-18 INVEST-01 INVEST-02 ROUTE-20 INVEST-08..11 PROJ-05 PROJ-29 SEC-01..03: the invest dialog side by side and as tabs, the secondary market and its purchase dialog. */
async function marketDialogs(page: Page) {
  await openFromMenu(page, 'Proyectos');
  await passLanding(page, 'Mercado primario');
  const table = page.getByRole('table', { name: 'Proyectos del mercado primario' });
  // By keyboard: Enter on the first project's name.
  await table.locator('tbody tr').first().getByRole('button').first().press('Enter');
  const invest = dialogNamed(page, /^Detalle de la inversión de /);
  await expect(invest.getByText('Mercado primario')).toBeVisible();
  await expect(invest.getByLabel(/^Monto a invertir/)).toBeVisible();
  await expectNoViolations(page, 'invest dialog (wide)');
  await escape(page, invest);

  await switchTo(page, 'Mercado secundario', 'Mercado secundario');
  const offers = page.getByRole('region', { name: 'Ofertas del mercado secundario' });
  await expect(offers.getByRole('article').first()).toBeVisible();
  await expectNoViolations(page, 'secondary market');
  await offers.getByRole('button', { name: 'Comprar' }).first().click();
  const purchase = dialogNamed(page, /^Detalle de la inversion de /);
  await expect(purchase).toBeVisible();
  await expectNoViolations(page, 'purchase dialog');
  await escape(page, purchase);

  // Below 62em the invest dialog's three sections are tabs.
  await page.setViewportSize({ width: 800, height: 900 });
  await switchTo(page, 'Mercado primario', 'Mercado primario');
  await table.locator('tbody tr').first().getByRole('cell').first().click();
  await invest.getByRole('tab', { name: 'Saldo en la Cuenta' }).click();
  await expect(invest.getByLabel(/^Monto a invertir/)).toBeVisible();
  await expectNoViolations(page, "invest dialog, 'Saldo en la Cuenta' tab");
  await endWalk(page);
}

/** DASH-14 INVEST-21: the dashboard's 'Invertir ahora' dialog and its result. */
async function dashboardInvest(page: Page) {
  await openFromMenu(page, 'Inicio');
  const carousel = page.getByRole('region', { name: 'Mercado primario' });
  const investNow = carousel.locator('[data-active]').getByRole('button', { name: 'Invertir ahora' });
  await expect(investNow).toBeVisible({ timeout: 30_000 });
  await investNow.click();
  const modal = dialogNamed(page, /^Detalle de la inversión de /);
  const amount = modal.getByLabel(/^Monto a invertir/);
  await expect(amount).toBeVisible();
  await expectNoViolations(page, 'invest dialog from the dashboard');

  const min = (await amount.getAttribute('min')) ?? '50';
  await amount.fill(min);
  await expect(amount).toHaveValue(min);
  await modal.getByRole('button', { name: 'Invertir' }).click();
  const result = dialogNamed(page, 'Resultado de la operación');
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'invest result');
  await endWalk(page);
}

/** INV-04..07 DEMO-05 SELL-01..06 ROLE-11 MYPROJ-04 MYPROJ-09..11: the investments (wide and on a phone), the sell dialog with its calendar, and a non-issuer's office dialog. */
async function investments(page: Page) {
  await openFromMenu(page, 'Mis inversiones');
  await passLanding(page, 'Listado de inversiones activas');
  const table = page.getByRole('table', { name: 'Inversiones activas' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expectNoViolations(page, 'active investments');

  await table.getByRole('button', { name: 'Ofertar' }).first().click();
  const sell = dialogNamed(page, /^Detalle de la inversion de /);
  await expect(sell.getByRole('tabpanel', { name: 'Infomación de la inversión' })).toBeVisible();
  await expectNoViolations(page, 'sell dialog, information');
  await sell.getByRole('tab', { name: 'Procesar venta' }).click();
  const panel = sell.getByRole('tabpanel', { name: 'Procesar venta' });
  await expect(panel.getByRole('radiogroup', { name: /Tipo de fin de venta/ })).toBeVisible();
  await expectNoViolations(page, "sell dialog, 'Procesar venta'");
  await panel.getByText('Definido', { exact: true }).click();
  await panel.getByLabel(/Fecha de fin de venta/).click();
  await expect(page.getByRole('button', { name: /^\d+ \S+ 20\d\d$/ }).first()).toBeVisible();
  await expectNoViolations(page, "sell dialog, the calendar of 'Definido'");
  await escape(page, sell);

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 2, name: 'Listado de inversiones activas' })).toBeVisible();
  await expectNoViolations(page, 'active investments on a phone');
  await page.setViewportSize(DESKTOP);

  await openFromMenu(page, 'Mis ofertas');
  await passLanding(page, 'Listado de ofertas');
  await switchTo(page, 'Mis proyectos', 'Mis proyectos');
  await expect(page.getByText('¡Ups, sin proyectos ofertados!')).toBeVisible();
  await page.getByRole('button', { name: 'Ver dirección de la oficina' }).click();
  const office = dialogNamed(page, 'Nuestra oficina de consultoría');
  await expect(office).toBeVisible();
  await expectNoViolations(page, "the office dialog over an empty 'Mis proyectos'");
  await endWalk(page);
}

/** OFFER-04..07 DEMO-04 OFFER-09 OFFER-10: the open offers (wide and on a phone) and the 'Cancelar' question. */
async function offers(page: Page) {
  await openFromMenu(page, 'Mis ofertas');
  await passLanding(page, 'Listado de ofertas');
  const table = page.getByRole('table', { name: 'Mis ofertas' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expectNoViolations(page, 'open offers');
  await table.getByRole('button', { name: 'Cancelar' }).first().click();
  const question = dialogNamed(
    page,
    'Estas seguro que desear Cancelar tu inversion ofertada en el mercado secundario?',
  );
  await expect(question.getByRole('button', { name: 'Cancelar Ahora' })).toBeVisible();
  await expectNoViolations(page, "the 'Cancelar' question");
  await question.getByRole('button', { name: 'Volver' }).click();
  await expect(question).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { level: 2, name: 'Listado de ofertas' })).toBeVisible();
  await expectNoViolations(page, 'open offers on a phone');
  await endWalk(page);
}

/** ROLE-10 MYPROJ-01..03: an issuer's own projects. */
async function issuerProjects(page: Page) {
  await openFromMenu(page, 'Mis ofertas');
  await passLanding(page, 'Listado de ofertas');
  await switchTo(page, 'Mis proyectos', 'Mis proyectos');
  await expect(page.getByRole('main').getByRole('table').locator('tbody tr').first()).toBeVisible();
  await expectNoViolations(page, "an issuer's 'Mis proyectos'");
  await endWalk(page);
}

/** DEP-08 DEP-13 DEP-17 DEP-18 DEP-21 DEP-28 DEP-25 DEP-26 DEMO-07 DEMO-08 DEMO-04: the paged deposits, the addresses, the report form and its message, the demo withdrawal form. */
async function deposits(page: Page) {
  // More than two pages of deposits (the report below makes 23): the pager at its last page, then one back.
  // The first page with its tabs (ROUTE-16 DEP-01 DEP-05 DEP-09..12) is the menu's screen, checked by
  // accessibility.spec.ts.
  await reportDepositsUpTo(page, 22);
  await openFromMenu(page, 'Depósito');
  const pager = page.getByRole('navigation', { name: 'Paginación de depósitos' });
  const next = pager.getByRole('button', { name: 'Siguiente' });
  await expect(page.getByRole('table', { name: 'Mis depósitos' }).locator('tbody tr')).toHaveCount(10);
  await next.click();
  await next.click();
  await expect(next).toBeDisabled();
  await pager.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByRole('textbox', { name: 'Ir a la página' })).toHaveValue('2');
  await expectNoViolations(page, 'deposits, page 2 of 3');

  await page.getByRole('tab', { name: 'Direcciones USDT' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Direcciones USDT' })).toBeVisible();
  await expectNoViolations(page, "'Direcciones USDT'");

  await page.getByRole('tab', { name: 'Reportar Depósitos' }).click();
  const form = page.getByRole('form', { name: 'Reportar Depósitos' });
  const address = form.getByRole('combobox', { name: /^Dirección USDT/ });
  await expect(address.locator('option')).not.toHaveCount(1);
  await expectNoViolations(page, "'Reportar Depósitos'");
  await form.getByRole('textbox', { name: /^Monto/ }).fill('150.25');
  await address.selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /^Hash de la transacción/ }).fill('ab'.repeat(32));
  await form.locator('input[type="file"]').setInputFiles(png('recibo.png'));
  await form.getByRole('button', { name: 'Reportar depósito' }).click();
  const result = page.getByRole('dialog').filter({ hasText: 'Depósito reportado' });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'deposit reported');
  await result.getByRole('button', { name: 'Aceptar' }).click();
  await expect(result).toHaveCount(0);

  // DEMO-07: the demo's withdrawal form says it is a demonstration.
  await openFromMenu(page, 'Retiro');
  await page.getByRole('tab', { name: 'Transferencia nacional' }).click();
  const beneficiaries = page.getByRole('table', { name: 'Beneficiarios: Transferencia nacional' });
  await beneficiaries
    .getByRole('button', { name: /Bancolombia/ })
    .first()
    .click();
  const withdrawal = dialogNamed(page, /^Solicitud de retiro a /);
  await expect(withdrawal.getByRole('note')).toBeVisible();
  const amount = withdrawal.getByRole('textbox', { name: /^Monto \(USDT\)/ });
  await amount.fill('100');
  await expect(amount).toHaveValue('100');
  await expect(withdrawal.getByRole('button', { name: 'Solicitar retiro' })).toBeDisabled();
  await expectNoViolations(page, 'demo withdrawal form');
  await endWalk(page);
}

/** CARD-13..17 CARD-23..25 CARD-37 CARD-38 CARD-29..33 CARD-43 CARD-03 CARD-09: the card dialogs, the transfer and application forms, the cards on a phone. */
async function cards(page: Page) {
  // The list and its tabs (ROUTE-18 CARD-01 CARD-02 CARD-04 CARD-06) are the menu's screen, checked by
  // accessibility.spec.ts.
  await openFromMenu(page, 'Tarjetas');
  const table = page.getByRole('table', { name: 'Lista de tarjetas' });
  const main = table.locator('tbody tr').filter({ hasText: 'R$ 401.10' });
  await main.getByRole('button', { name: /^Detalles/ }).click();
  const details = dialogNamed(page, /Detalle de la tarjeta/);
  await expect(details.getByText('Saldo bloqueado')).toBeVisible();
  await expectNoViolations(page, 'card details');
  await escape(page, details);

  await main.getByRole('button', { name: /^Desactivar/ }).click();
  const deactivate = dialogNamed(page, 'Desactivar tarjeta');
  await expect(deactivate.getByRole('textbox', { name: 'Motivo' })).toBeVisible();
  await expectNoViolations(page, 'deactivate dialog');
  await deactivate.getByRole('button', { name: 'Cancelar' }).click();
  await expect(deactivate).toHaveCount(0);

  await page.getByRole('tab', { name: 'Transferir' }).click();
  const transfer = page.getByRole('tabpanel', { name: 'Transferir' });
  await transfer.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectNoViolations(page, 'transfer form with fields missing');

  await page.getByRole('tab', { name: 'Agregar Tarjeta' }).click();
  const apply = page.getByRole('tabpanel', { name: 'Agregar Tarjeta' });
  await expect(apply.getByRole('option', { name: 'Colombia' }).first()).toBeAttached();
  await expectNoViolations(page, 'card application form');

  await page.setViewportSize(PHONE);
  await page.getByRole('tab', { name: 'Lista de Tarjetas' }).click();
  await expect(page.getByRole('list', { name: 'Lista de tarjetas (vista móvil)' })).toBeVisible();
  await expectNoViolations(page, 'cards on a phone');
  await endWalk(page);
}

/** PROF-15 BENEF-01..03 BENEF-05 BENEF-11 BENEF-14 BENEF-16: the bank-accounts view, the national, international and remittance add forms, the account detail. */
async function bankAccounts(page: Page) {
  await openFromMenu(page, 'Mi cuenta');
  await page.getByRole('tab', { name: 'Cuentas bancarias' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cuentas bancarias' })).toBeVisible();
  await expectNoViolations(page, "'Cuentas bancarias'");
  await page.getByRole('button', { name: 'Administrar cuentas de retiro' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cuentas de retiro' })).toBeVisible();
  // Each add form over its tab's list.
  for (const [tab, add] of [
    ['Cuentas nacionales', 'Agregar cuenta nacional'],
    ['Cuentas internacionales', 'Agregar cuenta internacional'],
    ['Beneficiario remesadora', 'Agregar beneficiario remesadora'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const list = page.getByRole('list', { name: tab });
    await expect(list.getByRole('article').first()).toBeVisible();
    await list.getByRole('button', { name: add }).click();
    const dialog = dialogNamed(page, add);
    await expect(dialog.getByRole('option', { name: 'Colombia' }).first()).toBeAttached();
    await expectNoViolations(page, `'${add}'`);
    await escape(page, dialog);
  }
  await page
    .getByRole('list', { name: 'Beneficiario remesadora' })
    .getByRole('button', { name: 'Ver detalle' })
    .first()
    .click();
  const detail = dialogNamed(page, 'Detalle de la cuenta');
  await expect(detail).toBeVisible();
  await expectNoViolations(page, 'account detail');
  await endWalk(page);
}

/** WDR-11..15 BENEF-19 BENEF-20 BENEF-24 WDR-17..23 WDR-31..33 WDR-35 WDR-41 WDR-38: the crypto tab and its add form, the dialog of each type, its result with the PIN, the remittance form. */
async function withdrawals(page: Page) {
  await openFromMenu(page, 'Retiro');
  await page.getByRole('tab', { name: 'Transferencia Cripto' }).click();
  await expect(page.getByText(/compatible con la red TRON o Ethereum/)).toBeVisible();
  await expectNoViolations(page, "'Transferencia Cripto'");
  await page.getByRole('button', { name: 'Añadir beneficiario' }).click();
  const crypto = dialogNamed(page, 'Agregar beneficiario cripto');
  await expect(crypto.getByRole('combobox', { name: /^Red/ })).toBeVisible();
  await expectNoViolations(page, "'Agregar beneficiario cripto'");
  await crypto.getByRole('textbox', { name: /^Nombres/ }).fill('Lucía');
  await crypto.getByRole('textbox', { name: /^Apellidos/ }).fill('Mejía');
  await crypto.getByRole('textbox', { name: /^Dirección USDT/ }).fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  await crypto.getByRole('combobox', { name: /^Red/ }).selectOption({ label: 'TRON (TRC-20)' });
  await crypto.getByRole('checkbox').check();
  await crypto.getByRole('button', { name: 'Guardar' }).click();
  await crypto.getByRole('button', { name: 'Aceptar' }).click({ timeout: 15_000 });
  await expect(crypto).toHaveCount(0);
  const cryptoTable = page.getByRole('table', { name: 'Beneficiarios: Transferencia Cripto' });
  await expect(cryptoTable.getByText('Lucía')).toBeVisible();

  // The dialog of each type; the crypto one over the list with the beneficiary just added.
  const withdrawal = dialogNamed(page, /^Solicitud de retiro a /);
  for (const [tab, who] of [
    ['Transferencia Cripto', /Ethereum/],
    ['Transferencia internacional', /Santander/],
    ['Transferencia nacional', /Davivienda/],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await page
      .getByRole('table', { name: `Beneficiarios: ${tab}` })
      .getByRole('button', { name: who })
      .first()
      .click();
    await expect(withdrawal.getByRole('group', { name: 'Datos del beneficiario' })).toBeVisible();
    await expectNoViolations(page, `withdrawal dialog, ${tab}`);
    if (tab !== 'Transferencia nacional') await escape(page, withdrawal);
  }
  const amount = withdrawal.getByRole('textbox', { name: /^Monto \(USDT\)/ });
  await amount.fill('150.5');
  await expect(amount).toHaveValue('150.5');
  await withdrawal.getByRole('button', { name: 'Solicitar retiro' }).click();
  const result = dialogNamed(page, 'Resultado de la solicitud');
  await expect(result.getByText(/PIN de su retiro: \d{6}/)).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'withdrawal result with its PIN');
  await result.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Todos mis retiros' }).click();
  await page.getByRole('button', { name: 'Retiro por remesa' }).click();
  const remittance = dialogNamed(page, 'Retiro por remesa');
  const remitted = remittance.getByRole('textbox', { name: /^Monto \(USDT\)/ });
  await remitted.fill('50');
  await expect(remitted).toHaveValue('50');
  await remittance.getByRole('button', { name: 'Solicitar retiro' }).click();
  await expect(remittance).toBeVisible();
  await expectNoViolations(page, "'Retiro por remesa' with fields missing");
  await endWalk(page);
}

/** PROF-09 PROF-11 PROF-12 PROF-14 PROF-03 KYC-01 KYC-04 KYC-05 KYC-07 INV-08 INV-09 INV-21 WDR-07: a new client's personal-data form and message, the verification centre and its messages, then the empty lists once verified. */
async function newClient(page: Page) {
  // The welcome modal and 'Editar perfil' (SHELL-10 PROF-01 PROF-08) are checked by accessibility.spec.ts.
  await openFromMenu(page, 'Mi cuenta');
  await page.getByRole('button', { name: 'Completar información' }).click();
  const personal = page.getByRole('form', { name: 'Completar información personal' });
  await expect(personal).toBeVisible();
  await expectNoViolations(page, 'personal-data form');
  await personal.getByRole('button', { name: 'Guardar' }).click();
  const saved = dialogNamed(page, 'Datos personales');
  await expect(saved).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'personal data saved');
  await saved.getByRole('button', { name: 'Aceptar' }).click();
  await expect(saved).toHaveCount(0);

  await page.getByRole('tab', { name: 'Centro de verificación' }).click();
  const kyc = page.getByRole('form', { name: 'Centro de verificación' });
  await expect(kyc).toBeVisible();
  await expectNoViolations(page, 'verification centre');
  await kyc.getByLabel('Documento de identidad').setInputFiles(png('frente.png'));
  await kyc.getByLabel('Comprobante de domicilio').setInputFiles(png('recibo.png'));
  await kyc.getByLabel('Selfie').setInputFiles(png('selfie.png'));
  await kyc.getByRole('button', { name: 'Enviar documentos' }).click();
  const message = dialogNamed(page, 'Centro de verificación');
  await expect(message).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'verification message');
  await message.getByRole('button', { name: 'Aceptar' }).click();
  const verified = dialogNamed(page, '¡Identidad verificada!');
  await expect(verified).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(page, 'identity verified');
  await verified.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Verified: the full menu, with nothing in it yet.
  await openFromMenu(page, 'Mis inversiones');
  await passLanding(page, 'Listado de inversiones activas');
  await expect(page.getByText('¡Ups, sin inversiones activas!')).toBeVisible();
  await switchTo(page, 'Inversiones vendidas', 'Listado de inversiones vendidas');
  await expect(page.getByText('¡Ups, sin inversiones vendidas!')).toBeVisible();
  await expectNoViolations(page, 'no sold investments');
  await openFromMenu(page, 'Retiro');
  await expect(page.getByText('Sin retiros')).toBeVisible();
  await expectNoViolations(page, 'no withdrawals');
  await endWalk(page);
}

test('DASH-14 INVEST-21 PROJ-03 PROJ-06 PROJ-07 FILT-01 FILT-05 FILT-06 FILT-07 PROJ-18 INVEST-01 INVEST-02 ROUTE-20 INVEST-08 INVEST-09 INVEST-10 INVEST-11 PROJ-05 PROJ-29 SEC-01 SEC-02 SEC-03 the invest dialogs, the primary listing in every layout with its filters, and the secondary market with its purchase dialog have no axe violation', async ({
  page,
}) => {
  rootOnly();
  test.setTimeout(180_000);
  await signIn(page, DEMO);
  await dashboardInvest(page);
  await primaryListing(page);
  await marketDialogs(page);
});

test("OFFER-04 OFFER-05 OFFER-06 OFFER-07 DEMO-04 OFFER-09 OFFER-10 DEP-08 DEP-13 DEP-17 DEP-18 DEP-21 DEP-28 DEP-25 DEP-26 DEMO-07 DEMO-08 CARD-13 CARD-14 CARD-15 CARD-16 CARD-17 CARD-23 CARD-24 CARD-25 CARD-37 CARD-38 CARD-29 CARD-30 CARD-31 CARD-32 CARD-33 CARD-43 CARD-03 CARD-09 the offers, deposit and card screens' dialogs, forms, pages and phone layouts, and the demo withdrawal form, have no axe violation", async ({
  page,
}) => {
  rootOnly();
  test.setTimeout(180_000);
  await signIn(page, DEMO);
  await offers(page);
  await deposits(page);
  await cards(page);
});

test('INV-04 INV-05 INV-06 INV-07 DEMO-05 SELL-01 SELL-02 SELL-03 SELL-04 SELL-05 SELL-06 ROLE-11 MYPROJ-04 MYPROJ-09 MYPROJ-10 MYPROJ-11 PROF-15 BENEF-01 BENEF-02 BENEF-03 BENEF-05 BENEF-11 BENEF-14 BENEF-16 the investments, the sell dialog with its calendar, the office dialog, the bank accounts and their add forms have no axe violation', async ({
  page,
}) => {
  rootOnly();
  test.setTimeout(180_000);
  await signIn(page, INVERSOR);
  await investments(page);
  await bankAccounts(page);
});

test('WDR-11 WDR-12 WDR-13 WDR-14 WDR-15 BENEF-19 BENEF-20 BENEF-24 WDR-17 WDR-18 WDR-19 WDR-20 WDR-21 WDR-22 WDR-23 WDR-31 WDR-32 WDR-33 WDR-35 WDR-41 WDR-38 the crypto tab and its add form, the withdrawal dialog of each type, its result with the PIN and the remittance form have no axe violation', async ({
  page,
}) => {
  rootOnly();
  test.setTimeout(180_000);
  await signIn(page, INVERSOR);
  await withdrawals(page);
});

test("PROF-09 PROF-11 PROF-12 PROF-14 PROF-03 KYC-01 KYC-04 KYC-05 KYC-07 INV-08 INV-09 INV-21 WDR-07 a new client's personal-data form and its message, the verification centre and its messages, then the empty investments and withdrawals once verified have no axe violation", async ({
  page,
}) => {
  rootOnly();
  test.setTimeout(180_000);
  await signIn(page, NUEVO, true);
  await newClient(page);
});

test("ROLE-10 MYPROJ-01 MYPROJ-02 MYPROJ-03 an issuer's own projects table has no axe violation", async ({
  page,
}) => {
  rootOnly();
  test.setTimeout(180_000);
  await signIn(page, EMISOR);
  await issuerProjects(page);
});
