#!/usr/bin/env node
/**
 * npm run bench:browser: times the simulated server where it really runs, in Debian's Chromium against the
 * built site: each call goes from the page's fetch to the simulator's service worker, whose handlers answer
 * it over Chromium's IndexedDB. The site is built once into dist-bench with VITE_SIMULATOR_DELAY_MS=0 (the
 * figures exclude the artificial delay), next to a bench-only bundle in dist-bench/bench/ (tests/bench's
 * dataset.ts and calls.ts and the store's StoreDb, as ES modules the page imports), and served with
 * `vite preview` on port 4399. It measures, each on fresh browser contexts (a fresh IndexedDB):
 *
 * 1. first-visit seeding, on 5 contexts: the 'simulator:seed' measure of mocks/store/ready.ts (a first visit
 *    seeds in the page, with the server script the worker also imports), and the time from the first key press
 *    (which starts the simulator) to window.__simulator (the simulator ready);
 * 2. every call of tests/bench/calls.ts from the page (fetch + performance.now()): BENCH_WARMUP warm-up
 *    requests, then BENCH_ROUNDS rounds of BENCH_RUNS timed ones; p50, p95 and max are the medians over the
 *    rounds, as in server.bench.ts. Datasets: the seed (as the demo persona, signed in through the API; the
 *    deletions take the bench client's stock), the seed plus dataset.ts's LARGE set, and the seed plus
 *    1,000,000 movements of the bench client (statement and dashboard calls only). The bench data is
 *    written with bulkAdd straight into the page's IndexedDB; each fill is timed;
 * 3. concurrency on the LARGE set: 4 tabs of one context each firing 2 read calls at once, BENCH_WAVES waves
 *    of 8 requests: throughput and p95;
 * 4. the clock's jumps, each on CLOCK_CONTEXTS fresh contexts: the demo investor signed in, the simulator's
 *    clock moved 30 days or a year (/api/simulador/reloj), then her first call (the dashboard), which settles
 *    every payment, approval and strategy investment that fell due, and a sign-in after it. Targets (issue
 *    'a year in the demo'): a 30-day jump settled within 1 s, a year within 3 s.
 *
 * Prints the table and writes reports/bench-browser.json. Nothing fails on time (a shared 2-core machine is
 * noisy); a call that does not answer 200 fails the run, naming the call. `--no-build` reuses dist-bench;
 * `--only-clock` times the clock's jumps alone and writes no report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { childProcesses, portIsFree, waitUntilAnswering } from './child-processes.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITE = path.join(root, 'node_modules/vite/bin/vite.js');
const OUT_DIR = 'dist-bench';
const HOST = '127.0.0.1';
const PORT = 4399;
const ORIGIN = `http://${HOST}:${PORT}`;

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 10);
const WAVES = Number(process.env.BENCH_WAVES ?? 50);
const SEEDINGS = 5;
const CLOCK_CONTEXTS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The jumps timed, with the target of the time from the jump to the settled first answer. */
const CLOCK_JUMPS = [
  { name: '30 días', ms: 30 * DAY_MS, targetMs: 1000 },
  { name: 'un año', ms: 365 * DAY_MS, targetMs: 3000 },
];
const DEMO = { email: 'demo@simulador.test', password: 'demo1234' };

/** The deepest page asked at 1,000,000 movements: the middle of the statement (10 lines a page). */
const MIDDLE_OF_1M = {
  name: 'balance/list p50000',
  path: '/api/client/balance/list',
  body: { page: 50_000 },
  token: true,
};

/**
 * The datasets, each on a fresh browser context. `fill` is what the page writes on top of the seed (see
 * fillStore); `calls` limits the calls timed (all of calls.ts when absent); `extra` adds calls of its own.
 */
