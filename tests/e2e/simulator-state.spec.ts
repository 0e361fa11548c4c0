import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './fixtures';
import { waitForApp } from './app-ready';
import { advanceClock, api, signIn } from './support';

/**
 * The demo's saved states end to end in Chromium against the built site: 'Reiniciar la demo' from one tab
 * signs every tab out and puts the seed back; 'Exportar estado' downloads the whole simulated server and
 * 'Importar estado' loads it into another browser profile, which then answers exactly as the first. A damaged
 * file's refusal and the menu in a phone's drawer are proved by the screen and handler tests
 * (simulator-menu.test.tsx, simulator-state.test.ts).
 */

const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };
const RESET_NOTICE = 'La demo se reinició. Inicie sesión de nuevo.';
const IMPORT_NOTICE = 'Se cargó un estado guardado de la demo. Inicie sesión de nuevo.';

/** How many active investments the signed-in client has (the list's own count). */
async function investmentCount(page: Page): Promise<number> {
  const { body } = await api<{ data: { totales: { cantidad: number } } }>(page, '/api/client/investments');
  return body.data.totales.cantidad;
}

/** The signed-in client invests 100 in an open project, as the invest modal would. */
async function investHundred(page: Page): Promise<void> {
  const listed = await api<{ data: { id: number; disponible: string }[] }>(page, '/api/client/projects');
  const project = listed.body.data.find((p) => Number(p.disponible) >= 1000)!;
  const invested = await api(page, '/api/client/investments/create', {
    project_id: project.id,
    amount: '100',
  });
  expect(invested.status).toBe(200);
}

/** What the persona's main screens get from the server. */
async function answers(page: Page): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const path of [
    '/api/client/dashboard',
    '/api/client/balance/list',
    '/api/client/investments',
    '/api/client/offers',
    '/api/client/deposits/list',
  ]) {
    const { status, body } = await api(page, path);
    expect(status, path).toBe(200);
    out[path] = body;
  }
  return out;
}

/** Opens the login screen's simulator menu from its header. */
async function menuOnLogin(page: Page): Promise<Locator> {
  await page.goto('portal');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Simulador', exact: true }).click();
  const menu = page.getByRole('dialog', { name: 'Simulador' });
  await expect(menu).toBeVisible();
  return menu;
}

async function expectSignedOutWith(page: Page, notice: string): Promise<void> {
  // A reset or an import rewrites the whole store (a fresh profile seeds it first): seconds of CPU on a 2-core
  // machine that the other test worker shares.
  await expect(page).toHaveURL(/\/portal$/, { timeout: 20_000 });
  await expect(page.getByRole('dialog', { name: 'Aviso' })).toContainText(notice, { timeout: 20_000 });
}

test('a reset from one tab puts the seed back and signs out every tab, each on the login with the notice', async ({
  page,
}) => {
  await signIn(page, INVERSOR.email, INVERSOR.password);
  await advanceClock(page, 120_000);
  const seeded = await investmentCount(page);
  await investHundred(page);
  expect(await investmentCount(page)).toBe(seeded + 1);

  // Tab B, on the login screen, resets the demo.
  const other = await page.context().newPage();
  const menu = await menuOnLogin(other);
  await menu.getByRole('button', { name: 'Reiniciar la demo' }).click();
  const confirm = other.getByRole('dialog', { name: 'Reiniciar la demo' });
  await expect(confirm).toContainText('Se borrarán todos los cambios y la demo volverá a su estado inicial.');
  await confirm.getByRole('button', { name: 'Reiniciar' }).click();

  await expectSignedOutWith(other, RESET_NOTICE);
  await expectSignedOutWith(page, RESET_NOTICE);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // Signed in again, the investment made before the reset is gone and the clock is back.
  await page.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Cerrar' }).click();
  await signIn(page, INVERSOR.email, INVERSOR.password);
  await advanceClock(page, 120_000);
  expect(await investmentCount(page)).toBe(seeded);
});

test('an exported state imported into a fresh browser profile gives the same answers', async ({
  page,
  browser,
}) => {
  await signIn(page, INVERSOR.email, INVERSOR.password);
  await advanceClock(page, 120_000);
  await investHundred(page);

  // Export from the sidebar's menu.
  const sidebarMenu = page.getByRole('region', { name: 'Simulador' });
  const downloading = page.waitForEvent('download');
  await sidebarMenu.getByRole('button', { name: 'Exportar estado' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^simulador-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await readFile(await download.path());
  expect(JSON.parse(file.toString('utf8'))).toMatchObject({ formato: 'plataforma-simulador/estado' });
  const before = await answers(page);

  // A new profile: its own, freshly seeded simulator.
  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    const menu = await menuOnLogin(other);
    await menu
      .locator('input[type="file"]')
      .setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: file });
    const confirm = other.getByRole('dialog', { name: 'Importar estado' });
    await expect(confirm).toContainText(`Archivo: ${download.suggestedFilename()}`);
    await confirm.getByRole('button', { name: 'Importar' }).click();
    await expectSignedOutWith(other, IMPORT_NOTICE);
    await other.getByRole('dialog', { name: 'Aviso' }).getByRole('button', { name: 'Cerrar' }).click();

    await signIn(other, INVERSOR.email, INVERSOR.password);
    expect(await answers(other)).toEqual(before);
  } finally {
    await fresh.close();
  }
});
