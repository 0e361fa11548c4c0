import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { newVersionState, subscribeNewVersion } from './new-version';
import { Overlays } from './overlays';
import { createQueryClient } from './query-client';
import { type AppRouter, createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/** Calls `onMounted` once, after the first commit (StrictMode's second effect run included). */
function AfterFirstCommit(props: { onMounted: () => void }) {
  const done = useRef(false);
  const { onMounted } = props;
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onMounted();
  }, [onMounted]);
  return null;
}

const NewVersionPrompt = lazy(() => import('./new-version-notice'));

/** 'Hay una versión nueva' (PWA-05), its code loaded only once a new version waits. */
function NewVersion() {
  const { waiting } = useSyncExternalStore(subscribeNewVersion, newVersionState, newVersionState);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionPrompt />
    </Suspense>
  );
}

/**
 * The whole client. Tests pass their own query client and a router over a memory history; the browser entry
 * passes `onMounted` to learn when the live app has taken over the page.
 */
export function App(props: { queryClient?: QueryClient; router?: AppRouter; onMounted?: () => void }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter(queryClient));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Overlays />
      </QueryClientProvider>
      <NewVersion />
      {props.onMounted && <AfterFirstCommit onMounted={props.onMounted} />}
    </MantineProvider>
  );
}
