import {
  build,
  type Plugin,
  type PluginOption,
  type ResolvedConfig,
  type Rolldown,
  type InlineConfig,
} from 'vite';

/** A route's split parts: the router plugin's `?tsr-split=...` modules, each the head of a lazy chunk. */
const ROUTE_SPLIT = /[?&]tsr-split=/;

/** A split part's route, by its file: 'portal' for src/routes/portal.tsx?tsr-split=component. */
const routeName = (id: string) =>
  id
    .replace(/[?].*$/, '')
    .replace(/^.*[\\/]src[\\/]routes[\\/]/, '')
    .replace(/\.tsx?$/, '')
    .replaceAll(/[\\/.$]/g, '_');

type Group = NonNullable<Extract<Rolldown.OutputOptions['codeSplitting'], object>['groups']>[number];

/**
 * A few chunks for the code that several routes share beyond the entry chunk, in place of the many the bundler
 * makes of it by default.
 *
 * Left to the bundler, that code is split by the exact set of lazy chunks that load each module: some forty
 * files of a few hundred bytes on a client screen's first load (Mantine's Modal, Badge, Progress; the simulator's
 * menu; the screens' shared strings and pager), a score on /portal's. Each file is a request and a module to
 * fetch and instantiate; in Lighthouse's throttled simulation of a phone they cost about a second.
 *
 * How they are found: a first build, with the project's own groups and no others, shows which chunks the
 * bundler formed (after tree shaking: a screen that imports one component from a library's index does not load
 * the whole library) and which routes' split parts load each. Of the chunks the entry chunk does not load and
 * that the split parts of at least two routes load:
 * - those no `firstPaint` route loads go to `screens-shared`;
 * - those every `firstPaint` route loads go to `first-paint-shared`;
 * - those some `firstPaint` routes load go to one chunk per such set (`portal-shared`: /portal's login form,
 *   also on /login), so no budgeted first paint loads code only another one needs; those a `landing` screen
 *   loads as well to one more per set (`portal-landing-shared`: Mantine's ActionIcon, also in the client
 *   area's frame), so a client screen's first load does not carry that public screen's own code.
 * Code that no `firstPaint` route loads is split the same way by the client screens a visitor lands on
 * (`landing`: the dashboard after a login, the projects screen): what all of them load goes to
 * `screens-shared`, what some of them load to one chunk per such set (`dashboard-screens-shared`), what none of
 * them loads (date pickers and forms of the other screens) to `other-screens-shared`, so a landing screen's first
 * load does not carry the other screens' code.
 * The chunks the entry chunk loads (besides the project's groups) go to `entry-shared`: code the entry shares
 * with later chunks (Mantine's px(), React Query's mutations), which the bundler leaves in files of a few
 * hundred bytes that every page fetches before its first render.
 * A chunk one route alone loads stays with it; a chunk only loaded on demand (the PDF export, the investment
 * modal's chart) stays on demand.
 *
 * Dependencies are not pulled into a group (`includeDependenciesRecursively: false`), and no cycle between chunks
 * can follow: a chunk imports only chunks that all of its own loaders load too, so a group imports only groups
 * whose sets of `firstPaint` routes and of `landing` screens contain its own, and the entry chunk imports none.
 * `generateBundle` checks the result: the build fails if a public first paint would load a `screens-shared` chunk.
 */
export function sharedChunks(options: {
  /** The modules that decide the graph: the router's code splitting and the JSX transform. */
  graphPlugins: () => PluginOption[];
  /** The project's own groups, which the first build applies as the real one does. */
  groups: Group[];
  /** The split parts of the routes whose first paint has a budget (and of __root, which every page loads). */
  firstPaint: RegExp;
  /** The client screens a visitor lands on, by name: the split parts each one loads (its layout's and its own). */
  landing: Record<string, RegExp>;
}) {
  /** The chunk each captured module goes to. */
  const groupOf = new Map<string, string>();
  let config: ResolvedConfig;

  const firstBuild = async () => {
    const user: InlineConfig = {
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      logLevel: 'error',
      plugins: options.graphPlugins(),
      resolve: { alias: config.resolve.alias },
      build: {
        write: false,
        target: config.build.target,
        modulePreload: false,
        copyPublicDir: false,
        rolldownOptions: {
          // Modules other plugins provide (the simulator's file name): outside the graph that matters here.
          external: [/^virtual:/],
          output: { codeSplitting: { groups: options.groups } },
        },
      },
    };
    const output = (await build(user)) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    return (Array.isArray(output) ? output[0]! : output).output.filter(
      (file): file is Rolldown.OutputChunk => file.type === 'chunk',
    );
  };

  const plugin: Plugin = {
    name: 'shared-chunks',
    apply: (cfg, env) => env.command === 'build' && !cfg.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      groupOf.clear();
      const plan = planSharedChunks(await firstBuild(), {
        firstPaint: options.firstPaint,
        landing: options.landing,
        groupNames: new Set(options.groups.map((group) => group.name as string)),
      });
      for (const [id, group] of plan) groupOf.set(id, group);
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const stack = chunks
        .filter(
          (chunk) => chunk.isEntry || (chunk.facadeModuleId && options.firstPaint.test(chunk.facadeModuleId)),
        )
        .map((chunk) => chunk.fileName);
      const loaded = new Set<string>();
      while (stack.length) {
        const name = stack.pop()!;
        if (loaded.has(name)) continue;
        loaded.add(name);
        stack.push(...(byName.get(name)?.imports ?? []));
      }
      const wrong = [...loaded].filter((name) => byName.get(name)?.name.endsWith('screens-shared'));
      if (wrong.length) this.error(`a public first paint would load ${wrong.join(', ')}`);
    },
  };

  const group: Group = {
    name: (id) => groupOf.get(id),
    debugName: 'shared-chunks',
    test: (id) => groupOf.has(id),
    priority: 0.5,
    includeDependenciesRecursively: false,
  };

  return { plugin, group };
}