const DATASETS = [
  { name: 'seed', fill: 'seed', targetP95Ms: 30 },
  { name: 'seed + 100k mov, 10k proj, 10k offers', fill: 'large', targetP95Ms: 30, concurrency: true },
  {
    name: 'seed + 1M movements',
    fill: 'movements',
    targetP95Ms: 50,
    calls: ['dashboard', 'balance/list p1', 'balance/list p5000'],
    extra: [MIDDLE_OF_1M],
  },
];

/** What each of the 4 tabs fires at once, wave after wave, in the concurrency test: read calls only. */
const CONCURRENT_PAIRS = [
  ['dashboard', 'balance/list p1'],
  ['projects p1', 'investments p1'],
  ['offers p1', 'projects/secundario p1'],
  ['investments/filtros', 'projects/all_projects'],
];

const log = (message) => console.log(`[bench:browser] ${message}`);

const { start, run, stopAll } = childProcesses({ cwd: root, log });

// --- building ---------------------------------------------------------------------------------------------

async function buildSite() {
  log(`building the site into ${OUT_DIR} with VITE_SIMULATOR_DELAY_MS=0`);
  const code = await run([VITE, 'build', '--outDir', OUT_DIR, '--emptyOutDir'], {
    env: { ...process.env, VITE_SIMULATOR_DELAY_MS: '0' },
  });
  if (code !== 0) throw new Error(`vite build exited with code ${code}`);

  // The bench-only modules, served beside the site and imported by the page. dataset.ts sizes the bench
  // client's stock of beneficiaries to delete from the BENCH_* variables: they are fixed here.
  log(`bundling tests/bench for the page into ${OUT_DIR}/bench`);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': path.join(root, 'src') } },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      'process.env.BENCH_RUNS': JSON.stringify(String(RUNS)),
      'process.env.BENCH_ROUNDS': JSON.stringify(String(ROUNDS)),
      'process.env.BENCH_WARMUP': JSON.stringify(String(WARMUP)),
    },
    build: {
      outDir: path.join(OUT_DIR, 'bench'),
      emptyOutDir: true,
      target: 'es2022',
      lib: {
        entry: {
          dataset: path.join(root, 'tests/bench/dataset.ts'),
          calls: path.join(root, 'tests/bench/calls.ts'),
          db: path.join(root, 'mocks/store/db.ts'),
        },
        formats: ['es'],
      },
    },
  });
}

// --- in the page --------------------------------------------------------------------------------------------

