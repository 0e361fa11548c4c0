import { describe, expect, it } from 'vitest';
import { planSharedChunks, type PlannedChunk } from '../../scripts/shared-chunks-plugin';

const split = (route: string) => `/app/src/routes/${route}.tsx?tsr-split=component`;

/** A chunk of the first build: `modules` are its module ids, `imports` the chunks it imports statically. */
function chunk(
  fileName: string,
  modules: string[],
  imports: string[] = [],
  extra: Partial<PlannedChunk> = {},
) {
  return {
    fileName,
    name: fileName.replace(/\.js$/, ''),
    imports,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: modules,
    ...extra,
  } satisfies PlannedChunk;
}
const routeChunk = (route: string, imports: string[]) =>
  chunk(`${route.replaceAll('/', '-')}.js`, [split(route)], imports, {
    isDynamicEntry: true,
    facadeModuleId: split(route),
  });

// The entry loads react.js; /portal and /cotizador are the budgeted first paints.
const build: PlannedChunk[] = [
  chunk('index.js', ['main.tsx'], ['react.js', 'sync-store.js', 'common.js'], {
    isEntry: true,
    facadeModuleId: 'main.tsx',
  }),
  chunk('react.js', ['react']),
  chunk('sync-store.js', ['use-sync-external-store'], ['react.js']),
  routeChunk('portal', ['react.js', 'Paper.js', 'TextInput.js', 'PasswordInput.js']),
  routeChunk('login', ['PasswordInput.js']),
  routeChunk('cotizador', ['react.js', 'Paper.js', 'Slider.js']),
  routeChunk('cliente', ['Paper.js', 'TextInput.js', 'Modal.js', 'menu.js']),
  routeChunk('cliente/dashboard', ['Modal.js', 'Badge.js', 'chart.js']),
  routeChunk('cliente/projectos', ['Modal.js', 'Badge.js', 'Select.js']),
  routeChunk('cliente/retiro', ['Modal.js', 'Select.js', 'DateInput.js']),
  routeChunk('cliente/user-profile', ['DateInput.js', 'Badge.js']),
  chunk('Paper.js', ['Paper']),
  chunk('TextInput.js', ['TextInput', 'Input'], ['Paper.js']),
  chunk('Slider.js', ['Slider']),
  chunk('PasswordInput.js', ['PasswordInput']),
  chunk('Modal.js', ['Modal', 'FocusTrap'], ['Paper.js']),
  chunk('Badge.js', ['Badge']),
  chunk('Select.js', ['Select']),
  chunk('DateInput.js', ['DateInput', 'dayjs']),
  chunk('menu.js', ['menu']),
  chunk('chart.js', ['chart']),
  // Loaded on demand by two screens: stays on demand.
  chunk('pdf.js', ['jspdf'], [], { isDynamicEntry: true, facadeModuleId: 'jspdf' }),
  // Already in one of the project's groups.
  chunk('common.js', ['strings'], [], { name: 'common' }),
];
build.find((c) => c.fileName === 'cliente-dashboard.js')!.imports.push('pdf.js', 'common.js');
build.find((c) => c.fileName === 'cliente-projectos.js')!.imports.push('pdf.js', 'common.js');

const plan = planSharedChunks(build, {
  firstPaint: /[\\/]src[\\/]routes[\\/](__root|portal|cotizador)\.tsx\?/,
  landing: {
    dashboard: /[\\/]src[\\/]routes[\\/](cliente|cliente[\\/]dashboard)\.tsx\?/,
    projectos: /[\\/]src[\\/]routes[\\/](cliente|cliente[\\/]projectos)\.tsx\?/,
  },
  groupNames: new Set(['common']),
});

describe('the shared chunks planned from a first build', () => {
  it('puts what every budgeted first paint shares with other routes in first-paint-shared', () => {
    expect(plan.get('Paper')).toBe('first-paint-shared');
  });

  it('puts what only some budgeted first paints share with other routes in a chunk named after them', () => {
    // PasswordInput: /portal and the login; /cotizador and the client screens never load it.
    expect(plan.get('PasswordInput')).toBe('portal-shared');
  });

  it('keeps what those first paints share with a landing screen apart, so a client screen does not load their own code', () => {
    // TextInput: /portal and the client area's frame.
    expect(plan.get('TextInput')).toBe('portal-landing-shared');
    expect(plan.get('Input')).toBe('portal-landing-shared');
  });

  it('puts what two or more other routes share, no budgeted first paint loads and every landing screen loads, in screens-shared', () => {
    expect(plan.get('Modal')).toBe('screens-shared');
    expect(plan.get('FocusTrap')).toBe('screens-shared');
    expect(plan.get('Badge')).toBe('screens-shared');
  });

  it("splits the rest of the client screens' shared code by the landing screens that load it", () => {
    // Select: the projects screen and the withdrawals; the dashboard never loads it.
    expect(plan.get('Select')).toBe('projectos-screens-shared');
    // The date picker: only screens nobody lands on.
    expect(plan.get('DateInput')).toBe('other-screens-shared');
    expect(plan.get('dayjs')).toBe('other-screens-shared');
  });

  it("puts the chunks the entry loads, other than the project's groups, in entry-shared", () => {
    expect(plan.get('react')).toBe('entry-shared');
    expect(plan.get('use-sync-external-store')).toBe('entry-shared');
  });

  it("leaves the entry's own code, one route's own code, code loaded on demand and the project's groups alone", () => {
    for (const id of ['main.tsx', 'Slider', 'menu', 'chart', 'jspdf', 'strings', split('portal')]) {
      expect(plan.has(id), id).toBe(false);
    }
  });

  it('never groups a module so that a chunk imports one whose loaders are fewer (no cycle can form)', () => {
    // Each group's set of budgeted first paints contains that of every group that imports from it.
    const firstPaints = (group: string) =>
      group === 'entry-shared'
        ? new Set(['portal', 'cotizador'])
        : group.endsWith('screens-shared')
          ? new Set<string>()
          : group === 'first-paint-shared'
            ? new Set(['portal', 'cotizador'])
            : new Set(group.replace(/(-landing)?-shared$/, '').split('-'));
    // The landing screens that load a screens group, from its name; all for the other groups (of a
    // landing-shared one the check then asks more than it must).
    const landings = (group: string) =>
      group === 'entry-shared' || !group.endsWith('screens-shared')
        ? new Set(['dashboard', 'projectos'])
        : group === 'screens-shared'
          ? new Set(['dashboard', 'projectos'])
          : group === 'other-screens-shared'
            ? new Set<string>()
            : new Set(group.replace(/-screens-shared$/, '').split('-'));
    let edges = 0;
    for (const c of build) {
      const from = plan.get(c.moduleIds[0]!);
      if (!from) continue;
      for (const imported of c.imports) {
        const to = plan.get(build.find((other) => other.fileName === imported)!.moduleIds[0]!);
        if (!to) continue;
        edges += 1;
        for (const route of firstPaints(from)) expect(firstPaints(to).has(route)).toBe(true);
        for (const screen of landings(from)) expect(landings(to).has(screen)).toBe(true);
      }
    }
    expect(edges).toBeGreaterThan(0);
  });
});
