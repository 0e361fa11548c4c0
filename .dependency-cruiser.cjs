/**
 * The module graph of the client, the simulated server and their tests: no cycles, and no file that nothing
 * imports except the entry points (the app, the prerender entry, tests, stories, scripts and configs).
 * `npm run depcheck` runs it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes load order matter and hides which layer owns what.',
      from: {},
      // Type-only imports vanish at build time, and a lazy import() of a chunk that imports back only its
      // types is no cycle at run time.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A file that nothing imports is dead code, or an entry point missing from this list.',
      from: {
        orphan: true,
        pathNot: [
          '(^|/)\\.[^/]+\\.(?:c|m)?js$',
          '\\.d\\.[cm]?ts$',
          '(^|/)tsconfig\\.json$',
          '\\.(?:test|spec|bench|stories)\\.tsx?$',
          '^src/main\\.tsx$',
          '^src/entry-prerender\\.tsx$',
          // Put in place of jspdf's HTML renderers in the service worker's build (simulator-worker-plugin.ts).
          '^mocks/shims/no-html-rendering\\.ts$',
          '^tests/e2e/',
          '^scripts/',
          '^\\.storybook/',
          '^[^/]+\\.config\\.[cm]?[jt]s$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
