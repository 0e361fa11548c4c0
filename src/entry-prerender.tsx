import { ColorSchemeScript } from '@mantine/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';

/**
 * Build-time rendering of the public screens (scripts/prerender.mjs): the HTML of `path` as the browser's
 * first render will draw it, so the page paints before any script has run.
 */
export async function render(path: string): Promise<{ head: string; body: string }> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return {
    head: renderToString(<ColorSchemeScript defaultColorScheme="light" />),
    body: renderToString(<App queryClient={queryClient} router={router} />),
  };
}
