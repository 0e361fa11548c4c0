import '@/shared/ui/mantine-styles';
import { MantineProvider } from '@mantine/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, useContext, useState, type ReactNode } from 'react';
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
  loaders: [mswLoader(() => worker as unknown as SetupWorker)],
  // Each story on a server of its own: the seed, its scenario, its persona signed in, its faults
  // (`parameters.simulator`, .storybook/simulator.ts). A story's own `beforeEach` runs after this one.
  beforeEach: ({ parameters }) => startStoryServer(parameters.simulator as SimulatorParameters | undefined),
  parameters: {
    // The simulator answers every call. Only a state it cannot produce (an answer in HTML) gets an override
    // on top, with a comment saying why: `beforeEach: ({ msw }) => { msw.use(http.post(...)) }`.
    msw: { handlers: simulatorHandlers },
    layout: 'fullscreen',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
