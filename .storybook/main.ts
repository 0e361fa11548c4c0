import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Alias, AliasOptions, PluginOption } from 'vite';

/** Vite plugins, nested arrays flattened, without the app-build-only ones (see viteFinal). */
function withoutAppBuildPlugins(plugins: PluginOption[] | undefined): PluginOption[] {
  const flat: PluginOption[] = [];
  const visit = (option: PluginOption) => {
    if (Array.isArray(option)) option.forEach(visit);
    else flat.push(option);
  };
  (plugins ?? []).forEach(visit);
  return flat.filter((plugin) => {
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
    return (
      !name.startsWith('tanstack') &&
      !['prerender-public-screens', 'simulator-worker', 'shared-chunks', 'mantine-styles'].includes(name)
    );
  });
}

/** The '@' -> src/ alias of vite.config.ts, added to whichever form (object or list) the aliases take. */
function withSrcAlias(alias: AliasOptions | undefined): AliasOptions {
  const src = fileURLToPath(new URL('../src', import.meta.url));
  if (Array.isArray(alias))
    return [...(alias as Alias[]).filter((a) => a.find !== '@'), { find: '@', replacement: src }];
  return { ...(alias as Record<string, string> | undefined), '@': src };
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  // addon-vitest: the stories' test run (vitest.stories.config.ts), also from Storybook's test widget.
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    'msw-storybook-addon',
    '@storybook/addon-vitest',
  ],
  // The site's public files next to iframe.html. The stories' simulator
  // answers inside the page (.storybook/simulator.ts): no service worker.
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Stories never render the app's file routes: the router plugin would only regenerate src/routeTree.gen.ts
    // and split route files, and the prerender plugin writes the app's portal.html from the app's manifest.
    // Storybook runs without both, and without the app's shared-chunks plan. The '@' alias for src/ stays.
    return {
      ...viteConfig,
      plugins: withoutAppBuildPlugins(viteConfig.plugins),
      // Storybook's own chunks are large by nature, and the app's size manifest means nothing here.
      build: { ...viteConfig.build, manifest: false, chunkSizeWarningLimit: 2_000 },
      resolve: { ...viteConfig.resolve, alias: withSrcAlias(viteConfig.resolve?.alias) },
    };
  },
};

export default config;
