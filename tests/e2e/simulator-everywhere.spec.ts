import { expect, test, type Browser, type Page } from './fixtures';
import { waitForApp } from './app-ready';
import { openFromMenu } from './support';

/**
 * The simulator in every tab and every browser (SRV-52), and only the contract's JSON as an answer (SRV-53),
 * in Chromium against the built site: tabs opened while another reloads, first visits on fresh profiles, a
 * browser that refuses service workers, one without IndexedDB, and an answer that is an HTML page.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const ENTER = 'Entrar a mi cuenta';
const IN_PAGE = 'El simulador funciona dentro de la página: este navegador no permite service workers.';
const IN_MEMORY =
  'Este navegador no permite guardar datos: la demo vive solo en esta pestaña y no se conservará nada al cerrarla.';
const UNEXPECTED = 'El servidor respondió algo inesperado. Intente nuevamente.';

/** Every uncaught error of the page, and every English message of MSW in its console. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('[MSW]')) errors.push(message.text());
  });
  return errors;
}

/**
 * Types the credentials and signs in at once, as a visitor would: no wait for the simulator first. `waitMs` is
 * how long the client area may take to appear.
 */
async function signInAtOnce(page: Page, waitMs = 20_000): Promise<void> {
  await page.goto('portal');
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(DEMO.email);
  await page.getByRole('textbox', { name: /^Contraseña/ }).fill(DEMO.password);
  await page.getByRole('button', { name: ENTER }).click();
  await expect(page).toHaveURL(/\/cliente\/dashboard/, { timeout: waitMs });
}

/** The simulator menu in the client area's sidebar. */
const menu = (page: Page) => page.getByRole('region', { name: 'Simulador' });

const controllerScript = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker?.controller?.scriptURL ?? null);

test('SRV-52 five rounds of a full page load in one tab and, at once, a sign-in in a new tab: five sign-ins, every tab under the worker', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await page.goto('portal');
  await waitForApp(page);
  let signedIn = 0;
  for (let round = 1; round <= 5; round++) {
    const tab = await context.newPage();
    errors.push(...watchErrors(tab));
    // The first tab unloads while the new tab loads and starts the simulator.
    await Promise.all([page.reload(), signInAtOnce(tab)]);
    expect(await tab.evaluate(() => sessionStorage.getItem('token'))).toMatch(/\S/);
    expect(await controllerScript(tab)).toMatch(/\/simulator-worker\.js$/);
    signedIn += 1;
    await tab.close();
  }
  expect(signedIn).toBe(5);
  // The reloaded tab is under the worker as well, and nothing went wrong anywhere.
  await waitForApp(page);
  expect(await controllerScript(page)).toMatch(/\/simulator-worker\.js$/);
  expect(errors).toEqual([]);
});

test('SRV-52 a tab that comes up uncontrolled while an active registration exists answers its own calls, signs in without a reload, and is taken by the worker', async ({
  page,
  context,
}) => {
  for (let round = 1; round <= 3; round++) {
    await page.goto('portal');
    await waitForApp(page);
    // The registration is uninstalling while this tab still uses it, so a tab opened now comes up uncontrolled;
    // registering again revives the registration, already 'activated', which takes no page by itself (before
    // SRV-52 such a tab's calls reached the static host). The tab answers its own calls, and asks the worker
    // to take it.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.unregister();
    });
    const tab = await context.newPage();
    const errors = watchErrors(tab);
    let loads = 0;
    tab.on('load', () => (loads += 1));
    await signInAtOnce(tab);
    expect(await tab.evaluate(() => sessionStorage.getItem('token'))).toMatch(/\S/);
    await expect.poll(() => controllerScript(tab)).toMatch(/\/simulator-worker\.js$/);
    // One load: the portal, then the client area in the same page; no reload took the tab.
    expect(loads).toBe(1);
    expect(errors).toEqual([]);
    await tab.close();
  }
});

/** A first visit on a fresh profile: sign in at once; the tab's token, or null. */
async function firstSignIn(browser: Browser, baseURL: string): Promise<string | null> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  try {
    const page = await context.newPage();
    // A first visit compiles every script with no code cache, and seeds: about 3.5 s of CPU on this machine's
    // cores, shared with the batch's other profile and whatever the other test worker runs.
    await signInAtOnce(page, 30_000);
    return await page.evaluate(() => sessionStorage.getItem('token'));
  } finally {
    await context.close();
  }
}

