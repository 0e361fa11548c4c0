#!/usr/bin/env node
/**
 * Builds the simulator as an npm package (@plataforma-inversion/simulador) into packages/simulador/dist:
 *
 *   node scripts/build-simulator-package.mjs [--no-types]
 *
 * - the code, by Vite (rolldown) for Node: mocks/node.ts as the main entry, the server over HTTP
 *   (mocks/http-server/server.ts) as the `./http` entry and its command (mocks/http-server/cli.ts) as the bin,
 *   with `@/` resolved to src/. Only the project's code is bundled: what it imports at run time (msw, dexie,
 *   zod, fake-indexeddb) stays an import, each a dependency pinned in packages/simulador/package.json at the
 *   root's version. The build fails on a package bundled or imported without being a dependency, and on a
 *   version or dependency that drifted from the root's package.json;
 * - `./auto`, which installs fake-indexeddb's globals from the package's own dependency;
 * - the type declarations of the entries (tsc, packages/simulador/tsconfig.types.json), reduced to the files
 *   they reach, with `@/` and extensionless imports rewritten as Node resolves them in an ES module
 *   (`../../src/contract/x.js`). `--no-types` skips them (npm run simulator:serve, which only runs the bin).
 *
 * fake-indexeddb is a plain dependency, without the project's patch (patches/): the patch only walks the record
 * tree with a stack instead of nested generators (docs/architecture.md), the same records in the same order.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDir = path.join(root, 'packages/simulador');
const dist = path.join(packageDir, 'dist');
const log = (line) => console.log(`[simulador] ${line}`);

/** The package's entries: the name of the built file and the source it comes from. */
const ENTRIES = {
  index: 'mocks/node.ts',
  http: 'mocks/http-server/server.ts',
  cli: 'mocks/http-server/cli.ts',
};
/** The entries whose declarations are published (package.json's exports name them). */
const TYPED_ENTRIES = ['mocks/node.ts', 'mocks/http-server/server.ts'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
const isBuiltin = (specifier) => specifier.startsWith('node:');

/** The package's version and dependencies must be the root's: it is the same code on the same libraries. */
function checkManifest() {
  const rootManifest = readJson(path.join(root, 'package.json'));
  const manifest = readJson(path.join(packageDir, 'package.json'));
  const problems = [];
  if (manifest.version !== rootManifest.version)
    problems.push(`version ${manifest.version}, the root's is ${rootManifest.version}`);
  for (const [name, version] of Object.entries(manifest.dependencies ?? {})) {
    const rootVersion = rootManifest.dependencies?.[name];
    if (rootVersion !== version)
      problems.push(`${name} ${version}, the root's is ${rootVersion ?? 'missing'}`);
  }
  if (problems.length > 0)
    throw new Error(`packages/simulador/package.json drifted from the root's:\n  ${problems.join('\n  ')}`);
  return manifest;
}

/** Builds the code; answers each built file with what it imports and the modules bundled in it. */
async function buildCode(dependencies) {
  const external = (id) => isBuiltin(id) || dependencies.has(packageName(id));
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(root, 'src') } },
    // An SSR build, for Node's resolution and built-ins. Nothing is left out of the bundle but what `external`
    // names, so a package missing from the dependencies is found bundled by checkImports, not left to resolve.
    ssr: { noExternal: true },
    build: {
      ssr: true,
      target: 'node20',
      outDir: dist,
      emptyOutDir: true,
      minify: false,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: Object.fromEntries(
          Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
        ),
        external,
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  });
  const chunks = [result].flat().flatMap((r) => r.output.filter((o) => o.type === 'chunk'));
  return chunks.map((chunk) => ({
    file: chunk.fileName,
    imports: [...chunk.imports, ...chunk.dynamicImports],
    modules: Object.keys(chunk.modules),
  }));
}

/**
 * The package bundles only the project's code: every import of the built files must be another built file, a
 * dependency of the package or a built-in, and no package's code may end up in them.
 */
