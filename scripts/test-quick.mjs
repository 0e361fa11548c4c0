#!/usr/bin/env node
/**
 * npm run test:quick: the checks that concern the files changed since the last commit (staged, unstaged and
 * new files git does not ignore), for the loop between two edits. `npm test` is still the whole check.
 *
 * - format: prettier on the changed files;
 * - types: tsc over the project, incremental (its state kept in node_modules/.cache), so a second run reads
 *   only what changed;
 * - lint: eslint on the changed source files;
 * - tests: the changed test files; for a changed module, its own test (`x.test.tsx` beside `x.tsx`) and the
 *   tests that import it by its path, or else its folder's tests; the ledger property test at its quick size
 *   (PROPERTY_RUNS=50). Not `vitest related`:
 *   through the app's route tree nearly every screen test imports nearly every screen, so a change to one
 *   screen would run them all; each screen's own test is the check that concerns it;
 * - stories, with `--stories`: the changed story files, and those beside a changed component, in Chromium
 *   with axe.
 *
 * The three static checks run side by side; the tests after them. Prints each step's time and exits non-zero
 * if any step failed. `--base REV` compares with REV instead of HEAD.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const args = process.argv.slice(2);
const base = args.includes('--base') ? args[args.indexOf('--base') + 1] : 'HEAD';

const git = (...gitArgs) =>
  execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((file) => existsSync(path.join(root, file)));

if (changed.length === 0) {
  console.log(`[quick] nothing changed since ${base}`);
  process.exit(0);
}
console.log(`[quick] ${changed.length} changed file(s) since ${base}: ${changed.join(' ')}`);

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const lintable = changed.filter((file) => SOURCE.test(file) && !file.endsWith('routeTree.gen.ts'));
const TEST = /\.test\.tsx?$/;
const testFiles = git(
  'ls-files',
  '--cached',
  '--others',
  '--exclude-standard',
  '*.test.ts',
  '*.test.tsx',
).filter((test) => existsSync(path.join(root, test)));
/** The changed test files, and those that import a changed module by its own path. */
const testable = [
  ...new Set(
    changed
      .filter((file) => SOURCE.test(file) && !file.startsWith('tests/e2e/'))
      .flatMap((file) => {
        if (TEST.test(file)) return [file];
        const name = path.basename(file).replace(/\.(tsx?|mjs|js)$/, '');
        const folder = path.dirname(file);
        const importsIt = new RegExp(`from '[^']*/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}'`);
        const own = testFiles.filter(
          (test) =>
            (path.dirname(test) === folder && path.basename(test).startsWith(`${name}.`)) ||
            importsIt.test(readFileSync(path.join(root, test), 'utf8')),
        );
        // A part with no test of its own: its folder's tests, which render the screens it is part of.
        return own.length > 0 ? own : testFiles.filter((test) => path.dirname(test) === folder);
      }),
  ),
];
const stories = !args.includes('--stories')
  ? []
  : [
      ...new Set(
        changed.flatMap((file) => {
          if (file.endsWith('.stories.tsx')) return [file];
          const beside = file.replace(/(\.test)?\.tsx?$/, '.stories.tsx');
          return file.endsWith('.tsx') && existsSync(path.join(root, beside)) ? [beside] : [];
        }),
      ),
    ];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step, its output printed whole when it ends (steps run side by side). */
function step(name, command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code) => {
      const took = Date.now() - started;
      const text = Buffer.concat(output).toString().trim();
      const passed = code === 0;
      console.log(`\n[quick] ${name}: ${passed ? 'passed' : `FAILED (exit ${code})`} in ${seconds(took)}`);
      // A passing step's output is only its summary; a failing one's is what to fix.
      if (text && !passed) console.log(text);
      else if (text) console.log(text.split('\n').slice(-4).join('\n'));
      resolve({ name, passed, took });
    });
  });
}

const started = Date.now();
const results = await Promise.all([
  step('format', bin('prettier'), ['--check', '--ignore-unknown', '--log-level', 'warn', ...changed]),
  step('types', bin('tsc'), [
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    'node_modules/.cache/test-quick.tsbuildinfo',
  ]),
  lintable.length
    ? step('lint', bin('eslint'), ['--max-warnings', '0', ...lintable])
    : { name: 'lint', passed: true, took: 0 },
]);
if (testable.length) {
  results.push(
    await step('tests', bin('vitest'), ['run', ...testable], {
      PROPERTY_RUNS: '50',
    }),
  );
}
if (stories.length) {
  results.push(
    await step('stories', bin('vitest'), ['run', '--config', 'vitest.stories.config.ts', ...stories]),
  );
}

const failed = results.filter((r) => !r.passed);
console.log(
  `\n[quick] ${results.map((r) => `${r.name} ${seconds(r.took)}`).join(', ')}; total ${seconds(Date.now() - started)}: ${failed.length ? `FAILED (${failed.map((r) => r.name).join(', ')})` : 'passed'}`,
);
process.exit(failed.length ? 1 : 0);
