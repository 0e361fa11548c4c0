import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './fixtures';
import { isPdf, pdfPlainTextOf } from '../../src/features/movements/model/pdf-text';
import { cardCents, centsOf, login, readLedger } from './support';

/**
 * The account area, end to end in Chromium against the built site: the dashboard's figures against the ledger
 * in this browser's IndexedDB, the movements export as a real PDF of the page shown, and beneficiaries of
 * each kind added and deleted through the screens.
 */

const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };

test('a seeded status-3 client sees dashboard figures equal to its ledger', async ({ page }) => {
  await login(page, INVERSOR.email, INVERSOR.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(page.getByText('Cargando...')).toHaveCount(0);

  const ledger = await readLedger(page, INVERSOR.email);
  expect(ledger.total).toBe(0);
  expect(ledger.drifted).toEqual([]);
  const id = ledger.clientId;
  const wallet = ledger.accounts[`wallet:${id}`];
  const hold = ledger.accounts[`hold:${id}`];
  const invested = ledger.accounts[`invested:${id}`];
  // The persona holds money in each account, so the comparison cannot pass on zeros.
  expect(wallet).toBeGreaterThan(0);
  expect(invested).toBeGreaterThan(0);

  expect(await cardCents(page, 'Saldo disponible')).toBe(centsOf(wallet));
  expect(await cardCents(page, 'Saldo retenido')).toBe(centsOf(hold));
  expect(await cardCents(page, 'Mis inversiones')).toBe(centsOf(invested));
  expect(await cardCents(page, 'Depósito pendiente')).toBe(centsOf(ledger.pendingDepositsMicro));
  expect(await cardCents(page, 'Valor de la cuenta')).toBe(
    centsOf((wallet ?? 0) + (hold ?? 0) + (invested ?? 0)),
  );
});

test('the movements export downloads a PDF holding the rows of the page shown', async ({ page }) => {
  await login(page, INVERSOR.email, INVERSOR.password);
  const panel = page.getByRole('region', { name: 'Últimos movimientos' });
  const table = panel.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // Page 2, so the file must follow the page on screen rather than the first one.
  await panel.getByRole('button', { name: 'Siguiente' }).click();
  await expect(panel.getByText('Página 2 de')).toBeVisible();
  await expect(page.getByText('Cargando...')).toHaveCount(0);
  const rows = await table.getByRole('row').evaluateAll((trs) =>
    // Each cell as seen; a decrease also says 'Disminución:' to screen readers only (MOV-08).
    trs
      .slice(1)
      .map((tr) =>
        [...tr.querySelectorAll('td')].map((td) =>
          (td.textContent ?? '').replace(/^Disminución:\s*/, '').trim(),
        ),
      ),
  );
  expect(rows.length).toBeGreaterThan(0);

  await panel.getByRole('button', { name: 'Exportar los movimientos de esta página en PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar movimientos' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  const blob = new Blob([bytes]);
  expect(await isPdf(blob)).toBe(true);
  const text = await pdfPlainTextOf(blob);
  expect(text).toContain('Página 2 de');
  for (const cells of rows) for (const cell of cells) expect(text).toContain(cell);
});

/** The beneficiary-accounts screen, reached from 'Mi cuenta' > 'Cuentas bancarias'. */
async function openBeneficiaries(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Mi cuenta' })
    .click();
  await page.getByRole('tab', { name: 'Cuentas bancarias' }).click();
  await page.getByRole('button', { name: 'Administrar cuentas de retiro' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cuentas de retiro' })).toBeVisible();
}

async function acceptMessage(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('status')).not.toBeEmpty();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function deleteCard(page: Page, list: Locator, title: string) {
  await list.getByRole('article', { name: title }).getByRole('button', { name: 'Eliminar' }).click();
  await page
    .getByRole('dialog', { name: 'Eliminar cuenta' })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await acceptMessage(page);
  await expect(list.getByRole('article', { name: title })).toHaveCount(0);
}

const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

const BENEFICIARY_KINDS: {
  tab: string;
  add: string;
  title: string;
  fill: (form: Locator) => Promise<void>;
}[] = [
  {
    tab: 'Cuentas nacionales',
    add: 'Agregar cuenta nacional',
    title: 'Banco Popular',
    fill: async (form) => {
      await field(form, 'Tipo de cuenta').selectOption('AHORRO');
      await field(form, 'Banco').fill('Banco Popular');
      await field(form, 'Titular').fill('Andrés Gómez');
      await field(form, 'Número de cuenta').fill('4455667788');
    },
  },
  {
    tab: 'Cuentas internacionales',
    add: 'Agregar cuenta internacional',
    title: 'Chase',
    fill: async (form) => {
      await field(form, 'Tipo de cuenta').selectOption('CORRIENTE');
      await field(form, 'Banco').fill('Chase');
      await field(form, 'Titular').fill('Andrés Gómez');
      await field(form, 'Número de cuenta').fill('987654');
      await field(form, 'País del banco').selectOption({ label: 'Estados Unidos' });
      await field(form, 'Swift').fill('CHASUS33');
      await field(form, 'ABA').fill('021000021');
    },
  },
  {
    tab: 'Beneficiario remesadora',
    add: 'Agregar beneficiario remesadora',
    title: 'Lucía Mora',
    fill: async (form) => {
      await field(form, 'Nombres').fill('Lucía');
      await field(form, 'Apellidos').fill('Mora');
      await field(form, 'Identificación').fill('P1234567');
      await field(form, 'País').selectOption({ label: 'España' });
      await field(form, 'Provincia').fill('Madrid');
      await field(form, 'Ciudad').fill('Madrid');
      await field(form, 'Dirección').fill('Calle Mayor 1');
      await field(form, 'Teléfono').fill('+34 600 000 000');
    },
  },
];

// One test per kind: each adds, reloads and deletes, and has the whole timeout to itself.
for (const kind of BENEFICIARY_KINDS) {
  test(`a client adds and deletes a beneficiary in '${kind.tab}'`, async ({ page }) => {
    await login(page, INVERSOR.email, INVERSOR.password);
    await openBeneficiaries(page);
    await page.getByRole('tab', { name: kind.tab }).click();
    const list = page.getByRole('list', { name: kind.tab });
    await expect(page.getByText('Cargando...')).toHaveCount(0);
    await expect(list.getByRole('article', { name: kind.title })).toHaveCount(0);
    await list.getByRole('button', { name: kind.add }).click();
    const form = page.getByRole('dialog').getByRole('form', { name: kind.add });
    await kind.fill(form);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await acceptMessage(page);
    await expect(list.getByRole('article', { name: kind.title })).toBeVisible();

    // Still there after a reload: it lives in IndexedDB, not in the page.
    await page.reload();
    await openBeneficiaries(page);
    await page.getByRole('tab', { name: kind.tab }).click();
    await expect(list.getByRole('article', { name: kind.title })).toBeVisible();
    await deleteCard(page, list, kind.title);
  });
}
