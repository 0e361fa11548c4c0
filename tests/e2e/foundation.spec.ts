import { expect, test, type Page, type TestInfo } from './fixtures';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitForApp } from './app-ready';
import { signIn } from './support';

/**
 * The foundation: a first paint from prerendered HTML that does not wait for the simulator, the live app
 * taking over without moving anything or losing what was typed, and calls answered by the real service worker
 * over real IndexedDB. The same under '/demo/' is sub-path.spec.ts's smoke test.
 */

const ENTER = 'Entrar a mi cuenta';

interface CountryRow {
  id: number;
  iso: string;
  name: string;
}

function basePath(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('the project has no baseURL');
  return new URL(baseURL).pathname;
}

/**
 * The file the build emitted for a source module, from the served build's Vite manifest. A route file's lazy
 * part is named by its route file alone ('src/routes/portal.tsx?tsr-split'): the router plugin names the chunk
 * after the parts it holds (`?tsr-split=component---loader`).
 */
function chunkOf(testInfo: TestInfo, src: string): string {
  const distDir = String(testInfo.project.metadata.distDir);
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  const chunk = Object.values(manifest).find((c) =>
    src.endsWith('?tsr-split') ? c.src?.startsWith(`${src}=`) && /\bcomponent\b/.test(c.src) : c.src === src,
  );
  if (!chunk) throw new Error(`${src} is not in ${distDir}/.vite/manifest.json`);
  return chunk.file;
}

/** POST from the page itself, as the client does; the body is whatever the simulator answered. */
async function postFromPage(page: Page, apiPath: string) {
  return page.evaluate(async (p) => {
    const response = await fetch(p, { method: 'POST', headers: { 'Content-Type': 'application/json' } });
    return { status: response.status, body: (await response.json()) as { data: { data: CountryRow[] } } };
  }, apiPath);
}

