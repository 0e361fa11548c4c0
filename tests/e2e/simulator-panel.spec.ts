import { expect, test, type Locator, type Page } from './fixtures';
import { signIn } from './support';

/**
 * The simulator panel in Chromium against the built site (SRV-57 to SRV-59): a fault injected from the panel
 * reaches the client through the real service worker, meets the client's own handling of that failure, and
 * the panel's log shows the call; and the site publishes its contract (SRV-61). Every other kind of fault and
 * the client's answer to it are proved by the panel's handler and screen tests (simulator-panel.test.ts,
 * simulator-panel.test.tsx, api-fetch.test.ts), its tabs' axe by its stories.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

/** Opens the panel with its shortcut (its host loads shortly after the page). */
async function openPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('dialog', { name: 'Panel del simulador' });
  await expect(async () => {
    await page.keyboard.press('Alt+Shift+D');
    await expect(panel).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  return panel;
}

/** Injects one fault from the panel's 'Red y fallos' tab, then closes the panel. */
async function injectFault(page: Page, kind: string, path: string): Promise<void> {
  const panel = await openPanel(page);
  await panel.getByRole('tab', { name: 'Red y fallos' }).click();
  await panel.getByRole('combobox', { name: 'Qué hace el fallo' }).selectOption({ label: kind });
  await panel.getByRole('textbox', { name: 'Solo en rutas que contengan' }).fill(path);
  await panel.getByRole('button', { name: 'Añadir fallo' }).click();
  await expect(panel.getByRole('alert')).toContainText('Fallos activos: 1');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // Every screen says a fault is active.
  await expect(page.getByRole('button', { name: '1 fallo activo' })).toBeVisible();
}

/** The panel's log lists a call to `path` answered with `status` ('sin respuesta' for none). */
async function expectLogged(page: Page, path: string, status: string): Promise<void> {
  const panel = await openPanel(page);
  await panel.getByRole('tab', { name: 'Llamadas' }).click();
  await panel.getByRole('textbox', { name: 'Filtrar llamadas' }).fill(path);
  await expect(
    panel.getByRole('button', { name: new RegExp(`${status}\\s*POST\\s*/api/${path}`) }).first(),
  ).toBeVisible();
  // The fault answered one call only: it is gone.
  await expect(panel.getByRole('alert')).toHaveCount(0);
}

/** The notice the login screen shows after a sign-out or a refused login. */
const notice = (page: Page) => page.getByRole('dialog', { name: 'Aviso' });

test("SRV-58 ERR-03 a server error injected into a client-area list signs the client out with the server's message", async ({
  page,
}) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await injectFault(page, 'Error del servidor (500)', 'client/balance/list');
  await page.reload();
  await expect(page).toHaveURL(/\/portal/, { timeout: 30_000 });
  await expect(notice(page)).toContainText('Error interno del servidor. Intente nuevamente.');
  await notice(page).getByRole('button', { name: 'Cerrar' }).click();
  await expectLogged(page, 'client/balance/list', '500');
});

test('SRV-61 the site publishes openapi.json, and every answer of a session is one it describes', async ({
  page,
  contractAnswers,
}) => {
  const published = await page.request.get('openapi.json');
  expect(published.status()).toBe(200);
  expect(published.headers()['content-type']).toContain('application/json');
  const document = (await published.json()) as { openapi: string; paths: Record<string, object> };
  expect(document.openapi).toMatch(/^3\.1\./);
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(['/api/client/authenticate', '/api/client/dashboard', '/api/simulador/ajustes']),
  );
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  // A refusal too: another client's session was never this one.
  await page.evaluate(() =>
    fetch('/api/client/dashboard', { method: 'POST', headers: { Authorization: 'Bearer no-existe' } }),
  );
  await page.evaluate(() => fetch('/api/no-existe'));
  // The fixture of tests/e2e/fixtures.ts checks each answer when the test ends; here, that it read them.
  await expect.poll(() => contractAnswers.checked()).toBeGreaterThanOrEqual(6);
});
