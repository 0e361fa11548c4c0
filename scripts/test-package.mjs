#!/usr/bin/env node
/**
 * npm run test:package: the simulator as another project gets it. Packs it (npm run pack:simulator), copies
 * examples/simulador-en-node to a folder outside the repository (so nothing resolves from the repository's
 * node_modules), installs the tarball there with npm and runs that project's `npm test`: its type check of the
 * declarations, a test that imports the package in plain Node and one that runs its bin over HTTP. Fails when
 * any of it fails; the folder is removed at the end (kept with --keep).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packSimulator } from './pack-simulator.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const example = path.join(root, 'examples/simulador-en-node');
const log = (line) => console.log(`[test:package] ${line}`);
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function npm(args, cwd) {
  const result = spawnSync('npm', args, { cwd, stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`npm ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

const started = performance.now();
const folder = mkdtempSync(path.join(tmpdir(), 'simulador-en-node-'));
try {
  const tarball = packSimulator();
  log(`packed in ${seconds(started)}`);
  cpSync(example, folder, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|package-lock\.json)$/.test(source),
  });
  const installing = performance.now();
  // The registry only for the example's own tools (typescript, @types/node); CI's cache holds them after npm ci.
  npm(['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], folder);
  log(`installed in ${folder} in ${seconds(installing)}`);
  const testing = performance.now();
  npm(['test'], folder);
  log(`tests passed in ${seconds(testing)}; ${seconds(started)} in all`);
} catch (error) {
  console.error(`[test:package] ${error.message}`);
  process.exitCode = 1;
} finally {
  if (process.argv.includes('--keep')) log(`kept ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
}
