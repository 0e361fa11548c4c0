import '@/shared/ui/mantine-styles';
import { MantineProvider } from '@mantine/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/app/query-client';
import { Overlays } from '@/app/overlays';
import { cssVariablesResolver, theme } from '@/app/theme';
import { systemClock } from '../mocks/domain/clock';
import { createHandlers } from '../mocks/http/handlers';
import { createServerContext } from '../mocks/http/server-context';

/**
 * The simulated server the app runs on, over this browser's IndexedDB (Storybook's origin has its own
 * database). Every story gets its handlers unless it sets `parameters.msw.handlers` itself; to change a
 * single call (an error, an endless loading state) keep the simulator and add an override on top:
 * `beforeEach: ({ msw }) => { msw.use(http.post('/api/...', () => HttpResponse.json(..., { status: 500 }))) }`.
 */
const simulator = createServerContext({ clock: systemClock, delayMs: 300, validateResponses: true });

/** Starts the worker from a relative URL, so a Storybook build served under a sub-path still finds it. */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
  return worker;
}

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
function StoryFrame({ story, initialPath }: { story: ReactNode; initialPath: string }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: RenderStory }),
      history: createMemoryHistory({ initialEntries: [initialPath] }),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <CurrentStory.Provider value={story}>
        <RouterProvider router={router} />
      </CurrentStory.Provider>
    </QueryClientProvider>
  );
}

const withAppProviders: Decorator = (Story, context) => {
  const { initialPath = '/' } = (context.parameters.router ?? {}) as RouterParameters;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Keyed by story: each story starts with an empty cache and its own history. */}
      <StoryFrame key={context.id} story={<Story />} initialPath={initialPath} />
      <Overlays />
    </MantineProvider>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  loaders: [mswLoader(startWorker)],
  parameters: {
    msw: { handlers: createHandlers(simulator) },
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
