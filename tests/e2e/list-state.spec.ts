import { expect, test, type Page } from './fixtures';
import { waitForApp } from './app-ready';
import { login } from './support';

/**
 * Each list screen keeps what it shows (tab, page, filters, order, view) in the URL: a reload shows the same,
 * the browser's back returns to the state before the last step, and a link with a value the screen cannot
 * use opens the screen as it starts.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

/** Reloads the page and waits until the live app answers again (the session stays in the tab). */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await waitForApp(page);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const search = (page: Page) => new URL(page.url()).search;

test.beforeEach(async ({ page }) => {
  // Each test signs in, reloads and steps back: more than the default budget on a busy machine.
  test.slow();
  await login(page, DEMO.email, DEMO.password);
});

test("Depósito: the search, the order and the tab survive a reload; back returns to 'Mis depósitos'", async ({
  page,
}) => {
  await page.goto('cliente/ultradeposito');
  const box = page.getByRole('searchbox', { name: 'Buscar depósitos' });
  const table = page.getByRole('table', { name: 'Mis depósitos' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await box.fill('rechazado');
  await table.getByRole('button', { name: 'Monto' }).click();
  await expect(page).toHaveURL(/buscar=rechazado/);
  await expect(page).toHaveURL(/orden=monto/);
  const rows = await table.getByRole('row').count();
  // The counter follows the rows the search leaves (found.md: it kept saying the total).
  await expect(page.getByText(new RegExp(`^${rows - 1} de \\d+ depósitos$`))).toBeVisible();

  await reload(page);
  await expect(page.getByRole('searchbox', { name: 'Buscar depósitos' })).toHaveValue('rechazado');
  await expect(page.getByRole('table', { name: 'Mis depósitos' }).getByRole('row')).toHaveCount(rows);

  await tab(page, 'Direcciones USDT').click();
  await expect(tab(page, 'Direcciones USDT')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tab(page, 'Mis depósitos')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('searchbox', { name: 'Buscar depósitos' })).toHaveValue('rechazado');

  // A search that matches nothing says so, and the counter says none of the total.
  await page.getByRole('searchbox', { name: 'Buscar depósitos' }).fill('zzz');
  await expect(page.getByText('Ningún depósito coincide con «zzz».')).toBeVisible();
  await expect(page.getByText(/^0 de \d+ depósitos$/)).toBeVisible();
});

test('Depósito: a link with values the screen cannot use opens it as it starts', async ({ page }) => {
  await page.goto('cliente/ultradeposito?pestana=otra&pagina=-4&orden=%22x%22');
  await expect(page.getByRole('heading', { level: 1, name: 'Depósito' })).toBeVisible();
  await expect(tab(page, 'Mis depósitos')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Mis depósitos' }).getByRole('row').nth(1)).toBeVisible();
});

test('Proyectos: market, layout and filter survive a reload; back returns step by step', async ({ page }) => {
  await page.goto('cliente/projectos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mercado primario' })).toBeVisible();
  await page.getByLabel('Vista del listado').selectOption('grid');
  await expect(page).toHaveURL(/vista=grid/);
  await page.getByRole('button', { name: 'Búsqueda avanzada' }).click();
  await page.getByLabel('Riesgo').selectOption('A');
  await expect(page).toHaveURL(/riesgo=A/);

  await reload(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Mercado primario' })).toBeVisible();
  await expect(page.getByLabel('Vista del listado')).toHaveValue('grid');
  await page.getByRole('button', { name: 'Búsqueda avanzada' }).click();
  await expect(page.getByLabel('Riesgo')).toHaveValue('A');

  // The switch's radio is drawn by its label, which moves while the header settles: click it where it is.
  await page.locator('label', { hasText: 'Mercado secundario' }).click({ force: true });
  await expect(page.getByRole('heading', { level: 2, name: 'Mercado secundario' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Mercado primario' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Riesgo')).toHaveValue('');
  expect(search(page)).toBe('?listado=true&vista=grid');
});

test('Retiro: the open tab survives a reload; back returns to all withdrawals', async ({ page }) => {
  await page.goto('cliente/retiro');
  await expect(page.getByRole('table', { name: 'Mis retiros' })).toBeVisible();
  await tab(page, 'Transferencia nacional').click();
  await expect(page).toHaveURL(/pestana=nacional/);

  await reload(page);
  await expect(tab(page, 'Transferencia nacional')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('table', { name: 'Beneficiarios: Transferencia nacional' })).toBeVisible();

  await page.goBack();
  await expect(tab(page, 'Todos mis retiros')).toHaveAttribute('aria-selected', 'true');
  expect(search(page)).toBe('');
});

test('Tarjetas: the open tab survives a reload; back returns to the card list', async ({ page }) => {
  await page.goto('cliente/user-tarjeta');
  await tab(page, 'Transferir').click();
  await expect(page).toHaveURL(/pestana=transferir/);

  await reload(page);
  await expect(tab(page, 'Transferir')).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await expect(tab(page, 'Lista de Tarjetas')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('navigation', { name: 'Paginación de tarjetas' })).toBeVisible();
});

test("Mi cuenta: the tab and the withdrawal accounts' list survive a reload; back steps out", async ({
  page,
}) => {
  await page.goto('cliente/user-profile');
  await tab(page, 'Cuentas bancarias').click();
  await page.getByRole('button', { name: 'Administrar cuentas de retiro' }).click();
  await tab(page, 'Cuentas internacionales').click();
  await expect(page).toHaveURL(/lista=international/);

  await reload(page);
  await expect(tab(page, 'Cuentas bancarias')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Cuentas internacionales')).toHaveAttribute('aria-selected', 'true');

  await page.goBack();
  await expect(tab(page, 'Cuentas nacionales')).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Administrar cuentas de retiro' })).toBeVisible();
  await page.goBack();
  await expect(tab(page, 'Editar perfil')).toHaveAttribute('aria-selected', 'true');
});

test("Inicio: the movements' page survives a reload; back returns to the latest", async ({ page }) => {
  const panel = page.getByRole('region', { name: 'Últimos movimientos' });
  await expect(panel.getByText('Página 1 de')).toBeVisible();
  await panel.getByRole('button', { name: 'Siguiente' }).click();
  await expect(panel.getByText('Página 2 de')).toBeVisible();
  await expect(page).toHaveURL(/movimientos=2/);

  await reload(page);
  await expect(
    page.getByRole('region', { name: 'Últimos movimientos' }).getByText('Página 2 de'),
  ).toBeVisible();

  await page.goBack();
  await expect(
    page.getByRole('region', { name: 'Últimos movimientos' }).getByText('Página 1 de'),
  ).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the primary market opens on cards unless the URL names a layout', async ({ page }) => {
    await page.goto('cliente/projectos?listado=true');
    await expect(page.getByRole('heading', { level: 2, name: 'Mercado primario' })).toBeVisible();
    await expect(page.getByLabel('Vista del listado')).toHaveValue('detailed');
    await expect(page.getByRole('table', { name: 'Proyectos del mercado primario' })).toHaveCount(0);

    await page.goto('cliente/projectos?listado=true&vista=list');
    await expect(page.getByRole('table', { name: 'Proyectos del mercado primario' })).toBeVisible();
  });
});