/** A fresh page of `context` on /portal with the simulator started by a key press, as a visitor starts it. */
async function openSimulator(context) {
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/portal`);
  await page.locator('#root[data-live]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.evaluate(() => {
    window.__benchReady = new Promise((resolve) => {
      const pressed = () => {
        const t0 = performance.now();
        const poll = () => ('__simulator' in window ? resolve(performance.now() - t0) : setTimeout(poll, 2));
        poll();
      };
      document.addEventListener('keydown', pressed, { capture: true, once: true });
    });
  });
  await page.keyboard.press('Shift');
  const readyMs = await Promise.race([
    page.evaluate(() => window.__benchReady),
    new Promise((_, reject) => {
      setTimeout(() => reject(new Error('the simulator did not start within 120 s')), 120_000).unref();
    }),
  ]);
  const seedMs = await page.evaluate(
    () => performance.getEntriesByName('simulator:seed', 'measure')[0]?.duration ?? null,
  );
  // A first visit's page answers its own calls while the worker installs; the timed fetch() calls are the
  // worker's, so they wait for it to take the page.
  await page.waitForFunction(() => window.__simulator.answeredBy === 'worker', null, { timeout: 60_000 });
  return { page, readyMs, seedMs };
}

/**
 * Writes the bench data into the page's IndexedDB with dataset.ts (bulkAdd, no handler runs), through a
 * StoreDb of its own on the database the site opened: the bench client and its session always, then
 * 'large' adds LARGE (100k movements, 10k projects, 10k offers) and 'movements' 1,000,000 movements.
 */
async function fillStore(page, kind) {
  return page.evaluate(async (kind) => {
    const [{ StoreDb }, dataset] = await Promise.all([import('/bench/db.js'), import('/bench/dataset.js')]);
    const now = await window.__simulator.now();
    const db = new StoreDb();
    await db.open();
    const t0 = performance.now();
    const clientId = await dataset.addBenchClient(db, now);
    if (kind === 'large') await dataset.addLargeDataset(db, clientId, now);
    if (kind === 'movements') {
      await dataset.addLargeDataset(db, clientId, now, { movements: 1_000_000, projects: 0, offers: 0 });
    }
    const ms = performance.now() - t0;
    db.close();
    return { ms, benchToken: dataset.BENCH_TOKEN };
  }, kind);
}

async function signIn(page, { email, password }) {
  const { status, body } = await page.evaluate(
    async (credentials) => {
      const response = await fetch('/api/client/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      return { status: response.status, body: await response.json() };
    },
    { email, password },
  );
  if (status !== 200 || !body.success?.token) throw new Error(`signing in as ${email} answered ${status}`);
  return body.success.token;
}

/** The calls of tests/bench/calls.ts, as the page's bundle has them: name and whether it needs a token. */
async function benchCalls(page) {
  return page.evaluate(async () => {
    const { BENCH_CALLS } = await import('/bench/calls.js');
    return BENCH_CALLS.map((c) => ({ name: c.name, token: c.token === true }));
  });
}

/**
 * Times one call in the page: the first request, WARMUP - 1 more untimed, then ROUNDS rounds of RUNS timed
 * ones. The call is calls.ts's own entry (its path may change per request) or `extra`. Returns the samples,
 * or the first answer that was not 200.
 */
async function timeCall(page, { name, extra, token }) {
  return page.evaluate(
    async ({ name, extra, token, warmup, runs, rounds }) => {
      const { BENCH_CALLS } = await import('/bench/calls.js');
      const call = extra ?? BENCH_CALLS.find((c) => c.name === name);
      const send = async () => {
        const headers = { 'Content-Type': 'application/json' };
        if (call.token) headers.Authorization = `Bearer ${token}`;
        const method = call.method ?? 'POST';
        const t0 = performance.now();
        const response = await fetch(call.path, {
          method,
          headers,
          ...(method === 'GET' ? {} : { body: JSON.stringify(call.body) }),
        });
        const text = await response.text();
        return { ms: performance.now() - t0, status: response.status, text };
      };
      const first = await send();
      if (first.status !== 200) return { failed: first.status, text: first.text.slice(0, 300) };
      for (let i = 1; i < warmup; i += 1) await send();
      const samples = [];
      for (let r = 0; r < rounds; r += 1) {
        const round = [];
        for (let i = 0; i < runs; i += 1) {
          const { ms, status, text } = await send();
          if (status !== 200) return { failed: status, text: text.slice(0, 300) };
          round.push(ms);
        }
        samples.push(round);
      }
      return { firstMs: first.ms, samples };
    },
    { name, extra, token, warmup: WARMUP, runs: RUNS, rounds: ROUNDS },
  );
}

/** One wave in one tab: its calls fired at once; each request's start and end on the browser's clock. */
async function fireAtOnce(page, names, token) {
  return page.evaluate(
    async ({ names, token }) => {
      const { BENCH_CALLS } = await import('/bench/calls.js');
      return Promise.all(
        names.map(async (name) => {
          const call = BENCH_CALLS.find((c) => c.name === name);
          const start = performance.timeOrigin + performance.now();
          const response = await fetch(call.path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
            body: JSON.stringify(call.body),
          });
          await response.arrayBuffer();
          return { name, status: response.status, start, end: performance.timeOrigin + performance.now() };
        }),
      );
    },
    { names, token },
  );
}

// --- figures ------------------------------------------------------------------------------------------------

function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function summary(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] };
}

const ms = (value) => (value === null ? '-' : value.toFixed(1));

// --- the measurements ---------------------------------------------------------------------------------------

async function measureSeeding(browser) {
  const runs = [];
  for (let i = 0; i < SEEDINGS; i += 1) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      const { seedMs, readyMs } = await openSimulator(context);
      if (seedMs === null) throw new Error('a fresh context did not seed: no simulator:seed measure');
      runs.push({ seedMs, readyMs });
      log(`seeding ${i + 1}/${SEEDINGS}: seed ${ms(seedMs)} ms, key press to simulator ${ms(readyMs)} ms`);
    } finally {
      await context.close();
    }
  }
  const stats = (key) => ({
    median: median(runs.map((r) => r[key])),
    max: Math.max(...runs.map((r) => r[key])),
  });
  return { runs, seed: stats('seedMs'), ready: stats('readyMs') };
}

async function measureDataset(browser, dataset, rows) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    const { page, seedMs } = await openSimulator(context);
    const fill = await fillStore(page, dataset.fill);
    log(
      `${dataset.name}: seeded in ${ms(seedMs)} ms, bench data written in ${(fill.ms / 1000).toFixed(1)} s`,
    );
    // On the seed the calls are the demo persona's; only the deletions need the bench client's stock.
    const demoToken = dataset.fill === 'seed' ? await signIn(page, DEMO) : null;
    const all = await benchCalls(page);
    const calls = [
      ...all.filter((c) => !dataset.calls || dataset.calls.includes(c.name)),
      ...(dataset.extra ?? []).map((extra) => ({ name: extra.name, token: true, extra })),
    ];
    for (const call of calls) {
      const as = demoToken && call.name !== 'beneficiario_delete/:id' ? 'demo' : 'bench';
      const token = as === 'demo' ? demoToken : fill.benchToken;
      const result = await timeCall(page, { name: call.name, extra: call.extra, token });
      if (result.failed) {
        throw new Error(`${call.name} on ${dataset.name} answered ${result.failed}: ${result.text}`);
      }
      const rounds = result.samples.map(summary);
      const p95 = median(rounds.map((r) => r.p95));
      const row = {
        call: call.name,
        dataset: dataset.name,
        as: call.token ? as : 'none',
        firstMs: result.firstMs,
        p50: median(rounds.map((r) => r.p50)),
        p95,
        max: median(rounds.map((r) => r.max)),
        targetP95: dataset.targetP95Ms,
        withinTarget: p95 < dataset.targetP95Ms,
        rounds,
      };
      rows.push(row);
      log(`${dataset.name} | ${call.name}: p50 ${ms(row.p50)}, p95 ${ms(row.p95)}, max ${ms(row.max)} ms`);
    }
    const concurrency = dataset.concurrency ? await measureConcurrency(context, page, fill.benchToken) : null;
    return { dataset: dataset.name, seedMs, fillMs: fill.ms, concurrency };
  } finally {
    await context.close();
  }
}

/** 4 tabs of one context, each firing its pair of read calls at once: 8 requests in flight, wave after wave. */
async function measureConcurrency(context, firstPage, token) {
  const pages = [firstPage];
  for (let i = 1; i < CONCURRENT_PAIRS.length; i += 1) pages.push((await openSimulator(context)).page);
  const wave = async () => {
    const results = (
      await Promise.all(pages.map((p, i) => fireAtOnce(p, CONCURRENT_PAIRS[i], token)))
    ).flat();
    const refused = results.find((r) => r.status !== 200);
    if (refused) throw new Error(`${refused.name} answered ${refused.status} under concurrency`);
    return results;
  };
  for (let i = 0; i < 3; i += 1) await wave();
  const latencies = [];
  let busyMs = 0;
  const t0 = performance.now();
  for (let i = 0; i < WAVES; i += 1) {
    const results = await wave();
    latencies.push(...results.map((r) => r.end - r.start));
    busyMs += Math.max(...results.map((r) => r.end)) - Math.min(...results.map((r) => r.start));
  }
  const wallMs = performance.now() - t0;
  const sorted = latencies.sort((a, b) => a - b);
  const figures = {
    tabs: pages.length,
    inFlight: CONCURRENT_PAIRS.flat().length,
    pairs: CONCURRENT_PAIRS,
    waves: WAVES,
    requests: sorted.length,
    // Requests per second while a wave was in flight (the browser's clock), and over the whole loop.
    throughputRps: (sorted.length / busyMs) * 1000,
    wallThroughputRps: (sorted.length / wallMs) * 1000,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1],
  };
  log(`concurrency: ${figures.throughputRps.toFixed(0)} req/s, p95 ${ms(figures.p95)} ms`);
  return figures;
}

/** One POST from the page, timed; fails the run unless it answers 200. */
async function timedPost(page, path, body, token) {
  const result = await page.evaluate(
    async ({ path, body, token }) => {
      const headers = { 'Content-Type': 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const t0 = performance.now();
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await response.text();
      return { ms: performance.now() - t0, status: response.status, text: text.slice(0, 300) };
    },
    { path, body, token },
  );
  if (result.status !== 200) throw new Error(`${path} answered ${result.status}: ${result.text}`);
  return result.ms;
}

/**
 * The demo investor's clock jumps: on each fresh context, the jump itself, her first call after it (the
 * dashboard: it settles what fell due), and a password sign-in after that (the two authenticate calls).
 */
async function measureClockJumps(browser) {
  const results = [];
  for (const jump of CLOCK_JUMPS) {
    const runs = [];
    for (let i = 0; i < CLOCK_CONTEXTS; i += 1) {
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      try {
        const { page } = await openSimulator(context);
        const token = await signIn(page, DEMO);
        await timedPost(page, '/api/client/dashboard', {}, token); // nothing due yet: a plain read
        const jumpMs = await timedPost(page, '/api/simulador/reloj', { avanzar_ms: jump.ms });
        const settleMs = await timedPost(page, '/api/client/dashboard', {}, token);
        const t0 = Date.now();
        await signIn(page, DEMO);
        await signIn(page, DEMO);
        const signInMs = Date.now() - t0;
        runs.push({ jumpMs, settleMs, signInMs });
        log(
          `clock ${jump.name} ${i + 1}/${CLOCK_CONTEXTS}: jump ${ms(jumpMs)} ms, first call ${ms(settleMs)} ms, sign-in after ${signInMs} ms`,
        );
      } finally {
        await context.close();
      }
    }
    const totalMs = median(runs.map((r) => r.jumpMs + r.settleMs));
    results.push({
      jump: jump.name,
      ms: jump.ms,
      runs,
      medianJumpMs: median(runs.map((r) => r.jumpMs)),
      medianSettleMs: median(runs.map((r) => r.settleMs)),
      medianSignInMs: median(runs.map((r) => r.signInMs)),
      medianTotalMs: totalMs,
      targetMs: jump.targetMs,
      withinTarget: totalMs <= jump.targetMs,
    });
  }
  return results;
}

function printReport({ rows, seeding, datasets, clock }) {
  const width = Math.max(4, ...rows.map((r) => r.call.length));
  const datasetWidth = Math.max(7, ...rows.map((r) => r.dataset.length));
  const num = (value) => ms(value).padStart(8);
  console.log(
    [
      '',
      `Simulated server in Chromium, ms per request from the page (median of ${ROUNDS} rounds of ${RUNS} requests, ${WARMUP} warm-up requests, delay 0):`,
      `${'call'.padEnd(width)}  ${'dataset'.padEnd(datasetWidth)}  ${'first'.padStart(8)}  ${'p50'.padStart(8)}  ${'p95'.padStart(8)}  ${'max'.padStart(8)}  target p95`,
      ...rows.map(
        (r) =>
          `${r.call.padEnd(width)}  ${r.dataset.padEnd(datasetWidth)}  ${num(r.firstMs)}  ${num(r.p50)}  ${num(r.p95)}  ${num(r.max)}  < ${r.targetP95}  ${r.withinTarget ? 'ok' : 'OVER'}`,
      ),
      "On the seed the calls are the demo persona's (beneficiario_delete: the bench client's stock); on the others the bench client's.",
      '',
      seeding &&
        `First-visit seeding (${SEEDINGS} fresh contexts): simulator:seed median ${ms(seeding.seed.median)} ms, max ${ms(seeding.seed.max)} ms; key press to simulator ready median ${ms(seeding.ready.median)} ms, max ${ms(seeding.ready.max)} ms`,
      ...datasets.map(
        (d) =>
          `Bench data written: ${d.dataset}: ${(d.fillMs / 1000).toFixed(1)} s (that context's seeding ${ms(d.seedMs)} ms)`,
      ),
      ...datasets
        .filter((d) => d.concurrency)
        .map(
          ({ dataset, concurrency: c }) =>
            `Concurrency on ${dataset}: ${c.tabs} tabs x 2 calls (${c.inFlight} at once), ${c.waves} waves: ${c.throughputRps.toFixed(0)} req/s (${c.wallThroughputRps.toFixed(0)} req/s over the whole loop), p50 ${ms(c.p50)} ms, p95 ${ms(c.p95)} ms, max ${ms(c.max)} ms`,
        ),
      ...clock.map(
        (c) =>
          `The demo investor's clock moved ${c.jump} (median of ${c.runs.length} contexts): jump ${ms(c.medianJumpMs)} ms + first call, settled, ${ms(c.medianSettleMs)} ms = ${ms(c.medianTotalMs)} ms (target <= ${c.targetMs} ms ${c.withinTarget ? 'ok' : 'OVER'}); a sign-in after it ${ms(c.medianSignInMs)} ms`,
      ),
    ]
      .filter((line) => line !== null)
      .join('\n'),
  );
}

