#!/usr/bin/env node
/**
 * npm run lighthouse: builds the site, serves it with `vite preview` (which, like common static hosts with
 * clean URLs, answers /portal with portal.html), and runs Lighthouse (mobile preset, Debian's Chromium) several
 * times on each public entry. Prints the median of each category score and of total blocking time and LCP
 * against the targets below, and exits 1 when one is missed. `--runs N` sets the runs per screen (default 3);
 * `--no-build` reuses dist/. Run it on a quiet machine: a busy one inflates blocking time.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITE = path.join(root, 'node_modules/vite/bin/vite.js');
const PORT = 4319;
const SCREENS = ['/', '/portal', '/cotizador', '/nueva-cuenta'];
const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1 };
/** Upper bounds, in milliseconds, of the medians of these audits. */
const TIME_TARGETS = { 'total-blocking-time': 150, 'largest-contentful-paint': 1500 };

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const build = !args.includes('--no-build');

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
  try {
    for (const screen of SCREENS) {
      const scores = { performance: [], accessibility: [], 'best-practices': [] };
      const times = Object.fromEntries(Object.keys(TIME_TARGETS).map((id) => [id, []]));
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`http://127.0.0.1:${PORT}${screen}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: Object.keys(TARGETS),
        });
        for (const key of Object.keys(TARGETS)) scores[key].push(result.lhr.categories[key].score);
        for (const id of Object.keys(TIME_TARGETS)) times[id].push(result.lhr.audits[id].numericValue);
        const metric = (id) => result.lhr.audits[id]?.displayValue ?? '-';
        console.log(
          `  ${screen} run ${i + 1}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
        );
        if (i === runs - 1) {
          const failing = Object.values(result.lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id);
          if (failing.length) console.log(`  ${screen} audits below 1: ${failing.join(', ')}`);
        }
      }
      for (const [key, values] of Object.entries(scores)) {
        const m = median(values);
        const ok = m >= TARGETS[key];
        failed ||= !ok;
        console.log(
          `${screen.padEnd(13)} ${key.padEnd(24)} median ${m.toFixed(2)} of [${values.map((v) => v.toFixed(2)).join(', ')}]  target >= ${TARGETS[key]}  ${ok ? 'PASS' : 'FAIL'}`,
        );
      }
      for (const [id, values] of Object.entries(times)) {
        const m = median(values);
        const ok = m <= TIME_TARGETS[id];
        failed ||= !ok;
        console.log(
          `${screen.padEnd(13)} ${id.padEnd(24)} median ${Math.round(m)} ms of [${values.map((v) => Math.round(v)).join(', ')}]  target <= ${TIME_TARGETS[id]} ms  ${ok ? 'PASS' : 'FAIL'}`,
        );
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  preview.kill('SIGTERM');
}
process.exit(failed ? 1 : 0);
