#!/usr/bin/env node
/**
 * npm run lighthouse: builds the site, serves it with `vite preview` (which, like common static hosts with
 * clean URLs, answers /portal with portal.html), and runs Lighthouse (mobile preset, Debian's Chromium) several
 * times on each public entry, then signs in as the demo investor and does the same on five client-area screens.
 * Prints the median of each category score and of total blocking time and LCP against the targets below
 * (quality.md), and exits 1 when one is missed. `--runs N` sets the runs per screen (default 3); `--no-build`
 * reuses dist/; `--only PATH,PATH` audits just those screens. Run it on a quiet machine: a busy one inflates
 * blocking time.
 *
 * The client screens: the session is the tab's (its token in session storage, the simulated server in the
 * origin's IndexedDB), so one Puppeteer tab signs in through the login form and Lighthouse audits that same
 * tab with storage reset off. The HTTP cache is still cleared before each run, so every run loads the code
 * cold as Lighthouse does on the public entries. A run that does not end on the screen asked for (the guard
 * sent it to the login) fails the script. Each screen's last report is kept in reports/lighthouse/. The
 * 'CSP is effective against XSS' audit of each screen's last run must find nothing (its pages' policy,
 * scripts/content-security-policy.ts, which `vite preview` also sends as a header).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITE = path.join(root, 'node_modules/vite/bin/vite.js');
const PORT = 4319;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Lower bounds of the medians of the category scores; a category without one is shown for information. */
const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1 };
/** Upper bounds, in milliseconds, of the medians of these audits. */
const TIME_TARGETS = { 'total-blocking-time': 150, 'largest-contentful-paint': 1500 };
const TIMES = Object.keys(TIME_TARGETS);
/** The public entries, audited in a fresh tab each run; the client screens, in the signed-in tab. */
const SCREENS = [
  ...['/', '/portal', '/cotizador', '/nueva-cuenta'].map((path) => ({
    path,
    targets: TARGETS,
    timeTargets: TIME_TARGETS,
  })),
  // Each client screen opened at its address (issue 'a year in the demo': as fast as the entry).
  ...[
    '/cliente/dashboard',
    '/cliente/projectos',
    '/cliente/inversiones',
    '/cliente/ultradeposito',
    '/cliente/estado-de-cuenta',
  ].map((path) => ({
    path,
    signedIn: true,
    targets: { performance: 0.95, accessibility: 1 },
    timeTargets: { 'total-blocking-time': 150, 'largest-contentful-paint': 2000 },
  })),
];
/** A seeded demo account (README): a year of history, so the dashboard shows every kind of figure. */
const ACCOUNT = { email: 'demo@simulador.test', password: 'demo1234' };

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const build = !args.includes('--no-build');
// `--only /cliente/dashboard,/portal`: just these screens (a quicker look at one fix).
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;

function run(argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited ${code}`)),
    );
  });
}

async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * Opens a tab in the launched Chromium and signs in there through the login form, as a visitor would; the
 * first visit also seeds the simulated server. Returns the tab, whose session the client screens' runs use.
 */
async function signIn(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/portal`, { waitUntil: 'load' });
  // The prerendered form keeps what is typed, but a send is acted on only once the app is live.
  await page.waitForSelector('#root[data-live]', { timeout: 30_000 });
  await page.type('input[name="email"]', ACCOUNT.email);
  await page.type('input[name="password"]', ACCOUNT.password);
  await Promise.all([
    page.waitForFunction(() => location.pathname.startsWith('/cliente/'), { timeout: 60_000 }),
    page.click('button[type="submit"]'),
  ]);
  if (!(await page.evaluate(() => sessionStorage.getItem('token'))))
    throw new Error('signed in, but the tab holds no token');
  console.log(`  signed in as ${ACCOUNT.email}: ${new URL(page.url()).pathname}`);
  return { browser, page };
}

