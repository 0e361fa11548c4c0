import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createQueryClient } from './query-client';
import { type AppRouter, createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/** The whole client. Tests pass their own query client and a router over a memory history. */
export function App(props: { queryClient?: QueryClient; router?: AppRouter }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter(queryClient));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
