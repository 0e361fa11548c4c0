import { expect, test, type Page } from './fixtures';
import { advanceClock, availableCents, signIn, openFromMenu, readLedger } from './support';

/**
 * Money in, end to end in Chromium against the built site: a deposit reported with its proof (a real file
 * upload through the service worker) and approved a simulated minute later; and the card movements export, a
 * file the page makes. The withdrawal's fee, the demo's disabled submit and the card transfer limit are
 * proved by the screen and handler tests (withdrawal-screen.test.tsx, cards-screen.test.tsx, cards.test.ts).
 */

const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };

/** Signs in with every seeded approval already settled, so no figure moves during the test by itself. */
async function signedIn(page: Page, who: { email: string; password: string }) {
  await signIn(page, who.email, who.password);
  await advanceClock(page, 120_000);
}

async function acceptResult(page: Page, name: RegExp | string): Promise<string> {
  const result = page.getByRole('dialog', { name });
  await expect(result).toBeVisible({ timeout: 15_000 });
  const text = (await result.textContent()) ?? '';
  await result.getByRole('button', { name: 'Aceptar' }).click();
  await expect(result).toHaveCount(0);
  return text;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test("a reported deposit shows 'EN PROCESO', and 'APROBADO' with the available balance raised once the clock moves", async ({
  page,
}) => {
  await signedIn(page, INVERSOR);
  const before = await availableCents(page);

  await openFromMenu(page, 'Depósito');
  await page.getByRole('tab', { name: 'Reportar depósitos' }).click();
  const form = page.getByRole('form', { name: 'Reportar depósitos' });
  await form.getByRole('textbox', { name: /^Monto/ }).fill('250.75');
  await expect(form).toContainText('Está reportando un depósito de');
  await form.getByRole('combobox', { name: /^Dirección USDT/ }).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: /^Hash de la transacción/ }).fill('ab'.repeat(32));
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Reportar depósito' }).click();
  await acceptResult(page, /Depósito reportado/);

  const list = page.getByRole('table', { name: 'Mis depósitos' });
  const search = page.getByLabel('Buscar depósitos');
  await page.getByRole('tab', { name: 'Mis depósitos' }).click();
  await search.fill('250.75');
  await expect(list.getByRole('row').filter({ hasText: '250.75' })).toContainText('EN PROCESO');
  expect(await availableCents(page)).toBe(before);

  // A simulated minute later the platform has approved it.
  await advanceClock(page, 61_000);
  await openFromMenu(page, 'Depósito');
  await page.getByRole('tab', { name: 'Mis depósitos' }).click();
  await search.fill('250.75');
  await expect(list.getByRole('row').filter({ hasText: '250.75' })).toContainText('APROBADO');
  expect(await availableCents(page)).toBe(before + 25_075);
  expect((await readLedger(page, INVERSOR.email)).total).toBe(0);
});

test("a card's movements export opens a file holding the card's movements", async ({ page }) => {
  await signedIn(page, INVERSOR);
  await openFromMenu(page, 'Tarjetas');
  const table = page.getByRole('table', { name: 'Lista de tarjetas' });
  await table
    .getByRole('button', { name: /^Exportar movimientos/ })
    .and(page.locator(':enabled'))
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'Exportar movimientos' });
  await modal.getByLabel('Desde').fill('2020-01-01');
  await modal.getByLabel('Hasta').fill('2030-12-31');
  // Leaving the field closes its calendar, which would otherwise lie over the buttons.
  await modal.getByLabel('Hasta').press('Tab');
  await expect(modal.getByRole('radio', { name: 'XML' })).toBeChecked();
  // The browser would show or download the file in a new tab; keep the address it is given instead, and the
  // file behind each blob URL the page makes (the page's policy lets it fetch nothing but the site).
  await page.evaluate(() => {
    const made = new Map<string, Blob>();
    (window as unknown as { madeFiles: Map<string, Blob> }).madeFiles = made;
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) made.set(url, object);
      return url;
    };
    window.open = (url?: string | URL) => {
      (window as unknown as { openedFile: string }).openedFile = String(url);
      return null;
    };
  });
  await modal.getByRole('button', { name: 'Exportar' }).click();
  await page.waitForFunction(() => 'openedFile' in window);
  const url = await page.evaluate(() => (window as unknown as { openedFile: string }).openedFile);
  expect(url).toMatch(/^blob:/);
  // The file, read back from the page that made it.
  const text = await page.evaluate(
    (u) => (window as unknown as { madeFiles: Map<string, Blob> }).madeFiles.get(u)!.text(),
    url,
  );
  expect(text).toContain('Tienda Falabella');
  expect(text).toContain('Restaurante Carmen Medellín');
});
