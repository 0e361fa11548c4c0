import { createMemoryHistory } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter, type AppRouter } from '@/app/router';
import { useSession } from '@/shared/session/session-store';
import { post } from './simulator';

export interface RenderedApp extends RenderResult {
  router: AppRouter;
  user: UserEvent;
  queryClient: ReturnType<typeof createQueryClient>;
}

/** Resets the client's session state between tests (the store is a module singleton). */
export function resetSession(): void {
  localStorage.clear();
  sessionStorage.clear();
  useSession.setState({
    token: null,
    loginAt: null,
    signOutMessage: null,
    collapsed: false,
    protectButton: false,
    pin: null,
  });
}

/**
 * A user-event instance for screen tests. No pause between keystrokes and pointer steps: React handles each
 * event inside act, so the pauses only cost time; this also never waits on a timer that a test fakes.
 */
export function setupUser(): UserEvent {
  return userEvent.setup({ delay: null });
}

/** Renders the whole app at `path` (memory history), talking to the real simulated handlers. */
export function renderApp(path: string): RenderedApp {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const user = setupUser();
  const result = render(<App queryClient={queryClient} router={router} />);
  return { ...result, router, user, queryClient };
}

/** Signs a client in as the login screen would, without going through it. */
export async function signInAs(email: string, password: string): Promise<string> {
  const { body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email,
    password,
  });
  // The client's own clock times the session (SESS-10), so the login happens "now" for it.
  useSession.getState().signIn(body.success.token, Date.now());
  return body.success.token;
}
