import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import { waitForApp } from './app-ready';
import { expect, type Page, type TestInfo, test } from './fixtures';
import { api, expectNoSidewaysScroll, expectNoViolations, openFromMenu } from './support';

/**
 * Installable and working with no network (PWA-01..PWA-05), in Chromium against the built site: what only a
 * real browser proves. Installability is Chromium's own verdict, through the DevTools protocol's
 * Page.getInstallabilityErrors: Lighthouse 12 (the project's) has no PWA category or installability audit left.
 */

const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };
const AMOUNT = '87.65';

/** The simulator's caches of this origin (mocks/offline.ts). */
function simulatorCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('simulador-')));
}

/** The version the site's worker script names (scripts/simulator-worker-plugin.ts, writePrecache). */
function versionOf(script: string): string {
  return /"version":"([^"]+)"/.exec(script)![1]!;
}

/** First visit: the portal, the simulator started, its worker active and controlling the page. */
async function firstVisit(page: Page): Promise<void> {
  await page.goto('');
  await expect(page).toHaveURL(/\/portal$/);
  await waitForApp(page);
}

/** How many files the site's build lists for the worker to store (scripts/simulator-worker-plugin.ts). */
function listedFiles(testInfo: TestInfo): number {
  const script = readFileSync(
    path.join(testInfo.project.metadata.distDir as string, 'simulator-worker.js'),
    'utf8',
  );
  return (JSON.parse(/^self\.__simulatorPrecache=(.*);$/m.exec(script)![1]!) as { files: unknown[] }).files
    .length;
}

/** The files stored in each of the simulator's caches of this origin. */
function storedFiles(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith('simulador-'));
    const counts = await Promise.all(
      names.map(async (name) => (await (await caches.open(name)).keys()).length),
    );
    return Object.fromEntries(names.map((name, i) => [name, counts[i]!]));
  });
}

/**
 * The site the preview serves at `target`, under another origin (a port of its own, its own worker and
 * caches): a proxy that answers the GETs with the preview's answers, and `simulator-worker.js` with the text it
 * is given, as a host serving a new build would.
 */
async function siteOfItsOwn(target: string) {
  let worker: string | null = null;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', target);
    if (worker !== null && url.pathname.endsWith('/simulator-worker.js')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
      response.end(worker);
      return;
    }
    void fetch(url, { headers: { accept: request.headers.accept ?? '*/*' } }).then(async (answer) => {
      const skip = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);
      response.writeHead(
        answer.status,
        Object.fromEntries([...answer.headers].filter(([k]) => !skip.has(k))),
      );
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    serveWorker(text: string) {
      worker = text;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function signInAtPortal(page: Page): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Entrar a mi cuenta' }).click();
  await expect(page).toHaveURL(/\/cliente\/dashboard$/);
}

test('PWA-01 the site is installable, at its root and under /demo/: its manifest, linked from every page, passes Chromium’s installability checks', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium checks installability only outside incognito: a profile of its own, not the suite's context.
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('perfil'), {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
    headless: true,
    locale: 'es-ES',
  });
  try {
    for (const site of [baseURL!, process.env.E2E_SUBPATH_URL ?? 'http://127.0.0.1:4318/demo/']) {
      const page = await context.newPage();
      await page.goto(site);
      await expect(page).toHaveURL(new URL('portal', site).href);
      await waitForApp(page);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(new URL('manifest.webmanifest', site).href);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, site).toEqual([]);
      for (const address of ['cotizador', 'cliente/dashboard', 'cliente/no-existe']) {
        const html = await (await page.request.get(new URL(address, site).href)).text();
        expect(html, address).toContain(
          `<link rel="manifest" href="${new URL(site).pathname}manifest.webmanifest"`,
        );
      }
      await page.close();
    }
  } finally {
    await context.close();
  }
});

