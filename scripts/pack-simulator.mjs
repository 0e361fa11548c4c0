#!/usr/bin/env node
/**
 * npm run pack:simulator: builds the simulator's package (scripts/build-simulator-package.mjs) and packs it with
 * npm pack into packages/simulador/, printing the tarball's path as the last line. `another project`:
 * `npm install <that path>`. scripts/test-package.mjs calls packSimulator().
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PACKAGE_DIR = path.join(root, 'packages/simulador');

function run(command, args, options) {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
  return result.stdout;
}

/** Builds and packs the package; answers the tarball's absolute path. */
export function packSimulator() {
  run(process.execPath, [path.join(root, 'scripts/build-simulator-package.mjs')], { stdio: 'inherit' });
  const output = run('npm', ['pack', '--json', '--pack-destination', PACKAGE_DIR], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [packed] = JSON.parse(output);
  console.log(
    `[simulador] ${packed.filename}: ${(packed.size / 1024).toFixed(0)} kB packed, ` +
      `${(packed.unpackedSize / 1024).toFixed(0)} kB unpacked, ${packed.entryCount} files`,
  );
  return path.join(PACKAGE_DIR, packed.filename);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    console.log(packSimulator());
  } catch (error) {
    console.error(`[simulador] ${error.message}`);
    process.exit(1);
  }
}
