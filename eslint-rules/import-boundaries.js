// @ts-check
/**
 * Local ESLint plugin: the import boundaries of architecture Rule 1 (and the "no barrel files in features"
 * part of Rule 9).
 *
 * Every import specifier of a linted file (static imports, re-exports, `import x = require()`, `import('...')`
 * types and dynamic `import()` with a string literal) is resolved to a project-relative path: relative paths
 * against the importing file, `@/` against `src/`. Bare specifiers are packages. Then:
 *
 *   a. nothing in src/ imports mocks/, except exactly one dynamic import('../mocks/browser') in src/main.tsx;
 *   b. a file in src/features/<a>/ never imports src/features/<b>/ for b != a;
 *   c. mocks/ imports from src/ only src/contract/**, and nothing else of the project outside mocks/ either
 *      (vite.config.ts, .storybook, ...), except that its test files (*.test.*, *.bench.*) may use the
 *      shared test helpers in tests/;
 *   d. src/contract/** imports only the package zod and other src/contract files;
 *   e. src/shared/** never imports src/features, src/routes or src/app;
 *   f. src/features/** never imports src/routes or src/app;
 *   g. no barrel files in features: an index.ts / index.tsx under src/features is reported.
 *
 * For e and f, src/routeTree.gen.ts (generated from src/routes) counts as routes and src/main.tsx as app.
 */
import path from 'node:path';

/** @typedef {import('eslint').Rule.RuleModule} RuleModule */
/** @typedef {import('eslint').Rule.RuleContext} RuleContext */
/** @typedef {import('eslint').Rule.Node} RuleNode */
/** @typedef {{ root?: string }} Options */

/**
 * Where a specifier points.
 * @typedef {{ kind: 'project', path: string }
 *   | { kind: 'package', name: string }
 *   | { kind: 'outside' }} Target
 */

/**
 * Which part of the architecture a project path (without extension) belongs to.
 * @typedef {'mocks' | 'contract' | 'shared' | 'features' | 'routes' | 'app' | 'src' | 'other'} Layer
 */

const SOURCE_EXTENSION = /\.(?:tsx?|jsx?|mts|cts|mjs|cjs)$/;
const BARREL = /^index\.(?:tsx?|jsx?|mts|cts|mjs|cjs)$/;
const TEST_FILE = /\.(?:test|spec|bench)\.(?:tsx?|jsx?|mts|cts|mjs|cjs)$/;

/**
 * Is `p` the folder `dir` itself or something inside it (both project-relative, POSIX separators)?
 * @param {string} p
 * @param {string} dir
 */
function within(p, dir) {
  return p === dir || p.startsWith(`${dir}/`);
}

/** @param {string} p */
function toPosix(p) {
  return p.split(path.sep).join('/');
}

/**
 * Resolves an import specifier written in the project file `fromFile` (project-relative) to a target.
 * @param {string} specifier
 * @param {string} fromFile
 * @param {string} root absolute path of the project root
 * @returns {Target}
 */
export function resolveSpecifier(specifier, fromFile, root) {
  const spec = specifier.replace(/[?#].*$/, '');
  /** @type {string} */
  let resolved;
  if (spec === '@' || spec.startsWith('@/')) {
    resolved = path.posix.normalize(`src/${spec.slice(2)}`);
  } else if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../')) {
    resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));
  } else if (path.isAbsolute(spec)) {
    resolved = toPosix(path.relative(root, spec));
  } else {
    const parts = spec.split('/');
    const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? spec);
    return { kind: 'package', name: name.replace(/^node:/, '') };
  }
  resolved = resolved.replace(/\/$/, '');
  if (resolved === '..' || resolved.startsWith('../') || path.isAbsolute(resolved))
    return { kind: 'outside' };
  return { kind: 'project', path: resolved.replace(SOURCE_EXTENSION, '') };
}

/**
 * @param {string} p project-relative path without extension
 * @returns {{ layer: Layer, feature?: string }}
 */
export function layerOf(p) {
  if (within(p, 'mocks')) return { layer: 'mocks' };
  if (within(p, 'src/contract')) return { layer: 'contract' };
  if (within(p, 'src/shared')) return { layer: 'shared' };
  if (within(p, 'src/features')) {
    const feature = p.split('/')[2];
    return feature ? { layer: 'features', feature } : { layer: 'features' };
  }
  if (within(p, 'src/routes') || p === 'src/routeTree.gen') return { layer: 'routes' };
  if (within(p, 'src/app') || p === 'src/main') return { layer: 'app' };
  if (within(p, 'src')) return { layer: 'src' };
  return { layer: 'other' };
}

/**
 * The string value of an import source node, when it is a string literal (or a template without
 * expressions); undefined for anything computed.
 * @param {unknown} node
 * @returns {string | undefined}
 */
function literalValue(node) {
  const n = /** @type {any} */ (node);
  if (!n) return undefined;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && n.expressions.length === 0)
    return n.quasis[0]?.value.cooked ?? undefined;
  if (n.type === 'TSLiteralType') return literalValue(n.literal);
  return undefined;
}

