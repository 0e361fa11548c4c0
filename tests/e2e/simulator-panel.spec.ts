import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './fixtures';
import { waitForApp } from './app-ready';
import { login } from './support';

/**
 * The simulator panel in Chromium against the built site (SRV-57 to SRV-59): each kind of fault, injected from
 * the panel, meets the client's own handling of that failure, and the panel's log shows the call.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'root', 'one build is enough for a developer tool');
});

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
  await login(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await injectFault(page, 'Error del servidor (500)', 'client/balance/list');
  await page.reload();
  await expect(page).toHaveURL(/\/portal/, { timeout: 30_000 });
  await expect(notice(page)).toContainText('Error interno del servidor. Intente nuevamente.');
  await notice(page).getByRole('button', { name: 'Cerrar' }).click();
  await expectLogged(page, 'client/balance/list', '500');
});

test('SRV-58 an ended session injected into the next call signs the client out with the session message', async ({
  page,
}) => {
  await login(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await injectFault(page, 'Fin de la sesión (401)', 'client/dashboard');
  await page.reload();
  await expect(page).toHaveURL(/\/portal/, { timeout: 30_000 });
  await expect(notice(page)).toContainText('Intente nuevamente');
  await notice(page).getByRole('button', { name: 'Cerrar' }).click();
  await expectLogged(page, 'client/dashboard', '401');
});

test('SRV-58 ERR-01 a lost network on the login shows the connection message, and the next try signs in', async ({
  page,
}) => {
  await page.goto('portal');
  await waitForApp(page);
  await injectFault(page, 'Sin conexión (falla la red)', 'client/authenticate');
  await page.getByLabel('Correo electrónico').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'ENTRAR A MI CUENTA' }).click();
  await expect(notice(page)).toContainText(
    'No se pudo conectar con el servidor. Intente nuevamente más tarde.',
  );
  await notice(page).getByRole('button').last().click();
  await expectLogged(page, 'client/authenticate', 'sin respuesta');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'ENTRAR A MI CUENTA' }).click();
  await expect(page).toHaveURL(/\/cliente\/dashboard/, { timeout: 30_000 });
});

test('SRV-58 SRV-53 a call left without an answer gives up after 30 s with the unexpected-answer message', async ({
  page,
}) => {
  await page.goto('portal');
  await waitForApp(page);
  await injectFault(page, 'Sin respuesta (la llamada queda esperando)', 'client/authenticate');
  await page.getByLabel('Correo electrónico').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'ENTRAR A MI CUENTA' }).click();
  await expect(notice(page)).toContainText('El servidor respondió algo inesperado. Intente nuevamente.', {
    timeout: 45_000,
  });
  await notice(page).getByRole('button').last().click();
  await expectLogged(page, 'client/authenticate', 'sin respuesta');
});

test('the panel has no axe violation on any of its tabs, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await login(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  const panel = await openPanel(page);
  const violations: string[] = [];
  /** Each tab, with what it shows once its data has loaded. */
  const tabs: [string, () => Promise<void>][] = [
    [
      'Llamadas',
      async () => {
        await panel
          .getByRole('button', { name: /POST\s*\/api\/client\/dashboard/ })
          .first()
          .click();
        await expect(panel.getByRole('region', { name: /\/api\/client\/dashboard/ }).first()).toBeVisible();
      },
    ],
    ['Red y fallos', () => expect(panel.getByRole('button', { name: 'Añadir fallo' })).toBeVisible()],
    [
      'Datos',
      async () => {
        await panel.getByRole('combobox', { name: 'Tabla' }).selectOption('clients');
        await expect(panel.getByRole('list', { name: 'Filas de la tabla' })).toBeVisible();
      },
    ],
    [
      'Contrato',
      async () => {
        await panel.getByRole('button', { name: /POST\s*\/api\/client\/kyc/ }).click();
        await expect(panel.getByRole('region', { name: /\/api\/client\/kyc/ })).toContainText('file_selfie');
      },
    ],
    ['Reloj', () => expect(panel.getByText(/Fecha simulada: /)).toBeVisible()],
  ];
  for (const [tab, loaded] of tabs) {
    await panel.getByRole('tab', { name: tab }).click();
    await loaded();
    const result = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    violations.push(
      ...result.violations.map(
        (v) => `${tab}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`,
      ),
    );
  }
  expect(violations).toEqual([]);
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
  await login(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  // A refusal too: another client's session was never this one.
  await page.evaluate(() =>
    fetch('/api/client/dashboard', { method: 'POST', headers: { Authorization: 'Bearer no-existe' } }),
  );
  await page.evaluate(() => fetch('/api/no-existe'));
  // The fixture of tests/e2e/fixtures.ts checks each answer when the test ends; here, that it read them.
  await expect.poll(() => contractAnswers.checked()).toBeGreaterThanOrEqual(6);
});
