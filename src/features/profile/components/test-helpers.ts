/**
 * Helpers of the 'Mi cuenta' screen tests (imported by *.test.tsx only): the seeded personas, opening the
 * screen signed in as one of them, a record of the requests that reach the simulated server, axe, and fake
 * timeouts that leave IndexedDB and MSW running.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { setupServer } from 'msw/node';
import { expect, vi } from 'vitest';
import { renderApp, signInAs, type RenderedApp } from '../../../../tests/render-app';

// Screens render against the real simulator, which may be slow on a busy machine.
configure({ asyncUtilTimeout: 8000 });

export const personas = {
  nuevo: { email: 'nuevo@simulador.test', password: 'nuevo1234', name: 'Lucía Fernández', status: 1 },
  verificando: {
    email: 'verificando@simulador.test',
    password: 'verifica1234',
    name: 'Mateo Herrera',
    status: 2,
  },
  inversor: { email: 'inversor@simulador.test', password: 'inversor1234', name: 'Andrés Gómez', status: 3 },
} as const;
export type PersonaKey = keyof typeof personas;

/** Signs in as a persona and opens 'Mi cuenta', past the status-1 welcome modal. */
export async function openProfile(key: PersonaKey): Promise<RenderedApp> {
  const persona = personas[key];
  await signInAs(persona.email, persona.password);
  const app = renderApp('/cliente/user-profile');
  await screen.findByRole('heading', { level: 1, name: 'Mi cuenta' }, { timeout: 10_000 });
  if (persona.status === 1) {
    const welcome = await screen.findByRole('dialog', { name: 'BIENVENIDO' });
    await app.user.click(within(welcome).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'BIENVENIDO' })).toBeNull());
  }
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
  return app;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Records every request the simulator receives from now on, with its JSON body (if any). */
export function recordRequests(server: Pick<ReturnType<typeof setupServer>, 'events'>) {
  const pending: Promise<RecordedRequest>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const copy = request.clone();
    pending.push(
      copy.text().then((text) => {
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : null;
        } catch {
          // not JSON: keep the text
        }
        return { method: request.method, path: new URL(request.url).pathname, body };
      }),
    );
  };
  server.events.on('request:start', listener);
  return {
    all: () => Promise.all(pending),
    paths: async () => (await Promise.all(pending)).map((r) => r.path),
    count: () => pending.length,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

/** axe over the document (colour contrast needs a real browser: checked in Chromium). */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  const violations = results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map(
          (n) =>
            `${n.html} ${n.any
              .concat(n.all, n.none)
              .map((c) => JSON.stringify(c.relatedNodes?.map((r) => r.html)))
              .join(',')}`,
        )
        .join(' | ')}`,
  );
  expect(violations).toEqual([]);
}

/**
 * Fakes only setTimeout/clearTimeout: IndexedDB, MSW and React keep running on real immediates. Drive the
 * screen with fireEvent meanwhile.
 */
export function useFakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** With fake timeouts: runs zero-delay timers and real immediates until `check` passes. */
export async function settle(check: () => void, rounds = 600): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      check();
      return;
    } catch (error) {
      if (i >= rounds) throw error;
    }
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
      await new Promise((resolve) => setImmediate(resolve));
    });
  }
}

/** With fake timeouts: moves the fake clock by `ms`, running what falls due, inside act. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The tab names of a tab list. */
export const tabNames = (label: string) =>
  within(screen.getByRole('tablist', { name: label }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