/** Fails unless the audited tab ended on `path` signed in, not on the login a tab without a session is sent to. */
async function assertOnScreen(lhr, page, path) {
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  const state = await page.evaluate(() => ({
    path: location.pathname,
    token: sessionStorage.getItem('token') !== null,
    loginForm: document.querySelector('input[name="password"]') !== null,
  }));
  if (finalPath !== path || state.path !== path || !state.token || state.loginForm) {
    throw new Error(
      `Lighthouse did not audit ${path} signed in: it ended on ${finalPath} (tab: ${state.path}, token ${state.token ? 'kept' : 'gone'}, login form ${state.loginForm ? 'shown' : 'absent'})`,
    );
  }
}

if (build) await run([VITE, 'build', '--outDir', 'dist']);
const preview = spawn(process.execPath, [VITE, 'preview', '--port', String(PORT), '--strictPort'], {
  cwd: root,
  stdio: 'ignore',
});
let failed = false;
try {
  await waitFor(`http://127.0.0.1:${PORT}/portal`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  mkdirSync(path.join(root, 'reports/lighthouse'), { recursive: true });
  let signedIn = null;
  try {
    for (const screen of SCREENS.filter((s) => !only || only.includes(s.path))) {
      const url = `http://127.0.0.1:${PORT}${screen.path}`;
      let page;
      if (screen.signedIn) {
        signedIn ??= await signIn(chrome.port);
        page = signedIn.page;
      }
      const scores = Object.fromEntries(CATEGORIES.map((key) => [key, []]));
      const times = Object.fromEntries(TIMES.map((id) => [id, []]));
      for (let i = 0; i < runs; i++) {
        if (page) await (await page.createCDPSession()).send('Network.clearBrowserCache');
        const result = await lighthouse(
          url,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            disableStorageReset: Boolean(page),
          },
          undefined,
          page,
        );
        if (page) await assertOnScreen(result.lhr, page, screen.path);
        for (const key of CATEGORIES) scores[key].push(result.lhr.categories[key].score);
        for (const id of TIMES) times[id].push(result.lhr.audits[id].numericValue);
        const metric = (id) => result.lhr.audits[id]?.displayValue ?? '-';
        console.log(
          `  ${screen.path} run ${i + 1}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
        );
        if (i === runs - 1) {
          const name = screen.path.replace(/^\/$/, '/index').slice(1).replaceAll('/', '-');
          writeFileSync(path.join(root, `reports/lighthouse/${name}.json`), result.report);
          const failing = Object.values(result.lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id);
          if (failing.length) console.log(`  ${screen.path} audits below 1: ${failing.join(', ')}`);
          // 'CSP is effective against XSS' scores nothing (informative): its findings are what it says.
          const findings = result.lhr.audits['csp-xss']?.details?.items ?? [];
          for (const f of findings) console.log(`  ${screen.path} CSP: ${f.severity}: ${f.description}`);
          failed ||= findings.length > 0;
          console.log(
            `${screen.path.padEnd(19)} ${'csp-xss'.padEnd(24)} ${findings.length} findings  ${findings.length ? 'FAIL' : 'PASS'}`,
          );
        }
      }
      for (const [key, values] of Object.entries(scores)) {
        const m = median(values);
        const target = screen.targets[key];
        const ok = target === undefined || m >= target;
        failed ||= !ok;
        console.log(
          `${screen.path.padEnd(19)} ${key.padEnd(24)} median ${m.toFixed(2)} of [${values.map((v) => v.toFixed(2)).join(', ')}]  ${target === undefined ? 'no target' : `target >= ${target}  ${ok ? 'PASS' : 'FAIL'}`}`,
        );
      }
      for (const [id, values] of Object.entries(times)) {
        const m = median(values);
        const target = screen.timeTargets[id];
        const ok = target === undefined || m <= target;
        failed ||= !ok;
        console.log(
          `${screen.path.padEnd(19)} ${id.padEnd(24)} median ${Math.round(m)} ms of [${values.map((v) => Math.round(v)).join(', ')}]  ${target === undefined ? 'no target' : `target <= ${target} ms  ${ok ? 'PASS' : 'FAIL'}`}`,
        );
      }
    }
  } finally {
    await signedIn?.browser.disconnect();
    await chrome.kill();
  }
} finally {
  preview.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
