/**
 * Helpers of the screen tests (imported by *.test.tsx only): the seeded personas, opening a client screen
 * signed in as one of them, a record of the requests that reach the simulated server, fake timeouts that
 * leave IndexedDB and MSW running, and the window's width (phone or laptop). Accessibility is checked by axe
 * in Chromium (tests/e2e/accessibility*.spec.ts), where layout and colour contrast are real.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { setupServer } from 'msw/node';
import { SIMULATOR_PANEL_PATHS } from '@/contract/simulator';
import { expect, vi } from 'vitest';
import type { StoreDb } from '../mocks/store/db';
import { renderApp, signInAs, type RenderedApp } from './render-app';

export { preferReducedMotion, showAt, showOnPhone } from './viewport';

export const personas = {
  demo: { email: 'demo@simulador.test', password: 'demo1234', name: 'Valentina Ríos', status: 3 },
  emisor: {
    email: 'emisor@simulador.test',
    password: 'emisor1234',
    name: 'Constructora Andina S.A.S.',
    status: 3,
  },
  nuevo: { email: 'nuevo@simulador.test', password: 'nuevo1234', name: 'Lucía Fernández', status: 1 },
  verificando: {
    email: 'verificando@simulador.test',
    password: 'verifica1234',
    name: 'Mateo Herrera',
    status: 2,
  },
  inversor: { email: 'inversor@simulador.test', password: 'inversor1234', name: 'Andrés Gómez', status: 3 },
  /** The new persona once verified (verifyNewPersona): the full menu with nothing in it. */
  verificada: { email: 'nuevo@simulador.test', password: 'nuevo1234', name: 'Lucía Fernández', status: 3 },
} as const;
export type PersonaKey = keyof typeof personas;

/**
 * Moves the new persona to status 3, as its KYC approval would: a verified client with no money,
 * investments, offers, operations or cards, whose screens show their empty states (every other verified
 * persona's screens are full).
 */
export async function verifyNewPersona(db: StoreDb): Promise<void> {
  const client = await db.clients.where('email').equals(personas.verificada.email).first();
  await db.clients.update(client!.id, { status: 3 });
}

/**
 * Signs in as a persona and opens a client screen (path and its h1 title), past the status-1 welcome modal,
 * once its first data has loaded.
 */
export async function openScreen(key: PersonaKey, path: string, title: string): Promise<RenderedApp> {
  const persona = personas[key];
  await signInAs(persona.email, persona.password);
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 });
  if (persona.status === 1) {
    const welcome = await screen.findByRole('dialog', { name: 'BIENVENIDO' });
    await app.user.click(within(welcome).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'BIENVENIDO' })).toBeNull());
  }
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
  await untilDrawn();
  return app;
}

/**
 * Waits until nothing on screen is loading. An answer is drawn a render after it arrives
 * (shared/ui/use-deferred-data.ts), also when it was already in the cache.
 */
export async function untilDrawn(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[data-state="loading"]')).toBeNull());
}

/** Opens 'Mi cuenta' (profile, KYC and bank-account tabs) as a persona. */
export const openProfile = (key: PersonaKey) => openScreen(key, '/cliente/user-profile', 'Mi cuenta');

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Records every request the screen makes to the simulator from now on, with its JSON body (if any); the
 * simulator panel's own calls are left out.
 */
export function recordRequests(server: Pick<ReturnType<typeof setupServer>, 'events'>) {
  const pending: Promise<RecordedRequest>[] = [];
  const keys: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    // The panel's host reads the settings in the background (2 s after the page loads, for the notice of
    // active faults): no call of the screen under test.
    if (SIMULATOR_PANEL_PATHS.has(new URL(request.url).pathname)) return;
    keys.push(request.headers.get('Idempotency-Key'));
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
    /** SRV-49: the Idempotency-Key header of each request, in the order of all(); null where none. */
    idempotencyKeys: () => [...keys],
    stop: () => server.events.removeListener('request:start', listener),
  };
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

/** Types a value into a field the synchronous way (for tests with fake timeouts). */
export function typeInto(field: HTMLElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}

/** A request handler's gate: the handler awaits `wait`, the test calls `open()`. */
export function gate() {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/** The tab names of a tab list. */
export const tabNames = (label: string) =>
  within(screen.getByRole('tablist', { name: label }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