/** Reads the simulator's database directly, without Dexie or the handlers. */
async function readStore(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ countries: CountryRow[]; seededAt: unknown }>((resolve, reject) => {
        const open = indexedDB.open('plataforma-simulador');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['countries', 'meta'], 'readonly');
          const countries = tx.objectStore('countries').getAll();
          const seeded = tx.objectStore('meta').get('seededAt');
          tx.oncomplete = () => {
            db.close();
            resolve({
              countries: countries.result as CountryRow[],
              seededAt: (seeded.result as { value: unknown } | undefined)?.value,
            });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

test('ROUTE-01 opening the base URL lands on <base>portal', async ({ page, baseURL }) => {
  await page.goto('');
  await expect(page).toHaveURL(new URL('portal', baseURL).href);
  await expect(page.getByRole('button', { name: ENTER })).toBeVisible();
});

test('the portal paints from its HTML, and the live screen takes over without downloading the simulator until the visitor acts', async ({
  page,
}, testInfo) => {
  const simulatorChunk = chunkOf(testInfo, 'mocks/browser.ts');
  let requested = false;
  await page.route(`**/${simulatorChunk}`, async (route) => {
    requested = true;
    await route.continue();
  });

  await page.goto('portal');
  await expect(page.getByRole('button', { name: ENTER })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('data-live', '');
  await expect(page.getByRole('button', { name: ENTER })).toBeEnabled();
  // Looking costs nothing: once the page has loaded all it asks for, still no simulator, no worker, no seeding.
  await page.waitForLoadState('networkidle');
  expect(requested).toBe(false);
  expect(await page.evaluate(() => '__simulator' in window)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // The first key starts it.
  await waitForApp(page);
  expect(requested).toBe(true);
});

for (const screen of ['portal', 'cotizador', 'nueva-cuenta']) {
  test(`${screen}: the prerendered page paints with its own style sheets, so nothing moves when the app takes over`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as { layoutShifts?: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(screen);
    await expect(page.locator('#root')).toHaveAttribute('data-live', '');
    // The chunks' own style sheets, had they come only now, would have moved the page once they had loaded.
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await page.evaluate(() => (window as { layoutShifts?: number[] }).layoutShifts ?? []);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
}

test('what a visitor types into the prerendered login before the app starts is kept, and an early submit signs in once the app is live', async ({
  page,
}, testInfo) => {
  // Hold the app's entry script: the page stays the build's HTML meanwhile.
  const entry = chunkOf(testInfo, 'index.html');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('portal');
  await page.getByRole('textbox', { name: /Correo electrónico/ }).pressSequentially('demo@simulador.test');
  await page.getByLabel(/^Contraseña/).pressSequentially('demo1234');
  await page.getByRole('button', { name: ENTER }).click();
  expect(await page.locator('#root').getAttribute('data-live')).toBeNull();
  // The early submit did not leave the page or put the password in the address.
  expect(new URL(page.url()).search).toBe('');

  release();
  await page.locator('#root[data-live]').waitFor({ state: 'attached' });
  await expect(page.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue('demo@simulador.test');
  await expect(page).toHaveURL(/cliente\/dashboard/, { timeout: 20_000 });
});

test('on a host that answers every path with index.html, /portal is the login and /cotizador never flashes it', async ({
  page,
  baseURL,
}, testInfo) => {
  const distDir = String(testInfo.project.metadata.distDir);
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // index.html holds the signIn, drawn for the addresses that show it.
  await page
    .context()
    .route(/\/(portal|cotizador)$/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: indexHtml }),
    );

  await page.goto('portal');
  await expect(page.getByRole('button', { name: ENTER })).toBeVisible();
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('demo@simulador.test');
  await page.locator('#root[data-live]').waitFor({ state: 'attached' });
  await expect(page.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue('demo@simulador.test');

  // The visitor acts, so the simulator's worker starts and controls the page: the next page's requests go
  // through it to the host (a context route sees them; a page route would not).
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const loginChunk = chunkOf(testInfo, 'src/routes/portal.tsx?tsr-split');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('cotizador');
  // The early script empties the root before the first paint: the login is never shown here.
  expect(await page.locator('#root').innerHTML()).not.toContain(ENTER);
  await expect(page.getByRole('heading', { level: 1, name: 'Cotizador de inversión' })).toBeVisible();
  await expect(page).toHaveURL(new URL('cotizador', baseURL).href);
  // Nor is the login's code fetched here: the page loads the app's entry at once, and this screen's chunks.
  expect(scripts.some((script) => script.endsWith(chunkOf(testInfo, 'index.html')))).toBe(true);
  expect(scripts.filter((script) => script.endsWith(loginChunk))).toEqual([]);
});

test("SHELL-14 a client screen's own page paints the client area's frame and 'Cargando...' from its HTML, then asks for every chunk of its first render at once", async ({
  page,
  baseURL,
}, testInfo) => {
  const base = basePath(baseURL);
  for (const screen of ['dashboard', 'projectos']) {
    const response = await page.request.get(`cliente/${screen}`);
    expect(response.ok()).toBe(true);
    const html = await response.text();
    // The root is empty (nothing of the client's is drawn before the session is checked); the loading view
    // sits beside it.
    expect(html).toContain('<div id="root"></div><div id="client-loading">');
    // The script after it names the entry and the chunks of the frame, the screen and the simulator's starter.
    const start = /<script type="module">const p=(\[[^\]]*\]),m=("[^"]*")/.exec(html);
    expect(start, 'the start script').not.toBeNull();
    expect(JSON.parse(start![2]!)).toBe(`${base}${chunkOf(testInfo, 'index.html')}`);
    const chunks = JSON.parse(start![1]!) as string[];
    for (const src of [
      'src/routes/cliente.tsx?tsr-split',
      `src/routes/cliente/${screen}.tsx?tsr-split`,
      'mocks/browser.ts',
    ])
      expect(chunks, src).toContain(`${base}${chunkOf(testInfo, src)}`);
  }
  // Another screen's code is not among them.
  const dashboard = await (await page.request.get('cliente/dashboard')).text();
  expect(dashboard).not.toContain(chunkOf(testInfo, 'src/routes/cliente/projectos.tsx?tsr-split'));

  // Signed in, the dashboard's page with its code held back still shows the loading view.
  await signIn(page, 'demo@simulador.test', 'demo1234');
  await expect(page.getByRole('region', { name: 'Resumen de la cuenta' })).toBeVisible();
  // The simulator's worker answers the pages it controls from its cache (PWA-03), which no route reaches: the
  // code is held back from pages loaded with no worker.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
  });
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('cliente/dashboard');
  await expect(page.getByRole('status')).toHaveText('Cargando...');
  // Every script was refused: nothing more will draw.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#client-loading')).toBeVisible();
  await expect(page.locator('#root')).toBeEmpty();
  // The frame is the client area's (inert until the screen replaces it): the top bar names the screen, the demo's
  // banner is there.
  await expect(page.locator('#client-loading header')).toContainText('Inicio');
  await expect(page.locator('#client-loading').getByText('DEMO PLATFORM')).toBeVisible();
  // A screen that opens on fixed lines draws them too, unless its address opens its lists.
  const tagline = page.getByText('Invierta en proyectos del mercado primario', { exact: false });
  await page.goto('cliente/projectos');
  await expect(page.locator('#client-loading h1', { hasText: 'Proyectos' })).toBeVisible();
  await expect(tagline).toBeVisible();
  await page.goto('cliente/projectos?listado=true');
  await expect(page.getByRole('status')).toHaveText('Cargando...');
  await expect(tagline).toHaveCount(0);
  // With its code, the screen replaces it: the loading view is gone as soon as the app draws.
  await page.unroute('**/*.js');
  await page.goto('cliente/dashboard');
  await expect(page.getByRole('region', { name: 'Resumen de la cuenta' })).toBeVisible();
  await expect(page.locator('#client-loading')).toHaveCount(0);
});

/**
 * Holds every call of the simulator for `ms` before it is answered (the panel's latency, SRV-57), so that a call
 * asked without waiting for another's answer is asked before that answer by far more than a busy machine's delay
 * between two of the page's tasks.
 */
async function holdEveryAnswer(page: Page, ms: number): Promise<void> {
  const status = await page.evaluate(
    async (latencia_ms) =>
      (
        await fetch('/api/simulador/ajustes', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ latencia_ms }),
        })
      ).status,
    ms,
  );
  expect(status).toBe(200);
}

