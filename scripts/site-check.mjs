#!/usr/bin/env node
/**
 * npm run check:site: every page of the built site (dist/, `npm run build`) opened in Chromium at 375 and
 * 1280 px, as the demo's client, and what a person would see wrong counted on each:
 *   - images that did not load (naturalWidth 0 once complete): the broken-image icon;
 *   - tab lists taller than one line of tabs (a tab bar that wrapped);
 *   - sideways scroll: the page wider than the window, or a table or list that scrolls sideways inside it.
 * A page's dialogs that hold tab bars (the invest modal) are opened too. Exits 1 when anything is found.
 *
 *   node scripts/site-check.mjs [--shots <dir>]    (--shots: a full-page screenshot of each page and width)
 */
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { childProcesses, portIsFree, waitUntilAnswering } from './child-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const PORT = 4337;
const BASE = `http://${HOST}:${PORT}/`;
const WIDTHS = [375, 1280];
const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

const args = process.argv.slice(2);
const shotsDir = args.includes('--shots') ? path.resolve(args[args.indexOf('--shots') + 1]) : undefined;

/** The public pages, then the client's, each with what it waits for and, for some, a dialog to open. */
const PAGES = [
  { path: '', signedIn: false },
  { path: 'portal', signedIn: false },
  { path: 'login', signedIn: false },
  { path: 'nueva-cuenta', signedIn: false },
  { path: 'cotizador', signedIn: false },
  { path: 'forgot', signedIn: false },
  { path: 'cliente/dashboard' },
  { path: 'cliente/projectos' },
  { path: 'cliente/projectos?listado=true', open: 'Invertir' },
  { path: 'cliente/projectos?listado=true&mercado=secondary' },
  { path: 'cliente/inversiones?listado=true' },
  { path: 'cliente/ofertas?listado=true' },
  { path: 'cliente/estado-de-cuenta' },
  { path: 'cliente/inversion-automatica' },
  { path: 'cliente/diversificacion' },
  { path: 'cliente/ultradeposito' },
  { path: 'cliente/ultradeposito?pestana=reportar' },
  { path: 'cliente/retiro' },
  { path: 'cliente/user-tarjeta' },
  { path: 'cliente/user-tarjeta?pestana=agregar' },
  { path: 'cliente/user-profile' },
];

/** What is wrong on the page as it stands: broken images, wrapped tab lists, sideways scroll. */
function inspect() {
  const describe = (el) => {
    const label = el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.textContent ?? '';
    return `<${el.tagName.toLowerCase()}> ${label.trim().replace(/\s+/g, ' ').slice(0, 60)}`;
  };
  const brokenImages = [...document.images]
    .filter((img) => img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
    .map((img) => `${img.getAttribute('src')} (${describe(img)})`);
  const wrappedTabs = [...document.querySelectorAll('[role="tablist"]')]
    .filter((list) => {
      const tops = new Set(
        [...list.querySelectorAll('[role="tab"]')]
          .filter((tab) => tab.getBoundingClientRect().width > 0)
          .map((tab) => Math.round(tab.getBoundingClientRect().top + list.scrollTop)),
      );
      return tops.size > 1;
    })
    .map(describe);
  const sideways = [];
  if (document.documentElement.scrollWidth > window.innerWidth)
    sideways.push(`the page: ${document.documentElement.scrollWidth} px in ${window.innerWidth}`);
  for (const el of document.querySelectorAll('body *')) {
    if (el.closest('[role="tablist"]')) continue; // a tab bar scrolls sideways by design
    const style = getComputedStyle(el);
    if (!['auto', 'scroll'].includes(style.overflowX)) continue;
    if (el.scrollWidth > el.clientWidth + 1 && el.getBoundingClientRect().height > 0)
      sideways.push(`${describe(el)}: ${el.scrollWidth} px in ${el.clientWidth}`);
  }
  return { brokenImages, wrappedTabs, sideways };
}

async function signIn(page) {
  await page.goto(`${BASE}portal`);
  await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => '__simulator' in window, null, { timeout: 15_000 });
  await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/client/authenticate', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = await response.json();
    sessionStorage.setItem('token', body.success.token);
    sessionStorage.setItem('token_at', String(Date.now()));
  }, DEMO);
}

/** Waits until the page is quiet: no loading status, no busy region, the network idle. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(
      () =>
        !document.querySelector('#client-loading, [aria-busy="true"], [data-skeleton]') &&
        ![...document.querySelectorAll('[role="status"]')].some((el) =>
          /Cargando/.test(el.textContent ?? ''),
        ),
      null,
      { timeout: 10_000 },
    )
    .catch(() => {});
  await page.waitForTimeout(300);
}

async function main() {
  if (!(await portIsFree(PORT, HOST))) throw new Error(`port ${PORT} is taken`);
  const { start, stopAll } = childProcesses({ cwd: root, log: () => {} });
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const child = start([vite, 'preview', '--host', HOST, '--port', String(PORT), '--strictPort'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let problems = 0;
  try {
    await waitUntilAnswering(BASE, child);
    if (shotsDir) await mkdir(shotsDir, { recursive: true });
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' });
      const page = await context.newPage();
      let signedIn = false;
      for (const entry of PAGES) {
        if (entry.signedIn !== false && !signedIn) {
          await signIn(page);
          signedIn = true;
        }
        await page.goto(`${BASE}${entry.path}`);
        await settle(page);
        const found = [await page.evaluate(inspect)];
        const name = `${entry.path || 'inicio'}`.replace(/[/?&=]+/g, '_');
        if (shotsDir)
          await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
        if (entry.open) {
          // The phone's cards have an 'Invertir' button; the list's rows open a project from its name.
          const button = page.getByRole('button', { name: entry.open }).first();
          if (await button.isVisible()) await button.click();
          else await page.locator('[data-project-id]:visible').first().getByRole('button').first().click();
          await page.getByRole('dialog').waitFor();
          await settle(page);
          found.push(await page.evaluate(inspect));
          if (shotsDir)
            await page.screenshot({
              path: path.join(shotsDir, `${name}-dialogo-${width}.png`),
              fullPage: true,
            });
          await page.keyboard.press('Escape');
        }
        const lines = found.flatMap((f) => [
          ...f.brokenImages.map((s) => `broken image ${s}`),
          ...f.wrappedTabs.map((s) => `tab list on more than one line: ${s}`),
          ...f.sideways.map((s) => `sideways scroll: ${s}`),
        ]);
        problems += lines.length;
        console.log(`${lines.length ? '✗' : '✓'} ${width} px /${entry.path}`);
        for (const line of lines) console.log(`    ${line}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    stopAll();
  }
  console.log(`${PAGES.length} pages at ${WIDTHS.join(' and ')} px: ${problems} problems`);
  return problems ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
