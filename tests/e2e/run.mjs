#!/usr/bin/env node
/**
 * npm run test:e2e: builds the site twice (base '/' into dist, base '/demo/' into dist-demo), serves each
 * build with `vite preview` on a fixed port, waits until both answer, runs the Playwright suite against them
 * and exits with Playwright's exit code. The previews are stopped by their own PID when the run ends, fails
 * or is interrupted. Extra arguments go to `playwright test` (e.g. `node tests/e2e/run.mjs --project root`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childProcesses, portIsFree, waitUntilAnswering } from '../../scripts/child-processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VITE = path.join(root, 'node_modules/vite/bin/vite.js');
const PLAYWRIGHT = path.join(root, 'node_modules/@playwright/test/cli.js');
const HOST = '127.0.0.1';

// E2E_SLOT=N (N >= 1) gives a run its own ports, build folders and results folder, so several runs can go on
// side by side on one machine.
const slot = Number(process.env.E2E_SLOT ?? 0);
const suffix = slot ? `-${slot}` : '';
const sites = [
  { name: 'root', base: '/', outDir: `dist${suffix}`, port: 4317 + 10 * slot },
  { name: 'subpath', base: '/demo/', outDir: `dist-demo${suffix}`, port: 4318 + 10 * slot },
];

function log(message) {
  console.log(`[e2e] ${message}`);
}

const { start, run, stopAll } = childProcesses({ cwd: root, log });

async function main() {
  for (const site of sites) {
    log(`building ${site.name}: vite build --base ${site.base} --outDir ${site.outDir}`);
    const code = await run([VITE, 'build', '--base', site.base, '--outDir', site.outDir, '--emptyOutDir']);
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

  log(`playwright test ${process.argv.slice(2).join(' ')}`.trim());
  const code = await run([PLAYWRIGHT, 'test', ...process.argv.slice(2)], { env });
  log(`playwright exited with code ${code}`);
  return code;
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