test('SRV-52 eight first sign-ins on fresh browser profiles, two at a time: eight tokens', async ({
  browser,
  baseURL,
}) => {
  // Each first visit seeds a store of its own: a pair takes about 7 s on a quiet 2-core machine.
  test.slow();
  const tokens: (string | null)[] = [];
  // Two profiles at a time: each is a first visit that registers the worker and seeds its own store.
  for (let batch = 0; batch < 4; batch++) {
    tokens.push(...(await Promise.all([1, 2].map(() => firstSignIn(browser, baseURL!)))));
  }
  expect(tokens).toHaveLength(8);
  expect(tokens.filter((token) => token !== null && token.length > 0)).toHaveLength(8);
});

test.describe('with service workers blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('SRV-52 the page answers its own calls: sign-in and an investment work, and the menu says so in one line', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signInAtOnce(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    expect(await controllerScript(page)).toBeNull();
    await expect(menu(page).getByText(IN_PAGE, { exact: true })).toBeVisible();
    await expect(menu(page).getByText(IN_MEMORY)).toHaveCount(0);

    await openFromMenu(page, 'Proyectos');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const table = page.getByRole('table', { name: 'Proyectos del mercado primario' });
    await expect(table).toBeVisible();
    await table.getByRole('row').nth(1).getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: /^Detalle de la inversión de / });
    await expect(dialog).toBeVisible();
    const tab = dialog.getByRole('tab', { name: 'Saldo en la cuenta' });
    if (await tab.isVisible()) await tab.click();
    await dialog.getByLabel(/^Monto a invertir/).fill('100');
    await dialog.getByRole('button', { name: 'Invertir', exact: true }).click();
    const result = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Aceptar' }) });
    await expect(result).toContainText('Inversión realizada con éxito', { timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});

test('SRV-52 without IndexedDB the demo runs for the session in memory, and the menu says nothing is kept', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { indexedDB?: IDBFactory }).indexedDB;
  });
  const errors = watchErrors(page);
  await signInAtOnce(page);
  expect(await page.evaluate(() => typeof window.indexedDB)).toBe('undefined');
  await expect(menu(page).getByText(IN_MEMORY, { exact: true })).toBeVisible();
  // The session goes on: another screen loads its data from the in-memory store.
  await openFromMenu(page, 'Tarjetas');
  await expect(page.getByRole('table', { name: 'Lista de tarjetas' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('SRV-53 an HTML page answering the sign-in shows the Spanish message, with no uncaught error, and the next try signs in', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // What a static host sends for a path it does not know: its index.html, with 200. The page's calls never
  // reach the network (the worker answers them), so the answer is put in at the page's fetch: waitForApp
  // waits until the worker answers this first visit's page, whose calls then go through fetch.
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    let remaining = 1;
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/client/authenticate') && remaining > 0) {
        remaining -= 1;
        return Promise.resolve(
          new Response('<!doctype html><html><body><div id="root"></div></body></html>', {
            status: 200,
            headers: { 'Content-Type': 'text/html' },
          }),
        );
      }
      return original(input, init);
    };
  });
  await page.goto('portal');
  await waitForApp(page);
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill(DEMO.email);
  await page.getByRole('textbox', { name: /^Contraseña/ }).fill(DEMO.password);
  await page.getByRole('button', { name: ENTER }).click();
  const notice = page.getByRole('dialog', { name: 'Aviso' });
  await expect(notice).toContainText(UNEXPECTED);
  await expect(notice).not.toContainText(/Cannot|null|undefined|success/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await notice.getByRole('button').last().click();
  await expect(notice).toHaveCount(0);

  await page.getByRole('button', { name: ENTER }).click();
  await expect(page).toHaveURL(/\/cliente\/dashboard/, { timeout: 40_000 });
  expect(errors).toEqual([]);
});

test("SRV-56 a call the contract does not know gets the simulator's 404 in JSON, not the static host's index.html", async ({
  page,
}) => {
  await page.goto('portal');
  await waitForApp(page);
  const answers = await page.evaluate(async () => {
    const ask = async (method: string, path: string) => {
      const response = await fetch(path, { method });
      return {
        status: response.status,
        type: response.headers.get('Content-Type'),
        allow: response.headers.get('Allow'),
        body: await response.text(),
      };
    };
    return [await ask('GET', 'api/client/no-existe'), await ask('POST', 'api/simulador/progreso')];
  });
  expect(answers[0]).toMatchObject({ status: 404, type: expect.stringMatching(/^application\/json/) });
  expect(JSON.parse(answers[0]!.body)).toMatchObject({
    message: 'No existe la llamada GET /api/client/no-existe',
  });
  expect(answers[1]).toMatchObject({ status: 405, allow: 'GET' });
  expect(JSON.parse(answers[1]!.body)).toMatchObject({
    message: 'La llamada /api/simulador/progreso no admite el método POST',
  });
});
