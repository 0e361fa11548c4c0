import './shared/no-eval';
import './shared/ui/mantine-styles';
import type { AnyRoute } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient, shareQueryTimers } from './app/query-client';
import { watchNewVersion } from './app/new-version';
import { createAppRouter } from './app/router';
import {
  adoptPrerenderedPage,
  dropLoadingViewOnceDrawn,
  markAppLive,
  PRERENDERED_ATTRIBUTE,
  whenVisitorActs,
} from './app/take-over';
import { setApiStarter, warmApi } from './shared/api/config';
import { profileQuery, statusQuery } from './shared/api/session-queries';
import { useSession } from './shared/session/session-store';
import { whenPageLive } from './shared/ui/page-live';

// The simulator starts on the first call, or earlier once the visitor shows intent (a key, a touch, a
// click): a public screen that is only looked at never pays for the worker and the first-visit seeding.
// With VITE_API_MODE=real this branch and the whole simulator chunk are dropped.
if (import.meta.env.VITE_API_MODE !== 'real') {
  const delayMs = Number(import.meta.env.VITE_SIMULATOR_DELAY_MS ?? 250);
  setApiStarter(() =>
    import('../mocks/browser').then((m) => m.startSimulator(import.meta.env.BASE_URL, delayMs)),
  );
  whenVisitorActs(warmApi);
  // The simulator's worker of a new build waits for the visitor's click (PWA-05).
  watchNewVersion((navigator as { serviceWorker?: ServiceWorkerContainer }).serviceWorker);
}

shareQueryTimers();
const queryClient = createQueryClient();
const root = document.getElementById('root')!;
const prerendered = root.hasAttribute(PRERENDERED_ATTRIBUTE);

/**
 * A client screen's start is cut into tasks: evaluating the code, building the router, sending the first calls,
 * then rendering. As one task it was 40-55 ms of a phone's CPU, with no input answered and no frame drawn; each
 * step alone is a fraction of that. A prerendered public screen waits for its route instead (below).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (!prerendered) await nextTask();
const router = createAppRouter(queryClient);

/**
 * Runs a client screen's loader at once, before the router runs it after the session check: the queries it
 * starts are then under way when the router asks for them. A client screen's loader reads only the query
 * client, its loader deps and the cause (docs/adding-a-call.md); its code is the route's lazy chunk, which the
 * page preloads beside the entry. Its failures are the router's to show when it runs the loader itself.
 */
async function startScreenLoads(screen: AnyRoute | undefined): Promise<void> {
  const loader = screen?.options.loader as ((args: unknown) => unknown) | undefined;
  if (!screen || !loader) return;
  const { pathname, search } = router.latestLocation;
  const match = router.matchRoutes(pathname, search).at(-1);
  if (!match || match.routeId !== screen.id) return;
  const args = { context: { queryClient }, deps: match.loaderDeps, cause: 'enter' };
  await Promise.resolve(loader(args)).catch(() => undefined);
}

if (prerendered) {
  // A prerendered public screen (portal.html, cotizador.html, ...) is live HTML already: the visitor may be
  // typing into it. Its route is loaded first so the first render draws the same tree, then React adopts
  // the existing nodes (what was typed stays, and React replays it as change events). Hydrating inside a
  // transition lets React yield to the browser every few milliseconds instead of blocking it.
  await router.load();
  // The router then renders the tree its server rendering drew (no Suspense of its own around the matches),
  // as it does when it hydrates its own server's HTML.
  router.ssr = { manifest: undefined };
  adoptPrerenderedPage(root);
  // The screen's own content reports when React has adopted it (shared/ui/page-live.tsx).
  whenPageLive(() => markAppLive(root));
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
} else {
  // A client screen loaded at its address (a reload, a bookmark) calls the server at once: the simulator starts
  // first, then the screen's code is fetched beside the session check, not after it as the router would.
  const [matched] = router.getMatchedRoutes(router.latestLocation.pathname);
  if (matched.some((route) => route.id === '/cliente')) {
    await nextTask();
    if (import.meta.env.VITE_API_MODE !== 'real') warmApi();
    // The session check, the client's profile and the screen's own loads go out together: the guard and the
    // loaders find them under way instead of asking one after the other (a round trip less before the screen
    // shows each time). With a session that has ended, all of them are refused alike and the client signs out.
    if (useSession.getState().token) {
      void queryClient.prefetchQuery(statusQuery());
      void queryClient.prefetchQuery(profileQuery());
      void startScreenLoads(matched.at(-1));
    }
    // A chunk that fails here is fetched again, and reported, when the router renders the route.
    for (const route of matched) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  dropLoadingViewOnceDrawn(root);
  await nextTask();
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} onMounted={() => markAppLive(root)} />
      </StrictMode>,
    );
  });
}