test('PWA-04 PWA-03 after a first visit, with the network cut, the demo opens (at 375 px), signs in and books an investment (at 1280 px)', async ({
  page,
  context,
}, testInfo) => {
  const version = versionOf(
    readFileSync(path.join(testInfo.project.metadata.distDir as string, 'simulator-worker.js'), 'utf8'),
  );
  // A first visit to the portal downloads only what its page needs; once the visitor signs in, the worker
  // stores the whole version behind the dashboard.
  await firstVisit(page);
  expect(Object.values(await storedFiles(page)).reduce((sum, n) => sum + n, 0)).toBe(0);
  await signInAtPortal(page);
  await expect
    .poll(() => storedFiles(page), { timeout: 30_000 })
    .toEqual({ [`simulador-${version}`]: listedFiles(testInfo) });
  await page.getByRole('button', { name: 'Cerrar sesión' }).locator('visible=true').first().click();
  await expect(page).toHaveURL(/\/portal$/);

  await context.setOffline(true);
  // The network is cut: what the worker does not answer (the published contract is not stored) fails.
  expect(
    await page.evaluate(() =>
      fetch('openapi.json').then(
        () => 'red',
        () => 'sin red',
      ),
    ),
  ).toBe('sin red');
  // On a phone, as a prospect opens it from the home screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('');
  await expect(page).toHaveURL(/\/portal$/);
  await waitForApp(page);
  await expectNoViolations(page, 'portal, offline, 375 px');
  await signInAtPortal(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expectNoSidewaysScroll(page, 375);
  await expectNoViolations(page, 'dashboard, offline, 375 px');
  await page.setViewportSize({ width: 1280, height: 800 });

  const listed = await api<{ data: { name: string; disponible: string }[] }>(page, '/api/client/projects', {
    page: 1,
  });
  const project = listed.body.data.find((p) => Number(p.disponible) >= 1000)!.name;
  await openFromMenu(page, 'Proyectos');
  await page.getByRole('button', { name: 'Continuar' }).click();
  // At 1280 px the primary market is a list, not the wide screens' table.
  await page
    .getByRole('list', { name: 'Proyectos del mercado primario' })
    .getByRole('button', { name: project, exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Detalle de la inversión de / });
  const balanceTab = dialog.getByRole('tab', { name: 'Saldo en la cuenta' });
  if (await balanceTab.isVisible()) await balanceTab.click();
  await dialog.getByLabel(/^Monto a invertir/).fill(AMOUNT);
  await dialog.getByRole('button', { name: 'Invertir', exact: true }).click();
  const result = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Aceptar' }) });
  await expect(result).toContainText('Inversión realizada con éxito');
  await result.getByRole('button', { name: 'Aceptar' }).click();

  // A client screen opened at its address, still offline: its own page from the cache, and its scripts and
  // styles read from the cache by the browser itself, through the route the worker declared when it installed.
  await page.goto('cliente/inversiones');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const assetSources = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
      .map(
        (entry) =>
          (entry as PerformanceResourceTiming & { workerFinalSourceType?: string }).workerFinalSourceType,
      ),
  );
  expect(assetSources.length).toBeGreaterThan(10);
  expect(new Set(assetSources)).toEqual(new Set(['cache']));
  // A table or, where it is too narrow for one, cards ('Inversiones activas (en tarjetas)'): the one shown.
  await expect(
    page
      .getByLabel(/^Inversiones activas/)
      .getByText(project)
      .locator('visible=true')
      .first(),
  ).toBeVisible();
});

test('PWA-05 SRV-70 a new version waits: "Hay una versión nueva", and on "Actualizar" the page reloads under it, signed in', async ({
  page,
  baseURL,
}, testInfo) => {
  const original = readFileSync(
    path.join(testInfo.project.metadata.distDir as string, 'simulator-worker.js'),
    'utf8',
  );
  const oldVersion = versionOf(original);
  // The site under an origin of its own: its worker and caches are this test's, and the other tests, which
  // run beside it on the same build, never meet the new version.
  const site = await siteOfItsOwn(baseURL!);
  try {
    await page.goto(site.url);
    await expect(page).toHaveURL(/\/portal$/);
    await waitForApp(page);
    await signInAtPortal(page);
    await expect
      .poll(() => storedFiles(page), { timeout: 30_000 })
      .toEqual({ [`simulador-${oldVersion}`]: listedFiles(testInfo) });

    // The host now serves a new build: its worker's script names another version of the site.
    const newVersion = `${oldVersion}n`;
    site.serveWorker(original.replace(`"version":"${oldVersion}"`, `"version":"${newVersion}"`));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.ready).update();
    });
    const notice = page.getByRole('status').filter({ hasText: 'Hay una versión nueva' });
    await expect(notice).toBeVisible();
    // Until the click, the old worker controls the page and the new one waits, its files stored beside.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return Boolean(registration.waiting) && navigator.serviceWorker.controller === registration.active;
      }),
    ).toBe(true);
    expect((await simulatorCaches(page)).sort()).toEqual([
      `simulador-${oldVersion}`,
      `simulador-${newVersion}`,
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const { width, height } of [
      { width: 1280, height: 800 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize({ width, height });
      const box = (await notice.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width && box.y + box.height <= height).toBe(true);
      await expectNoViolations(page, `new version notice, ${width} px`);
    }

    const reloaded = page.waitForEvent('framenavigated');
    await notice.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/cliente\/dashboard$/);
    await waitForApp(page);
    await expect(page.getByRole('status').filter({ hasText: 'Hay una versión nueva' })).toHaveCount(0);
    // The new version alone is stored; the session and the store are as they were.
    await expect.poll(() => simulatorCaches(page)).toEqual([`simulador-${newVersion}`]);
    const status = await api(page, '/api/client/dashboard', {});
    expect(status.status).toBe(200);
    await expect(page.locator('#client-loading')).toHaveCount(0);
  } finally {
    await site.close();
  }
});
