#!/usr/bin/env node
/**
 * npm run inp: how fast the client area answers what a prospect does, on a phone. Builds the site (`--no-build`
 * reuses dist/), serves it with `vite preview`, and in Debian's Chromium at 412 x 823 px with the CPU slowed
 * 4x (as Lighthouse's mobile preset) signs in as the demo investor and makes the prospect's interactions: open
 * the menu and a list page from it, 'Continuar' to the primary market, open a project's invest modal, switch
 * its tab, type an amount, book ('Invertir') and close the result. Each interaction's latency is read from the
 * browser's Event Timing API, as INP is: from the input to the next paint after its handlers ran, the longest
 * event of the interaction. `--runs N` repeats the journey in fresh contexts (default 3); the median of each
 * interaction is held to TARGET_MS, and the script exits 1 when one is over.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { waitUntilAnswering } from './child-processes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITE = path.join(root, 'node_modules/vite/bin/vite.js');
const PORT = 4321;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const TARGET_MS = 200;
const CPU_SLOWDOWN = 4;
const ACCOUNT = { email: 'demo@simulador.test', password: 'demo1234' };

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;

function run(argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited ${code}`)),
    );
  });
}

/** Collects every event of an interaction (interactionId > 0) from the page's load on. */
function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__interactions.push({ id: e.interactionId, name: e.name, ms: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Does `act`, waits for `settled` and for the browser to report the events, and returns the latency of the
 * interactions `act` made: the longest event of each, the longest of them if several (a typed amount).
 */
async function timed(page, act, settled) {
  const before = await page.evaluate(() => window.__interactions.length);
  await act();
  await settled();
  // Event Timing entries are queued after the paint that ends them.
  await page.waitForTimeout(300);
  const events = await page.evaluate((from) => window.__interactions.slice(from), before);
  const byId = new Map();
  for (const e of events) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.ms));
  return byId.size ? Math.max(...byId.values()) : 0;
}

async function journey(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeInteractions);
    await page.goto(`${ORIGIN}/portal`);
    await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.getByLabel(/^Correo electrónico/).fill(ACCOUNT.email);
    await page.getByLabel(/^Contraseña/).fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Entrar a mi cuenta' }).click();
    await page.waitForURL('**/cliente/dashboard', { timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const figures = {};
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    figures['abrir el menú'] = await timed(
      page,
      () => page.getByRole('button', { name: /menú/i }).first().click(),
      () => nav.getByRole('link', { name: 'Mis inversiones' }).waitFor(),
    );
    figures['abrir Mis inversiones'] = await timed(
      page,
      () => nav.getByRole('link', { name: 'Mis inversiones' }).click(),
      () => page.getByRole('heading', { level: 1, name: 'Mis inversiones' }).waitFor({ timeout: 30_000 }),
    );
    await page.getByRole('button', { name: /menú/i }).first().click();
    await nav.getByRole('link', { name: 'Proyectos' }).click();
    await page.getByRole('button', { name: 'Continuar' }).waitFor({ timeout: 30_000 });
    // On a phone the primary market is a list of cards, each with its invest button.
    const cards = page.getByRole('article');
    figures['Continuar al mercado primario'] = await timed(
      page,
      () => page.getByRole('button', { name: 'Continuar' }).click(),
      () => cards.first().waitFor({ timeout: 30_000 }),
    );
    const dialog = page.getByRole('dialog', { name: /^Detalle de la inversión de / });
    figures['abrir el modal de inversión'] = await timed(
      page,
      () => cards.first().getByRole('button').last().click(),
      () => dialog.waitFor({ timeout: 30_000 }),
    );
    const tabs = dialog.getByRole('tab');
    figures['cambiar de pestaña'] = await timed(
      page,
      () => tabs.nth(1).click(),
      () => page.waitForTimeout(100),
    );
    await dialog.getByRole('tab', { name: 'Saldo en la cuenta' }).click();
    const amount = dialog.getByLabel(/^Monto a invertir/);
    figures['escribir el monto'] = await timed(
      page,
      () => amount.pressSequentially('100', { delay: 120 }),
      () => page.waitForTimeout(100),
    );
    const result = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Aceptar' }) });
    figures['invertir'] = await timed(
      page,
      () => dialog.getByRole('button', { name: 'Invertir', exact: true }).click(),
      () => result.waitFor({ timeout: 30_000 }),
    );
    figures['cerrar el resultado'] = await timed(
      page,
      () => result.getByRole('button', { name: 'Aceptar' }).click(),
      () => result.waitFor({ state: 'detached', timeout: 30_000 }),
    );
    return figures;
  } catch (error) {
    // What the page showed when a step did not come: reports/inp-failure.png.
    await context.pages()[0]?.screenshot({ path: path.join(root, 'reports/inp-failure.png') });
    throw error;
  } finally {
    await context.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

if (!args.includes('--no-build')) await run([VITE, 'build', '--outDir', 'dist']);
const preview = spawn(process.execPath, [VITE, 'preview', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});
let failed = false;
try {
  await waitUntilAnswering(`${ORIGIN}/portal`, preview);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const all = [];
    for (let i = 0; i < runs; i++) {
      const figures = await journey(browser);
      all.push(figures);
      console.log(
        `run ${i + 1}: ${Object.entries(figures)
          .map(([k, v]) => `${k} ${Math.round(v)} ms`)
          .join(', ')}`,
      );
    }
    console.log(`\nInteraction to next paint, ${CPU_SLOWDOWN}x slower CPU, 412 px (median of ${runs}):`);
    for (const name of Object.keys(all[0])) {
      const values = all.map((f) => f[name]);
      const m = median(values);
      const ok = m <= TARGET_MS;
      failed ||= !ok;
      console.log(
        `  ${name.padEnd(32)} ${String(Math.round(m)).padStart(5)} ms of [${values.map(Math.round).join(', ')}]  target <= ${TARGET_MS} ms  ${ok ? 'PASS' : 'FAIL'}`,
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  preview.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
