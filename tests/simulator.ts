import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { openApiDocument } from '../src/contract/schemas/openapi';
import { manualClock, setupSimulator, type ServerContext } from '../mocks/node';
import { persona, type PersonaKey } from '../mocks/seed/personas';
import type { StoreDb } from '../mocks/store/db';
import { recordMovement, type MovementInput } from '../mocks/store/ledger-repo';
import { isTableVersion } from '../mocks/store/table-versions';
import type { MetaRecord } from '../mocks/store/records';
import { answerChecker } from './openapi-answers';
import { seededStore } from './seeded-store';

/**
 * Appends a line to a client's statement as the server does (its saldo and its number in the statement), in a
 * transaction of its own that holds what a write to the statement keeps (its days of return flows).
 */
export const addStatementLine = (db: StoreDb, input: MovementInput) =>
  db.transaction('rw', db.tables, () => recordMovement(db, input));

/** 2026-11-22 12:00 UTC: the moment every test's server clock starts at. */
export const TEST_START = Date.UTC(2026, 10, 22, 12, 0, 0);
export const API = 'http://localhost';

/** The published contract's check, compiled once per worker, when a test file first needs it. */
let contractCheck: ReturnType<typeof answerChecker> | undefined;

/**
 * The real simulated server for a test file: msw/node in front of the real handlers (mocks/node.ts), a manual
 * clock, and a new IndexedDB holding the seed for every test (a copy of rows seeded once per worker:
 * tests/seeded-store.ts). Every answer is checked against the published contract (openapi.json): a test
 * fails when the server answered a status or a body the document does not describe.
 */
export function useSimulator() {
  const clock = manualClock(TEST_START);
  const { server, serve } = setupSimulator();
  let ctx: ServerContext;
  const checks: Promise<string | null>[] = [];

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    contractCheck ??= answerChecker(openApiDocument('prueba'));
  });
  afterEach(async () => {
    const problems = (await Promise.all(checks.splice(0))).filter((problem) => problem !== null);
    expect(problems, 'respuestas fuera del contrato publicado (openapi.json)').toEqual([]);
  });
  beforeEach(() => {
    clock.set(TEST_START);
    // The store is made on the first call, as the browser's is, seeded for the clock's time then.
    let store: Promise<StoreDb> | undefined;
    ctx = {
      clock,
      delayMs: 0,
      validateResponses: true,
      store: () => (store ??= seededStore(clock.now())),
      onAnswer(request, response) {
        // A failed network ('red' and 'espera' faults) has no answer to check.
        if (response.type === 'error') return;
        const check = contractCheck!;
        const { method, url } = request;
        const { status } = response;
        checks.push(
          response
            .clone()
            .text()
            .then((body) => check({ method, url, status, body })),
        );
      },
    };
    serve(ctx);
  });
  afterAll(() => server.close());

  return {
    clock,
    server,
    serve,
    store: (): Promise<StoreDb> => ctx.store(),
  };
}

export interface CallResult<T = unknown> {
  status: number;
  body: T;
}

/** Posts JSON to the simulator as any client would, optionally with a bearer token. */
export async function post<T = unknown>(
  path: string,
  body: unknown = {},
  token?: string,
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as T };
}

export async function get<T = unknown>(path: string, token?: string): Promise<CallResult<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

/** Posts multipart form data, as the KYC and deposit-report screens do. */
export async function postForm<T = unknown>(
  path: string,
  fields: Record<string, string | Blob>,
  token?: string,
): Promise<CallResult<T>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API}${path}`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as T };
}

/** Registers, activates through the demo outbox and logs in a new client; returns its token. */
/** Signs a seeded demo persona in through the authenticate call and returns its token. */
export async function loginAs(key: PersonaKey): Promise<string> {
  const { email, password } = persona(key);
  const { status, body } = await post<{ success: { token: string } }>('/api/client/authenticate', {
    email,
    password,
  });
  if (status !== 200) throw new Error(`${key} could not sign in: ${JSON.stringify(body)}`);
  return body.success.token;
}

export async function newClient(email = 'cliente.nuevo@correo.test', password = 'clave123') {
  await post('/api/client/register', {
    referido: '',
    name: 'Cliente Nuevo',
    email,
    password,
    origen: 'Google',
  });
  const outbox = await post<{ data: { link: string | null }[] }>('/api/simulador/correo', { email });
  const link = outbox.body.data.find((m) => m.link?.startsWith('/activation/'))?.link;
  if (!link) throw new Error('no activation link in the demo outbox');
  await get(`/api/client${link}`);
  const login = await post<{ success: { token: string } }>('/api/client/authenticate', { email, password });
  return { email, password, token: login.body.success.token };
}

/**
 * Every row of every store, to prove that a refused request changed nothing; the index versions (random
 * values, a cache's bookkeeping) left out, so that two seeds compare equal.
 */
export async function snapshot(db: StoreDb): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of db.tables) out[table.name] = await table.toArray();
  out.meta = (out.meta as MetaRecord[]).filter((row) => !isTableVersion(row));
  return out;
}

/** The secondary-market offers a buyer could take at `now`: open, not ended, on a live active investment. */
export async function openOffers(db: StoreDb, now: number) {
  const investments = new Map((await db.investments.toArray()).map((i) => [i.id, i]));
  return (await db.offers.toArray()).filter((o) => {
    const inv = investments.get(o.investmentId);
    return (
      o.status === 'open' &&
      (o.endsAt === null || o.endsAt >= now) &&
      inv?.status === 'active' &&
      now < inv.endAt
    );
  });
}