/** @type {RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the import boundaries of architecture Rule 1 (routes -> features -> shared/contract; src and mocks meet only at src/contract) and no barrel files in features (Rule 9).',
    },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string', description: 'Absolute path of the project root.' } },
        additionalProperties: false,
      },
    ],
    messages: {
      srcImportsMocks:
        "Import boundary a (src/ never imports mocks/): '{{specifier}}' resolves to {{target}}. The client may reach the simulator only through the single dynamic import('../mocks/browser') in src/main.tsx; talk to it over HTTP (src/shared/api) instead.",
      secondMocksImport:
        "Import boundary a (src/ never imports mocks/): src/main.tsx may hold exactly one dynamic import('../mocks/browser'); this one is an extra.",
      crossFeature:
        "Import boundary b (no feature imports another feature): '{{specifier}}' in feature '{{from}}' resolves to {{target}}. Move what both need to src/shared, or compose the two features in a route.",
      mocksImportsSrc:
        "Import boundary c (mocks/ imports from src/ only src/contract): '{{specifier}}' resolves to {{target}}.",
      mocksImportsOther:
        "Import boundary c (mocks/ imports only src/contract and its own folders; its test files may also use tests/): '{{specifier}}' resolves to {{target}}.",
      contractImportsProject:
        "Import boundary d (src/contract imports only zod and other src/contract files): '{{specifier}}' resolves to {{target}}.",
      contractImportsPackage:
        "Import boundary d (src/contract imports only zod and other src/contract files): package '{{specifier}}' is not allowed here.",
      sharedImportsUp:
        "Import boundary e (src/shared never imports src/features, src/routes or src/app): '{{specifier}}' resolves to {{target}}.",
      featureImportsUp:
        "Import boundary f (src/features never imports src/routes or src/app): '{{specifier}}' resolves to {{target}}. Pass what the feature needs in as props or keep it in the feature.",
      barrel:
        'Import boundary g (no barrel files in features): {{file}} is an index file; import each module by its own path instead.',
    },
  },

  create(context) {
    const options = /** @type {Options} */ (context.options[0] ?? {});
    const root = options.root ?? context.cwd;
    const relative = toPosix(path.relative(root, context.filename));
    if (!relative || relative.startsWith('../') || path.isAbsolute(relative)) return {};

    const file = relative.replace(SOURCE_EXTENSION, '');
    const from = layerOf(file);
    const inSrc = within(file, 'src');
    const isTest = TEST_FILE.test(relative);
    let mainMocksImports = 0;

    /**
     * @param {RuleNode} node the node to report on
     * @param {unknown} source the specifier's node
     * @param {boolean} dynamic
     */
    function check(node, source, dynamic) {
      const specifier = literalValue(source);
      if (specifier === undefined) return;
      const target = resolveSpecifier(specifier, relative, root);
      const reportNode = /** @type {RuleNode} */ (source ?? node);

      // The contract's own tests may use the test runner; the contract itself stays a leaf.
      if (from.layer === 'contract' && target.kind === 'package' && target.name !== 'zod' && !isTest) {
        context.report({ node: reportNode, messageId: 'contractImportsPackage', data: { specifier } });
        return;
      }
      if (target.kind !== 'project') return;

      const to = layerOf(target.path);
      const data = { specifier, target: target.path, from: from.feature ?? '' };

      // a. src/ never imports mocks/, but for the one dynamic import that starts the worker.
      if (inSrc && to.layer === 'mocks') {
        if (file === 'src/main' && dynamic && target.path === 'mocks/browser') {
          mainMocksImports += 1;
          if (mainMocksImports > 1) context.report({ node: reportNode, messageId: 'secondMocksImport' });
          return;
        }
        context.report({ node: reportNode, messageId: 'srcImportsMocks', data });
        return;
      }
      // b. features are isolated from each other.
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        context.report({ node: reportNode, messageId: 'crossFeature', data });
        return;
      }
      // c. the simulator sees only the contract (its tests may also use the shared helpers in tests/).
      if (from.layer === 'mocks' && to.layer !== 'mocks' && to.layer !== 'contract') {
        if (within(target.path, 'src')) {
          context.report({ node: reportNode, messageId: 'mocksImportsSrc', data });
        } else if (!(isTest && within(target.path, 'tests'))) {
          context.report({ node: reportNode, messageId: 'mocksImportsOther', data });
        }
        return;
      }
      // d. the contract is a leaf.
      if (from.layer === 'contract' && to.layer !== 'contract') {
        context.report({ node: reportNode, messageId: 'contractImportsProject', data });
        return;
      }
      // e. shared never reaches up.
      if (
        from.layer === 'shared' &&
        (to.layer === 'features' || to.layer === 'routes' || to.layer === 'app')
      ) {
        context.report({ node: reportNode, messageId: 'sharedImportsUp', data });
        return;
      }
      // f. features never reach up.
      if (from.layer === 'features' && (to.layer === 'routes' || to.layer === 'app')) {
        context.report({ node: reportNode, messageId: 'featureImportsUp', data });
      }
    }

    return {
      Program(node) {
        // g. no barrel files in features.
        if (from.layer === 'features' && BARREL.test(path.posix.basename(relative))) {
          context.report({ node, messageId: 'barrel', data: { file: relative } });
        }
      },
      ImportDeclaration(node) {
        check(node, node.source, false);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source, false);
      },
      ExportAllDeclaration(node) {
        check(node, node.source, false);
      },
      ImportExpression(node) {
        check(node, node.source, true);
      },
      /** @param {any} node `import x = require('...')` */
      TSImportEqualsDeclaration(node) {
        if (node.moduleReference?.type === 'TSExternalModuleReference') {
          check(node, node.moduleReference.expression, false);
        }
      },
      /** @param {any} node `typeof import('...')` in a type */
      TSImportType(node) {
        check(node, node.argument, false);
      },
    };
  },
};

/** The plugin object for eslint.config.js. */
const plugin = {
  meta: { name: 'eslint-plugin-local-boundaries', version: '1.0.0' },
  rules: { 'import-boundaries': importBoundaries },
};

export default plugin;
