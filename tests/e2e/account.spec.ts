import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './fixtures';
import { isPdf, pdfPlainTextOf } from '../../src/features/movements/model/pdf-text';
import { signIn } from './support';

/**
 * The account area, end to end in Chromium against the built site: the movements export as a real PDF of the
 * page shown (a download), and the beneficiaries' journey: an account added through the screens is still
 * there after a reload (IndexedDB), then deleted. The other kinds' forms are proved by the screen tests
 * (src/features/beneficiaries/components), the dashboard's figures against the ledger by the ledger property
 * test (mocks/http/ledger-properties.test.ts).
 */

const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };

test('the movements export downloads a PDF holding the rows of the page shown', async ({ page }) => {
  await signIn(page, INVERSOR.email, INVERSOR.password);
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

test('a client adds a national account, finds it after a reload, and deletes it', async ({ page }) => {
  await signIn(page, INVERSOR.email, INVERSOR.password);
  await openBeneficiaries(page);
  const tab = 'Cuentas nacionales';
  const title = 'Banco Popular';
  await page.getByRole('tab', { name: tab }).click();
  const list = page.getByRole('list', { name: tab });
  await expect(page.getByText('Cargando...')).toHaveCount(0);
  await expect(list.getByRole('article', { name: title })).toHaveCount(0);
  await list.getByRole('button', { name: 'Agregar cuenta nacional' }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: 'Agregar cuenta nacional' });
  await field(form, 'Tipo de cuenta').selectOption('AHORRO');
  await field(form, 'Banco').fill(title);
  await field(form, 'Titular').fill('Andrés Gómez');
  await field(form, 'Número de cuenta').fill('4455667788');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await acceptMessage(page);
  await expect(list.getByRole('article', { name: title })).toBeVisible();

  await page.reload();
  await openBeneficiaries(page);
  await page.getByRole('tab', { name: tab }).click();
  await expect(list.getByRole('article', { name: title })).toBeVisible();
  await deleteCard(page, list, title);
});