/** What the plan needs of a chunk of the first build. */
export type PlannedChunk = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'name' | 'imports' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'moduleIds'
>;

/**
 * The plan (see sharedChunks): for each module of a chunk that two or more routes' split parts load and the
 * entry chunk does not, the group it goes to. Chunks already in one of the project's own groups stay there.
 */
export function planSharedChunks(
  chunks: readonly PlannedChunk[],
  options: { firstPaint: RegExp; landing: Record<string, RegExp>; groupNames: ReadonlySet<string> },
): Map<string, string> {
  const plan = new Map<string, string>();
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loads = (chunk: PlannedChunk) => {
    const seen = new Set<string>();
    const stack = [chunk.fileName];
    while (stack.length) {
      const name = stack.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      stack.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  };
  const fromEntry = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...loads(chunk)]));
  const isSplit = (chunk: PlannedChunk) =>
    chunk.isDynamicEntry && ROUTE_SPLIT.test(chunk.facadeModuleId ?? '');
  // For each chunk outside the entry's: the routes whose split parts load it, and the first-paint ones.
  const loaders = new Map<string, { routes: Set<string>; firstPaint: Set<string> }>();
  for (const split of chunks.filter(isSplit)) {
    const route = routeName(split.facadeModuleId!);
    const firstPaint = options.firstPaint.test(split.facadeModuleId!);
    for (const name of loads(split)) {
      if (name === split.fileName || fromEntry.has(name)) continue;
      const seen = loaders.get(name) ?? { routes: new Set<string>(), firstPaint: new Set<string>() };
      seen.routes.add(route);
      if (firstPaint) seen.firstPaint.add(route);
      loaders.set(name, seen);
    }
  }
  const allFirstPaint = new Set(
    chunks
      .filter((chunk) => isSplit(chunk) && options.firstPaint.test(chunk.facadeModuleId!))
      .map((chunk) => routeName(chunk.facadeModuleId!)),
  );
  // What each landing screen loads: the union of what its split parts load.
  const landing = Object.entries(options.landing).map(([screen, parts]) => {
    const loaded = chunks
      .filter((chunk) => isSplit(chunk) && parts.test(chunk.facadeModuleId!))
      .flatMap((chunk) => [...loads(chunk)]);
    return { screen, loaded: new Set(loaded) };
  });
  // The chunks the entry loads besides itself and the project's groups, in one: what is left there is code
  // that the entry and later chunks share, split by the bundler into files of a few hundred bytes each.
  for (const name of fromEntry) {
    const chunk = byName.get(name)!;
    if (chunk.isEntry || options.groupNames.has(chunk.name)) continue;
    for (const id of chunk.moduleIds) if (!id.startsWith('\0')) plan.set(id, 'entry-shared');
  }
  for (const [name, { routes, firstPaint }] of loaders) {
    const chunk = byName.get(name)!;
    if (routes.size < 2 || chunk.isDynamicEntry || options.groupNames.has(chunk.name)) continue;
    let group: string;
    const landed = landing.filter((screen) => screen.loaded.has(name)).map((screen) => screen.screen);
    if (firstPaint.size === allFirstPaint.size) group = 'first-paint-shared';
    else if (firstPaint.size > 0)
      // What a landing screen loads too is kept apart: grouped with code only those public screens need, it
      // would bring that code to the client screens' first load.
      group = `${[...firstPaint].sort().join('-')}-${landed.length > 0 ? 'landing-' : ''}shared`;
    else {
      group =
        landed.length === landing.length
          ? 'screens-shared'
          : landed.length === 0
            ? 'other-screens-shared'
            : `${landed.sort().join('-')}-screens-shared`;
    }
    for (const id of chunk.moduleIds) plan.set(id, group);
  }
  return plan;
}