function checkImports(chunks, dependencies) {
  const bundled = chunks.flatMap(({ file, modules }) =>
    modules
      .filter((id) => /[\\/]node_modules[\\/]/.test(id))
      .map((id) => `${path.relative(root, id)} (${file})`),
  );
  if (bundled.length > 0)
    throw new Error(
      `packages bundled instead of imported (add them to the dependencies):\n  ${bundled.join('\n  ')}`,
    );
  const built = new Set(chunks.map((c) => c.file));
  const undeclared = chunks.flatMap(({ file, imports }) =>
    imports
      .filter((id) => !built.has(id) && !isBuiltin(id) && !dependencies.has(packageName(id)))
      .map((id) => `${id} (${file})`),
  );
  if (undeclared.length > 0)
    throw new Error(`imports that are no dependency of the package:\n  ${undeclared.join('\n  ')}`);
}

async function writeExtras() {
  const cli = path.join(dist, 'cli.js');
  writeFileSync(cli, `#!/usr/bin/env node\n${readFileSync(cli, 'utf8')}`);
  chmodSync(cli, 0o755);
  await writeFile(
    path.join(dist, 'auto.js'),
    "// fake-indexeddb's globals (indexedDB, IDBFactory, IDBKeyRange, ...), from the package's own dependency.\nimport 'fake-indexeddb/auto';\n",
  );
  await writeFile(path.join(dist, 'auto.d.ts'), 'export {};\n');
}

/** Where each module specifier of a declaration file sits in its text: [start, end, specifier]. */
function specifiersOf(file, text) {
  const found = [];
  const note = (literal) => {
    if (literal && ts.isStringLiteralLike(literal))
      found.push([literal.getStart() + 1, literal.getEnd() - 1, literal.text]);
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      note(node.moduleSpecifier);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) note(node.argument.literal);
    else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) note(node.name);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  return found;
}

/**
 * The declaration file (in `emitted`, mirroring the repository) a project specifier of `from` points to, or
 * null for a package's.
 */
function declarationOf(emitted, from, specifier) {
  let target;
  if (specifier.startsWith('@/')) target = path.join(emitted, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [`${target}.d.ts`, path.join(target, 'index.d.ts')])
    if (existsSync(candidate)) return candidate;
  throw new Error(`${path.relative(emitted, from)}: no declaration for '${specifier}'`);
}

/**
 * The declarations of the typed entries: tsc emits those of every file the entries reach into a scratch folder;
 * the files the entries' declarations reach are copied into dist/types, each project import written as Node
 * resolves it from there (a relative path to a .js name, whose .d.ts TypeScript then finds).
 */
async function buildDeclarations() {
  const emitted = mkdtempSync(path.join(tmpdir(), 'simulador-types-'));
  try {
    const tsc = spawnSync(
      path.join(root, 'node_modules/.bin/tsc'),
      ['-p', path.join(packageDir, 'tsconfig.types.json'), '--declarationDir', emitted],
      { cwd: root, stdio: 'inherit' },
    );
    if (tsc.status !== 0) throw new Error('tsc could not write the declarations');
    const pending = TYPED_ENTRIES.map((entry) => path.join(emitted, entry.replace(/\.ts$/, '.d.ts')));
    const copied = new Set();
    while (pending.length > 0) {
      const file = pending.pop();
      if (copied.has(file)) continue;
      copied.add(file);
      let text = await readFile(file, 'utf8');
      if (/^\/\/\/\s*<reference/m.test(text))
        throw new Error(`${path.relative(emitted, file)}: a triple-slash reference`);
      // From the last specifier back, so the positions of the earlier ones hold.
      for (const [start, end, specifier] of specifiersOf(file, text).reverse()) {
        const target = declarationOf(emitted, file, specifier);
        if (target === null) continue;
        pending.push(target);
        let relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
        if (!relative.startsWith('.')) relative = `./${relative}`;
        text = `${text.slice(0, start)}${relative.replace(/\.d\.ts$/, '.js')}${text.slice(end)}`;
      }
      const destination = path.join(dist, 'types', path.relative(emitted, file));
      await mkdir(path.dirname(destination), { recursive: true });
      await writeFile(destination, text);
    }
    return copied.size;
  } finally {
    rmSync(emitted, { recursive: true, force: true });
  }
}

const args = process.argv.slice(2);
const started = performance.now();
try {
  const manifest = checkManifest();
  const dependencies = new Set(Object.keys(manifest.dependencies ?? {}));
  checkImports(await buildCode(dependencies), dependencies);
  await writeExtras();
  if (!args.includes('--no-types')) log(`${await buildDeclarations()} declaration files`);
  log(`built ${path.relative(root, dist)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(`[simulador] ${error.message}`);
  process.exit(1);
}
