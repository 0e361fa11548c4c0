import { ColorSchemeScript, MantineProvider } from '@mantine/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { apiMode } from '@/shared/api/config';
import { App } from './app/app';
import { CLIENT_LOADING_ID } from './app/take-over';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { ClientFrameFor } from './routes/-client-frame-parts';

export { LANDING_LEAD_ATTRIBUTE } from './routes/-client-frame-parts';
import { cssVariablesResolver, theme } from './app/theme';

/** In the head of every prerendered page: the colour scheme the visitor chose, before the first paint. */
const colorSchemeHead = () => renderToString(<ColorSchemeScript defaultColorScheme="light" />);

/**
 * Build-time rendering of the public screens (scripts/prerender-plugin.ts): the HTML of `path` as the browser's
 * first render will draw it, so the page paints before any script has run.
 */
export async function render(path: string): Promise<{ head: string; body: string }> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return {
    head: colorSchemeHead(),
    body: renderToString(<App queryClient={queryClient} router={router} />),
  };
}

/**
 * SHELL-14: the client area's loading frame at `path` (routes/-client-frame-parts.tsx), with the screen's first lines:
 * what a client screen opened at its address shows from its HTML while the code, the session check and the
 * screen's data are on their way. Whether the address opens a screen's lists is not known here: the page drops
 * a landing's lines itself at such an address (LANDING_LEAD_ATTRIBUTE).
 */
export function renderClientFrame(path: string): { head: string; body: string } {
  return {
    head: colorSchemeHead(),
    body: renderToString(
      <div id={CLIENT_LOADING_ID}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <ClientFrameFor pathname={path} demo={apiMode === 'mock'} />
        </MantineProvider>
      </div>,
    ),
  };
}