/** 'asked CALL' and 'answered CALL' as the page's requests whose path `pattern` matches go out and come back. */
function recordCalls(page: Page, pattern: RegExp): string[] {
  const events: string[] = [];
  const callOf = (url: string) => pattern.exec(new URL(url).pathname)?.[1];
  page.on('request', (request) => {
    const call = callOf(request.url());
    if (call) events.push(`asked ${call}`);
  });
  page.on('requestfinished', (request) => {
    const call = callOf(request.url());
    if (call) events.push(`answered ${call}`);
  });
  return events;
}

test('SESS-09 a client screen opened at its address asks for the session and the profile together, each once', async ({
  page,
}) => {
  await signIn(page, 'demo@simulador.test', 'demo1234');
  // The dashboard has loaded after the login (its own calls to both are done).
  await expect(page.getByRole('region', { name: 'Resumen de la cuenta' })).toBeVisible();
  await holdEveryAnswer(page, 1000);
  const events = recordCalls(page, /\/api\/client\/(getstatus|profile)$/);
  await page.goto('cliente/projectos');
  // The page's loading frame draws the landing from its HTML; the screen's own comes once both have answered.
  await expect(page.locator('#client-loading')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
  expect(events.filter((e) => e.startsWith('asked')).sort()).toEqual(['asked getstatus', 'asked profile']);
  // Neither waited for the other's answer.
  expect(events.slice(0, 2).sort()).toEqual(['asked getstatus', 'asked profile']);
});

test('SESS-13 SESS-14 the dashboard opened at its address asks for its balances, movements and projects beside the session check, each once', async ({
  page,
}) => {
  await signIn(page, 'demo@simulador.test', 'demo1234');
  await expect(page.getByRole('region', { name: 'Resumen de la cuenta' })).toBeVisible();
  await holdEveryAnswer(page, 1000);
  const events = recordCalls(
    page,
    /\/api\/client\/(getstatus|dashboard|balance\/list|projects\/all_projects)$/,
  );
  await page.reload();
  await expect(page.getByRole('region', { name: 'Resumen de la cuenta' })).toBeVisible();
  const asked = ['asked balance/list', 'asked dashboard', 'asked getstatus', 'asked projects/all_projects'];
  expect(events.filter((e) => e.startsWith('asked')).sort()).toEqual(asked);
  // None of the screen's calls waited for the session check's answer.
  expect(events.slice(0, 4).sort()).toEqual(asked);
});

test.describe('with service workers blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('the portal still paints when the simulator cannot start', async ({ page }) => {
    await page.goto('portal');
    await expect(page.getByRole('button', { name: ENTER })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  });
});

test('API-19 POST /api/paises/list from the page is answered by the real service worker', async ({
  page,
  baseURL,
}) => {
  await page.goto('portal');
  await waitForApp(page);

  const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(scriptURL).not.toBeNull();
  expect(new URL(scriptURL!).pathname).toBe(`${basePath(baseURL)}simulator-worker.js`);

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/paises/list'));
  const { status, body } = await postFromPage(page, '/api/paises/list');
  expect((await answered).fromServiceWorker()).toBe(true);
  expect(status).toBe(200);
  for (const country of body.data.data) expect(Object.keys(country).sort()).toEqual(['id', 'iso', 'name']);
  expect(body.data.data.find((c) => c.name === 'Colombia')?.id).toBe(82);
});

test('SRV-01 the answers come from IndexedDB, which keeps its data across a reload', async ({ page }) => {
  await page.goto('portal');
  await waitForApp(page);
  const first = await postFromPage(page, '/api/paises/list');
  expect(first.status).toBe(200);

  // The same rows are in the browser's IndexedDB, read without the simulator.
  const stored = await readStore(page);
  expect(stored.countries.find((c) => c.name === 'Colombia')?.id).toBe(82);
  expect([...stored.countries].sort((a, b) => a.id - b.id)).toEqual(first.body.data.data);
  expect(typeof stored.seededAt).toBe('number');

  // A reload opens the same database: nothing is seeded again, nothing is lost.
  await page.reload();
  await waitForApp(page);
  expect((await postFromPage(page, '/api/paises/list')).status).toBe(200);
  const reloaded = await readStore(page);
  expect(reloaded.countries).toHaveLength(stored.countries.length);
  expect(reloaded.seededAt).toBe(stored.seededAt);

  // And the handler reads the store on every call: a row changed in IndexedDB shows in the next answer.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('plataforma-simulador');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('countries', 'readwrite');
          tx.objectStore('countries').put({ id: 82, iso: 'CO', name: 'Colombia (cambiada en IndexedDB)' });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  const after = await postFromPage(page, '/api/paises/list');
  expect(after.body.data.data.find((c) => c.id === 82)?.name).toBe('Colombia (cambiada en IndexedDB)');
});
