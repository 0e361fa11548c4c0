import type { StoreOptions } from './store/db';

/**
 * How pages reach the simulator's server script (mocks/server-script.ts, built into one classic script): as
 * the service worker's code, through the messages below, and as a page's own copy, through the global below.
 */

/** A page that came up uncontrolled asks the active worker to take it. */
export const CLAIM_MESSAGE = 'SIMULATOR_CLAIM';

/**
 * A page asks the waiting worker of a new version of the site to take over (PWA-05): sent when the visitor
 * clicks 'Actualizar'. src/app/new-version.ts sends the same text (tests/unit/new-version-protocol.test.ts).
 */
export const UPDATE_MESSAGE = 'SIMULATOR_UPDATE';

/**
 * A page loaded under the worker (a visit after the first) asks it to store the version's files it lacks
 * (PWA-03): from then on the demo opens with no network.
 */
export const PRECACHE_MESSAGE = 'SIMULATOR_PRECACHE';

/** A page starting the simulator asks the worker to open (on a first visit, seed) the store; a port answers. */
export const START_MESSAGE = 'SIMULATOR_START';

/** The worker's answer to START_MESSAGE: the store is open (with the first visit's seeding time), or not. */
export type StartAnswer = { ok: true; seedMs: number | null } | { ok: false };

/** The performance measure of a first visit's seeding (store/ready.ts), read by npm run bench:browser. */
export const SEED_MEASURE = 'simulator:seed';

/** Answers one call as the server would: every /api/ path of the contract. */
export type AnswerCall = (request: Request) => Promise<Response>;

/** The name under which the server script, loaded in a page, leaves its PageServer on the global scope. */
export const PAGE_SERVER_GLOBAL = '__simulatorServer';

/** The server script in a page: opens the store (seeding it on a first visit) and answers that page's calls. */
export interface PageServer {
  /** Rejects when the store cannot be opened (no IndexedDB): `storeOptions` then names another IndexedDB. */
  open(options: { delayMs: number; storeOptions?: StoreOptions }): Promise<AnswerCall>;
}

/**
 * The sign-in call (src/contract/auth.ts, `authenticate`): a first visit's page asks the worker to store the site
 * once it has answered (PWA-03). Written here so that the page's start does not load the contract.
 */
export const SIGN_IN_PATH = '/api/client/authenticate';