async function main() {
  const startedAt = Date.now();
  if (!process.argv.includes('--no-build')) await buildSite();
  if (!(await portIsFree(PORT, HOST))) {
    throw new Error(`port ${PORT} on ${HOST} is taken: stop whatever listens there and run again`);
  }
  const preview = start(
    [VITE, 'preview', '--outDir', OUT_DIR, '--port', String(PORT), '--strictPort', '--host', HOST],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  log(`serving ${OUT_DIR} at ${ORIGIN} (PID ${preview.pid})`);
  await waitUntilAnswering(`${ORIGIN}/portal`, preview);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const clockOnly = process.argv.includes('--only-clock');
    const seeding = clockOnly ? null : await measureSeeding(browser);
    const rows = [];
    const datasets = [];
    if (!clockOnly)
      for (const dataset of DATASETS) datasets.push(await measureDataset(browser, dataset, rows));
    const clock = await measureClockJumps(browser);
    const report = { rows, seeding, datasets, clock };
    if (clockOnly) {
      printReport({ ...report, seeding: null });
      return;
    }
    printReport(report);
    const file = path.join(root, 'reports', 'bench-browser.json');
    mkdirSync(path.dirname(file), { recursive: true });
    const settings = {
      runs: RUNS,
      rounds: ROUNDS,
      warmup: WARMUP,
      waves: WAVES,
      seedings: SEEDINGS,
      delayMs: 0,
    };
    const concurrency = datasets.find((d) => d.concurrency)?.concurrency ?? null;
    writeFileSync(
      file,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), settings, unit: 'ms', rows, seeding, fills: datasets, concurrency, clock }, null, 2)}\n`,
    );
    log(
      `written to ${path.relative(root, file)}; the run took ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
    );
  } finally {
    await browser.close();
  }
}

main()
  .then(() => {
    stopAll();
    process.exit(0);
  })
  .catch((error) => {
    console.error(`[bench:browser] ${error instanceof Error ? error.message : String(error)}`);
    stopAll();
    process.exit(1);
  });
