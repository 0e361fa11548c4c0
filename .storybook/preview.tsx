import '@/shared/ui/mantine-styles';
import { MantineProvider } from '@mantine/core';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { createContext, useContext, type ReactNode } from 'react';
import { createQueryClient } from '@/app/query-client';
import { Overlays } from '@/app/overlays';
import { setApiStarter } from '@/shared/api/config';
import { cssVariablesResolver, theme } from '@/app/theme';
import { inPageWorker, simulatorHandlers, startStoryServer, type SimulatorParameters } from './simulator';

/** The handlers (the simulator, and a story's overrides) answer the client's calls inside the page. */
const worker = inPageWorker();
setApiStarter(() => Promise.resolve({ answer: worker.answer }));

/** Router parameters of a story: `parameters: { router: { initialPath: '/cliente/dashboard' } }`. */
interface RouterParameters {
  initialPath?: string;
}

/** The story being rendered, handed to the router's only route (a new element on every render). */
const CurrentStory = createContext<ReactNode>(null);

function RenderStory() {
  return useContext(CurrentStory);
}

/** One story's world: a fresh query client and a memory router, so components using Link or hooks work. */
interface StoryWorld {
  queryClient: QueryClient;
  router: AnyRouter;
}

/**
 * Made before the story renders, its router already resolved: the story's first render shows the story, so a
 * play function that looks for it at once finds it at any latency (an unresolved router renders nothing on
 * its first frame outside the test run's act()).
 */
const storyWorldLoader: Loader = async (context) => {
  const { initialPath = '/' } = (context.parameters.router ?? {}) as RouterParameters;
  const router = createRouter({
    routeTree: createRootRoute({ component: RenderStory }),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  await router.load();
  return { world: { queryClient: createQueryClient(), router } satisfies StoryWorld };
};

function StoryFrame({ story, world }: { story: ReactNode; world: StoryWorld }) {
  return (
    <QueryClientProvider client={world.queryClient}>
      <CurrentStory.Provider value={story}>
        <RouterProvider router={world.router} />
      </CurrentStory.Provider>
    </QueryClientProvider>
  );
}

const withAppProviders: Decorator = (Story, context) => {
  const { world } = context.loaded as { world: StoryWorld };
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Keyed by story: each story starts with an empty cache and its own history. */}
      <StoryFrame key={context.id} story={<Story />} world={world} />
      <Overlays />
    </MantineProvider>
  );
};

const preview: Preview = {
  // A docs page for every component: its description, props table and stories (the JSDoc above each).
  tags: ['autodocs'],
  decorators: [withAppProviders],
  loaders: [mswLoader(() => worker as unknown as SetupWorker), storyWorldLoader],
  // Each story on a server of its own: the seed, its scenario, its persona signed in, its faults
  // (`parameters.simulator`, .storybook/simulator.ts). A story's own `beforeEach` runs after this one.
  beforeEach: ({ parameters }) => startStoryServer(parameters.simulator as SimulatorParameters | undefined),
  parameters: {
    // The simulator answers every call. Only a state it cannot produce (an answer in HTML) gets an override
    // on top, with a comment saying why: `beforeEach: ({ msw }) => { msw.use(http.post(...)) }`.
    msw: { handlers: simulatorHandlers },
    layout: 'fullscreen',
    a11y: { test: 'error' },
    // Storybook's phones, tablet and laptop, and a desktop monitor: where the primary market's thirteen
    // columns are a table (scripts/storybook-check.mjs knows the same sizes).
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        monitor: {
          name: 'Monitor (1920 × 1080)',
          styles: { width: '1920px', height: '1080px' },
          type: 'desktop',
        },
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // On a docs page each story renders in a frame of its own, as in the canvas: stories share one simulated
    // server and one session (.storybook/simulator.ts), and an open modal would cover the page.
    docs: { story: { inline: false, height: '640px' } },
    // The sidebar in the client area's menu order (src/shared/navigation.ts), then the public screens, the
    // simulator and the shared components; inside each, alphabetical in Spanish. Read by Storybook statically:
    // literals only.
    options: {
      storySort: {
        method: 'alphabetical',
        locales: 'es',
        order: [
          'Fundamentos',
          'Inicio',
          'Proyectos',
          'Mis inversiones',
          'Mis ofertas',
          'Depósito',
          'Retiro',
          'Tarjetas',
          'Mi cuenta',
          'Inversión automática',
          'Estado de cuenta',
          'Acceso',
          'Cotizador',
          'Marco',
          'Simulador',
          'Componentes',
        ],
      },
    },
  },
};

export default preview;
