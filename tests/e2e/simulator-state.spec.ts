import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { waitForApp } from './app-ready';
import { advanceClock, api, login } from './support';

/**
 * The demo's saved states end to end in Chromium against the built site: 'Reiniciar la demo' from one tab
 * signs every tab out and puts the seed back; 'Exportar estado' downloads the whole simulated server and
 * 'Importar estado' loads it into another browser profile, which then answers exactly as the first; a damaged
 * file is refused and changes nothing.
 */

const INVERSOR = { email: 'inversor@simulador.test', password: 'inversor1234' };
const RESET_NOTICE = 'La demo se reinició. Inicie sesión de nuevo.';
const IMPORT_NOTICE = 'Se cargó un estado guardado de la demo. Inicie sesión de nuevo.';

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'root', 'the flows are the same under the sub-path build');
});

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

/** Every table of the simulated server, as the export call gives it. */
function serverTables(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const response = await fetch('/api/simulador/exportar');
    return ((await response.json()) as { data: { tablas: unknown } }).data.tablas;
  });
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

/** axe finds nothing on the page as it is (a dialog open included). */
async function expectAccessible(page: Page, where: string): Promise<void> {
  // Colours at rest: the dialog's opening transition over, and no button under the pointer.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${where}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`),
  ).toEqual([]);
}

async function expectSignedOutWith(page: Page, notice: string): Promise<void> {
  await expect(page).toHaveURL(/\/portal$/);
  await expect(page.getByRole('dialog', { name: 'Aviso' })).toContainText(notice);
}

test('a reset from one tab puts the seed back and signs out every tab, each on the login with the notice', async ({
  page,
}) => {
  await login(page, INVERSOR.email, INVERSOR.password);
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
  await login(page, INVERSOR.email, INVERSOR.password);
  await advanceClock(page, 120_000);
  expect(await investmentCount(page)).toBe(seeded);
});

test('an exported state imported into a fresh browser profile gives the same answers', async ({
  page,
  browser,
}) => {
  await login(page, INVERSOR.email, INVERSOR.password);
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

    await login(other, INVERSOR.email, INVERSOR.password);
    expect(await answers(other)).toEqual(before);
  } finally {
    await fresh.close();
  }
});

test('a damaged file is refused with the message, and the simulated server does not change', async ({
  page,
}) => {
  const menu = await menuOnLogin(page);
  await expectAccessible(page, 'the menu on the login screen');
  const before = await serverTables(page);
  await menu.locator('input[type="file"]').setInputFiles({
    name: 'simulador-2026-11-25.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"formato":"plataforma-simulador/estado","version":4,"tablas":{"clients":[{"id":'),
  });
  const confirm = page.getByRole('dialog', { name: 'Importar estado' });
  await confirm.getByRole('button', { name: 'Importar' }).click();
  const alert = confirm.getByRole('alert');
  await expect(alert).toContainText('El archivo está dañado.');
  await expect(alert).toContainText('El estado de la demo no cambió.');
  await expectAccessible(page, 'the refused import');
  expect(await serverTables(page)).toEqual(before);
  // The footer's 'Cerrar' (the × is the other one).
  await confirm.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(confirm).toHaveCount(0);
  await expect(page).toHaveURL(/\/portal$/);
});

test('on a phone the menu is in the burger drawer and works by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await login(page, INVERSOR.email, INVERSOR.password);
  await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
  const menu = page.getByRole('region', { name: 'Simulador' });
  const reset = menu.getByRole('button', { name: 'Reiniciar la demo' });
  await reset.scrollIntoViewIfNeeded();
  await expect(reset).toBeInViewport();
  await expect(menu.getByRole('button', { name: 'Exportar estado' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Importar estado' })).toBeVisible();

  await reset.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Reiniciar la demo' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Reiniciar' })).toBeInViewport();
  await expectAccessible(page, 'the reset confirmation on a phone');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  // Nothing happened: still signed in, in the client area.
  await expect(page).toHaveURL(/\/cliente\//);
});
