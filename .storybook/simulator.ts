/**
 * Every story runs on the real simulated server (the handlers of mocks/http over a store of its own), as the
 * screen tests do: before each story a fresh in-memory store holding the seed (tests/seeded-store.ts),
 * optionally changed by a named scenario, a persona signed in through the authenticate call, and the faults
 * the story asks for injected through the simulator panel's call. A story says what it needs with
 * `parameters.simulator` (see SimulatorParameters); the default is the seed with nobody signed in.
 */
import { getResponse, http, HttpResponse, type HttpHandler, type RequestHandler } from 'msw';
import type { FaultKind } from '@/contract/simulator';
import { useSession } from '@/shared/session/session-store';
import { manualClock, type ManualClock } from '../mocks/domain/clock';
import { persona, type PersonaKey } from '../mocks/seed/personas';
import { createDispatch, type Dispatch } from '../mocks/http/handlers';
import type { ServerContext } from '../mocks/http/server-context';
import type { StoreDb } from '../mocks/store/db';
import { seededStore } from '../tests/seeded-store';
import { scenarios, type ScenarioName } from './scenarios';

/** A fault as the panel adds it: every call whose path contains `ruta` (all calls if absent), until removed. */
export interface StoryFault {
  tipo: FaultKind;
  ruta?: string;
  /** How many calls it answers; every call while the story lasts if absent. */
  restantes?: number;
}

export interface SimulatorParameters {
  /** The persona signed in before the story renders (its real token in the session store); none if absent. */
  as?: PersonaKey;
  /** A change to the seeded store before the sign-in (.storybook/scenarios.ts). */
  scenario?: ScenarioName;
  /** Faults injected once signed in, as the simulator panel injects them (SRV-57): 'error', 'espera', ... */
  faults?: StoryFault[];
  /** The network's latency for this story, in ms (DEFAULT_LATENCY_MS unless set). */
  latencyMs?: number;
}

/** The moment every story's store is seeded for and its server clock starts at: this page's first story. */
const START = Date.now();
/**
 * A network's latency in Storybook, where a person sees the loading states; none in the test run, where a
 * play function waits on what the story shows (a story about a loading state holds the call with a fault).
 */
const DEFAULT_LATENCY_MS = import.meta.env.MODE === 'test' ? 0 : 300;

/** What a scenario gets: the story's store and its server clock (which it may move). */
export interface StoryServer {
  db: StoreDb;
  clock: ManualClock;
}

/** The server the story being rendered talks to; every story replaces it. */
let current: Dispatch | undefined;

/** The simulator as MSW handlers: one handler that hands each /api/ call to the current story's server. */
export const simulatorHandlers: HttpHandler[] = [
  http.all('*', ({ request }) => (current ? current(request) : undefined)),
];

async function call(dispatch: Dispatch, path: string, body: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await dispatch(
    new Request(new URL(path, location.href), { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  if (!response?.ok) throw new Error(`${path} answered ${response?.status}: ${await response?.text()}`);
  return response.json();
}

/** Gives the story a fresh server as its parameters describe, and signs its persona in. */
export async function startStoryServer(parameters: SimulatorParameters = {}): Promise<void> {
  const clock = manualClock(START);
  const db = await seededStore(START);
  if (parameters.scenario) await scenarios[parameters.scenario]({ db, clock });
  const ctx: ServerContext = {
    clock,
    delayMs: parameters.latencyMs ?? DEFAULT_LATENCY_MS,
    validateResponses: true,
    store: () => Promise.resolve(db),
  };
  // The sign-in and the faults are set up without the story's latency.
  const setup = createDispatch({ ...ctx, delayMs: 0 });
  useSession.getState().signOut();
  useSession.getState().clearSignOutMessage();
  if (parameters.as) {
    const { email, password } = persona(parameters.as);
    const answer = (await call(setup, '/api/client/authenticate', { email, password })) as {
      success: { token: string };
    };
    useSession.getState().signIn(answer.success.token, Date.now());
  }
  const dispatch = createDispatch(ctx);
  for (const fault of parameters.faults ?? [])
    await call(dispatch, '/api/simulador/ajustes', {
      agregar_fallo: { ruta: null, restantes: null, ...fault },
    });
  current = dispatch;
}

/**
 * MSW's handlers answered inside the page, through the client's own in-page mode (SRV-52, `setApiStarter`):
 * no service worker, so Storybook and the story tests (whose runner loads modules through a worker of its
 * own) intercept the same way. It offers what msw-storybook-addon and the stories use of MSW's worker:
 * `use` (an override on top, for this story) and `resetHandlers`.
 */
export function inPageWorker() {
  let handlers: RequestHandler[] = [];
  return {
    use(...more: RequestHandler[]) {
      handlers = [...more, ...handlers];
    },
    resetHandlers(...next: RequestHandler[]) {
      handlers = next;
    },
    async answer(request: Request): Promise<Response> {
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
    },
  };
}

/**
 * A story's override that refuses one call with the server's error (500) and its Spanish message, in the field
 * the client reads: the screen's or the modal's error state, as the real server would bring it about.
 */
export function failingCall(
  path: string,
  message = 'Error interno del servidor. Intente nuevamente.',
): HttpHandler {
  return http.post(`*${path}`, () => HttpResponse.json({ message }, { status: 500 }));
}
