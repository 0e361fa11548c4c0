#!/usr/bin/env node
/**
 * npm run check:contract: the published contract (openapi.json, with its examples) as another team uses it.
 * In a temporary folder it writes the document, lints it with Redocly (recommended: no error and no
 * warning) and with Spectral (.spectral.yaml at the root: no error), generates its types with
 * openapi-typescript and compiles against them, with tsc --strict, the small client of
 * scripts/contract-client/client.ts. Exits non-zero on the first of these that fails.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractDocumentText } from './contract-document.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const CLIENT = path.join(root, 'scripts/contract-client/client.ts');

/**
 * Operations for which Redocly's operation-4xx-response does not apply: they take no body, no session and
 * no parameter the server could refuse, so the simulator answers them 200 (or 500) and nothing else. A
 * refusal documented for them would be one no client ever gets. Any other operation without a 4xx fails.
 */
const NEVER_REFUSED = ['activation', 'paisesList', 'simulatorExport', 'simulatorSettings', 'simulatorLog'];

/** Runs a program, resolving its exit code and output (never rejecting on a non-zero exit). */
function run(command, args, options = {}) {
  return new Promise((resolve) => {
    execFile(command, args, { maxBuffer: 64 * 1024 * 1024, ...options }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** Redocly's notice that Node 20 support is ending is a boxed banner on stderr (no setting hides it). */
const withoutBanner = (text) =>
  text
    .split('\n')
    .filter((line) => !/[║╔╚]/.test(line) && line.trim() !== '')
    .join('\n');

const escapePointer = (key) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The ignore file Redocly reads beside the document: NEVER_REFUSED's responses, for operation-4xx-response. */
function redoclyIgnore(document) {
  const pointers = [];
  for (const [pathKey, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item))
      if (NEVER_REFUSED.includes(operation.operationId))
        pointers.push(`#/paths/${escapePointer(pathKey)}/${method}/responses`);
  if (pointers.length !== NEVER_REFUSED.length)
    throw new Error(
      `NEVER_REFUSED nombra operaciones que el documento no tiene: ${NEVER_REFUSED.join(', ')}`,
    );
  return [
    '# Written by scripts/contract-check.mjs (NEVER_REFUSED): operations the server never refuses.',
    'openapi.json:',
    '  operation-4xx-response:',
    ...pointers.map((pointer) => `    - '${pointer}'`),
    '',
  ].join('\n');
}

const failures = [];
const step = (name, ok, detail) => {
  console.log(`[contract] ${ok ? 'ok  ' : 'FAIL'} ${name}: ${detail}`);
  if (!ok) failures.push(name);
};

const folder = await mkdtemp(path.join(os.tmpdir(), 'contrato-'));
try {
  const file = path.join(folder, 'openapi.json');
  const { text, milliseconds } = await contractDocumentText(root);
  await writeFile(file, text);
  const document = JSON.parse(text);
  const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
  const exemplified = operations.filter((operation) =>
    Object.values(operation.responses).some((response) =>
      Object.values(response.content ?? {}).some((media) => Object.keys(media.examples ?? {}).length > 0),
    ),
  );
  step(
    'document',
    true,
    `${operations.length} operations (${exemplified.length} with examples), ` +
      `${Object.keys(document.components.schemas).length} components, ` +
      `${Math.round(text.length / 1024)} kB, written in ${(milliseconds / 1000).toFixed(1)} s`,
  );

  // Redocly, recommended rules: no error and no warning.
  await writeFile(path.join(folder, '.redocly.lint-ignore.yaml'), redoclyIgnore(document));
  const redocly = await run(
    bin('redocly'),
    ['lint', '--extends', 'recommended', '--format=json', 'openapi.json'],
    {
      cwd: folder,
    },
  );
  // Its progress lines go to stderr: shown only when it did not answer its report.
  if (redocly.code !== 0 || !redocly.stdout) console.error(withoutBanner(redocly.stderr));
  const lint = JSON.parse(redocly.stdout || '{"totals":{"errors":-1,"warnings":-1},"problems":[]}');
  for (const problem of lint.problems)
    console.log(
      `  redocly ${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`,
    );
  step(
    'redocly',
    lint.totals.errors === 0 && lint.totals.warnings === 0,
    `${lint.totals.errors} errors, ${lint.totals.warnings} warnings (${lint.totals.ignored} ignored: NEVER_REFUSED)`,
  );

  // Spectral, spectral:oas through .spectral.yaml: no error (warnings are listed).
  const spectral = await run(bin('spectral'), [
    'lint',
    '--ruleset',
    path.join(root, '.spectral.yaml'),
    '--format',
    'json',
    '--fail-severity',
    'error',
    file,
  ]);
  const results = JSON.parse(spectral.stdout.slice(spectral.stdout.indexOf('[')) || '[]');
  const names = ['error', 'warning', 'information', 'hint'];
  for (const result of results)
    console.log(
      `  spectral ${names[result.severity]} ${result.code} ${result.path.join(' > ')}: ${result.message}`,
    );
  const errors = results.filter((result) => result.severity === 0).length;
  step(
    'spectral',
    errors === 0 && spectral.code === 0,
    `${errors} errors, ${results.filter((result) => result.severity === 1).length} warnings`,
  );

  // openapi-typescript, then the client compiled against its types.
  const types = await run(bin('openapi-typescript'), [file, '-o', path.join(folder, 'openapi.d.ts')]);
  step('openapi-typescript', types.code === 0, types.code === 0 ? 'openapi.d.ts' : types.stderr);
  if (types.code === 0) {
    await writeFile(
      path.join(folder, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          noUncheckedIndexedAccess: true,
          target: 'ES2022',
          lib: ['ES2023', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          types: [],
          // './openapi' of the client is the file generated here.
          rootDirs: [path.dirname(CLIENT), folder],
        },
        files: [CLIENT, path.join(folder, 'openapi.d.ts')],
      }),
    );
    const tsc = await run(bin('tsc'), ['-p', path.join(folder, 'tsconfig.json')]);
    if (tsc.stdout) console.log(tsc.stdout.trimEnd());
    step(
      'client',
      tsc.code === 0,
      `${path.relative(root, CLIENT)} ${tsc.code === 0 ? 'compiles' : 'does not compile'} (tsc --strict)`,
    );
  }
  // Kept only on failure, to look at.
  if (failures.length) console.log(`[contract] the files are in ${folder}`);
} finally {
  if (!failures.length) await rm(folder, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`[contract] failed: ${failures.join(', ')}`);
  process.exit(1);
}
