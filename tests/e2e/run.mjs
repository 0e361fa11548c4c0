#!/usr/bin/env node
/**
 * npm run test:e2e: builds the site, serves it with `vite preview`, waits until it answers, and runs the
 * Playwright suite against it; then the prospect's journey in Chromium, Firefox and WebKit (tests/engines)
 * against the same build. The suite runs on one build (base '/'); a second build under '/demo/' gets only the sub-path
 * smoke test (sub-path.spec.ts). Both are built with the simulated network's delay at 0
 * (VITE_SIMULATOR_DELAY_MS): a test waits on what the page shows, never on a latency it did not ask for; a
 * test whose subject is latency sets it from the simulator panel. The previews are stopped by their own PID
 * when the run ends, fails or is interrupted.
 *
 * Extra arguments go to `playwright test` (e.g. `node tests/e2e/run.mjs --project root -g SRV-52`); with
 * arguments, the engines' journey runs only if E2E_ENGINES=1. E2E_ENGINES=0 skips it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcesses, portIsFree, waitUntilAnswering } from '../../scripts/child-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VITE = path.join(root, 'node_modules/vite/bin/vite.js');
const PLAYWRIGHT = path.join(root, 'node_modules/@playwright/test/cli.js');
const ENGINES = path.join(root, 'tests/engines/run.mjs');
const HOST = '127.0.0.1';

// E2E_SLOT=N (N >= 1) gives a run its own ports, build folders and results folder, so several runs can go on
// side by side on one machine.
const slot = Number(process.env.E2E_SLOT ?? 0);
const suffix = slot ? `-${slot}` : '';
const sites = [
  { name: 'root', base: '/', outDir: `dist${suffix}`, port: 4317 + 10 * slot },
  { name: 'subpath', base: '/demo/', outDir: `dist-demo${suffix}`, port: 4318 + 10 * slot },
];
const playwrightArgs = process.argv.slice(2);
const engines = process.env.E2E_ENGINES ?? (playwrightArgs.length ? '0' : '1');

function log(message) {
  console.log(`[e2e] ${message}`);
}

const { start, run, stopAll } = childProcesses({ cwd: root, log });

/** Runs `step` and logs how long it took. */
async function timed(name, step) {
  const started = Date.now();
  const result = await step();
  log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function main() {
  const buildEnv = { ...process.env, VITE_SIMULATOR_DELAY_MS: '0' };
  for (const site of sites) {
    const code = await timed(`vite build --base ${site.base} --outDir ${site.outDir}`, () =>
      run(
        [VITE, 'build', '--base', site.base, '--outDir', site.outDir, '--emptyOutDir', '--logLevel', 'warn'],
        { env: buildEnv },
      ),
    );
    if (code !== 0) throw new Error(`vite build for ${site.name} failed with code ${code}`);
  }

  for (const site of sites) {
    if (!(await portIsFree(site.port, HOST))) {
      throw new Error(`port ${site.port} on ${HOST} is taken: stop whatever listens there and run again`);
    }
  }

  const env = { ...process.env, E2E_OUTPUT_DIR: `test-results${suffix}` };
  for (const site of sites) {
    const args = [VITE, 'preview', '--base', site.base, '--outDir', site.outDir];
    site.child = start([...args, '--host', HOST, '--port', String(site.port), '--strictPort'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    site.url = `http://${HOST}:${site.port}${site.base}`;
    log(`serving ${site.outDir} at ${site.url} (PID ${site.child.pid})`);
    env[`E2E_${site.name.toUpperCase()}_URL`] = site.url;
    env[`E2E_${site.name.toUpperCase()}_DIST`] = path.join(root, site.outDir);
  }
  for (const site of sites) await waitUntilAnswering(site.url, site.child);

  log(`playwright test ${playwrightArgs.join(' ')}`.trim());
  const code = await timed('playwright', () => run([PLAYWRIGHT, 'test', ...playwrightArgs], { env }));
  log(`playwright exited with code ${code}`);
  if (code !== 0 || engines === '0') return code;

  const journey = await timed('the journey in three engines', () => run([ENGINES, sites[0].url]));
  return journey;
}

main()
  .then((code) => {
    stopAll();
    process.exit(code);
  })
  .catch((error) => {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
    stopAll();
    process.exit(1);
  });
