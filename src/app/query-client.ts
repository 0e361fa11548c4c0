import { MutationCache, QueryCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { onSignOut, useSession } from '@/shared/session/session-store';
import { coalescedTimeouts } from './coalesced-timeouts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { signOutOnError?: boolean };
    mutationMeta: { signOutOnError?: boolean };
  }
}

/**
 * The app's query cache keeps its long timers (stale, garbage collection, polling) under one platform timer
 * (coalesced-timeouts.ts). Called once, before the first query client, as TanStack asks: a timer set by one
 * provider cannot be cleared through another.
 */
export function shareQueryTimers(): void {
  timeoutManager.setTimeoutProvider(coalescedTimeouts());
}

/**
 * One query client per app. A failed client-area load (ERR-03), or any call refused for its session,
 * signs the client out with the server's message; a sign-out clears every cached query (SESS-08). A call that
 * got no answer at all (status 0: the page being left or reloaded cancels what is in flight, or the network is
 * gone) is not the server refusing anything: it never ends the session, or a reload would sign the client out.
 */
export function createQueryClient(): QueryClient {
  const signOutOn = (error: unknown, meta: { signOutOnError?: boolean } | undefined) => {
    if (!useSession.getState().token) return;
    if (!(error instanceof ApiError) || error.status === 0) return;
    if (error.isSessionError || meta?.signOutOnError) useSession.getState().signOut(error.message);
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => signOutOn(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => signOutOn(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  onSignOut(() => client.clear());
  return client;
}
