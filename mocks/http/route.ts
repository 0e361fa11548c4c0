import { HttpResponse } from 'msw';
import type { z } from 'zod';
import type { CallDef, CallParsedRequest, CallResponse } from '@/contract/call';
import { errorBodyOf } from '@/contract/errors';
import { invalidFieldMessage } from '@/contract/field-limits';
import { SIGNATURE_BYTES, checkUploadContent } from '../domain/file-signature';
import { checkSession } from '../domain/identity';
import { Refusal } from '../domain/refusal';
import type { StoreDb, StoreTableName } from '../store/db';
import { findDueOperations, settleDueOperations } from '../store/due-operations';
import { rollYields, yieldsOutOfDate } from '../store/figures-repo';
import type { ClientRecord } from '../store/records';
import { readClockOffset } from '../store/ready';
import { formSummary, noteBody, noteCaller } from './call-log';
import { idempotentRequest, onceByKey } from './idempotency';
import { panelToolsOf, type PanelTools } from './panel-tools';
import type { ServerContext } from './server-context';

/** What a handler's implementation receives: the parsed payload, inside the request's one transaction. */
export interface RouteInput<C extends CallDef, P = undefined> {
  body: CallParsedRequest<C>;
  params: Record<string, string>;
  db: StoreDb;
  /** Server time for this request: the injected clock plus the demo's time-machine offset. */
  now: number;
  /** The signed-in client, for calls that need a session; the owner always comes from here. */
  client: C['auth'] extends true ? ClientRecord & { id: number } : (ClientRecord & { id: number }) | null;
  token: string | null;
  request: Request;
  /** What the route's `prepare` step produced before the transaction began (undefined without one). */
  prepared: P;
}

export type RouteImpl<C extends CallDef, P = undefined> = (
  input: RouteInput<C, P>,
) => Promise<CallResponse<C>>;

/**
 * Work a call must finish before its transaction begins, because it awaits something other than this store
 * (reading an uploaded file, loading a module, a scratch database): its result reaches the implementation as
 * `prepared`. It runs before any session check, so only calls without a session may have one.
 */
export type RoutePrepare<C extends CallDef, P> = (input: {
  body: CallParsedRequest<C>;
  db: StoreDb;
  /** The injected clock's time, without the demo's time-machine offset (that one is read in the transaction). */
  clockNow: number;
}) => Promise<P>;

/**
 * How one path of a call is answered: its method, its path ('/api/...', ':name' for a parameter) and the
 * function that answers a request to it, or returns undefined to let the next endpoint of the same path
 * answer (a step that only prepares something).
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  answer: (input: { request: Request; params: Record<string, unknown> }) => Promise<Response | undefined>;
}

/** A documented call paired with the code that answers it; handlers.ts serves its endpoints. */
export interface Route {
  call: CallDef;
  toEndpoints(ctx: ServerContext): Endpoint[];
}

const INVALID_BODY = 'La solicitud no es válida';

async function readPayload(call: CallDef, request: Request): Promise<unknown> {
  if (call.body === 'none' || call.method === 'GET') return {};
  if (call.body === 'multipart') {
    const form = await request.formData().catch(() => null);
    if (!form) throw new Refusal(422, INVALID_BODY);
    const out: Record<string, FormDataEntryValue> = {};
    form.forEach((value, key) => {
      out[key] = value;
    });
    noteBody(request, formSummary(Object.entries(out)));
    // SRV-55: a file is what its first bytes say, not only what its type and name declare.
    for (const [key, value] of Object.entries(out)) {
      // An empty file has no bytes to read: the contract refuses it as empty.
      if (typeof value === 'string' || value.size === 0) continue;
      const head = new Uint8Array(await value.slice(0, SIGNATURE_BYTES).arrayBuffer());
      checkUploadContent(key, value, head);
    }
    return out;
  }
  const text = await request.text();
  noteBody(request, text);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Refusal(422, INVALID_BODY);
  }
}

/**
 * SRV-54: the refusal of a payload the schema does not accept: the schema's own Spanish message, or else one
 * naming the field the issue is about (its last key in the path). Only an issue about the body as a whole
 * (not an object) keeps the generic INVALID_BODY.
 */
function parseWith<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (issue?.message && !issue.message.startsWith('Invalid')) throw new Refusal(422, issue.message);
    const field = issue?.path.findLast((key): key is string => typeof key === 'string');
    throw new Refusal(422, field ? invalidFieldMessage(field) : INVALID_BODY);
  }
  return result.data;
}

/** The session token a request carries in its Authorization header. */
export function bearer(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The client behind a token's session; the domain refuses unknown, revoked and expired ones. */
async function sessionClient(db: StoreDb, token: string | null, now: number) {
  const session = token ? await db.sessions.get(token) : undefined;
  const client = session ? await db.clients.get(session.clientId) : undefined;
  return checkSession(session, client, now);
}

/** The one place a refusal becomes an answer: its status, and its text in the documented error body. */
function refusalResponse(refusal: Refusal) {
  return HttpResponse.json(errorBodyOf(refusal.message), { status: refusal.status });
}

/** What a server answers when its own code fails: 500, in the documented error body. */
export const INTERNAL_ERROR_MESSAGE = 'Error interno del servidor. Intente nuevamente.';

/** A call's result as its answer, checked against the contract first where the context asks for it. */
function answerResponse(ctx: ServerContext, call: CallDef, result: unknown): Response {
  if (ctx.validateResponses) {
    const checked = call.response.safeParse(result);
    if (!checked.success) {
      console.error(`Respuesta fuera de contrato en ${call.path}`, checked.error.issues);
      return HttpResponse.json(errorBodyOf('Respuesta fuera de contrato'), { status: 500 });
    }
  }
  // Written as HttpResponse.json would, keeping the text for the simulator's log of calls.
  const text = JSON.stringify(result);
  const response = new Response(text, { headers: { 'Content-Type': 'application/json' } });
  noteBody(response, text);
  return response;
}

/** A refusal's answer, or 500 for anything else thrown while answering. */
function failureResponse(call: CallDef, error: unknown): Response {
  if (error instanceof Refusal) return refusalResponse(error);
  console.error(`Error interno en ${call.path}`, error);
  return HttpResponse.json(errorBodyOf(INTERNAL_ERROR_MESSAGE), { status: 500 });
}

/**
 * A call of the simulator panel answered from the server's memory (its settings, its log of calls): the payload
 * parsed and the answer checked as for any call, without a transaction on the store.
 */
export function panelRoute<C extends CallDef>(
  call: C,
  impl: (input: {
    body: CallParsedRequest<C>;
    tools: PanelTools;
    ctx: ServerContext;
  }) => Promise<CallResponse<C>>,
): Route {
  return {
    call,
    toEndpoints(ctx) {
      const answer = async ({ request }: { request: Request }) => {
        try {
          const body = parseWith(call.request, await readPayload(call, request)) as CallParsedRequest<C>;
          return answerResponse(ctx, call, await impl({ body, tools: await panelToolsOf(ctx), ctx }));
        } catch (error) {
          return failureResponse(call, error);
        }
      };
      return [{ method: call.method === 'GET' ? 'GET' : 'POST', path: call.path, answer }];
    },
  };
}

/**
 * How a call uses the store. A read call runs in a read-only transaction scoped to the stores it reads, so
 * reads from any number of tabs run side by side, and a read waits only for writes to those stores; when an
 * approval or payment has fallen due it is answered in a read-write transaction over the whole store
 * instead, which settles it first (only a write may). A writing call always has one read-write transaction
 * over the whole store ('write').
 */
export type StoreAccess = { reads: readonly StoreTableName[] } | 'whole store' | 'write';

/**
 * What every read call reads besides its own stores: the time machine's offset (meta), the session and its
 * client, and what tells whether something fell due (deposits, withdrawals and investments in process or
 * paying, their projects, the client's kept yields).
 */
const READ_BEFORE_ANSWERING: readonly StoreTableName[] = [
  'meta',
  'sessions',
  'clients',
  'deposits',
  'withdrawals',
  'investments',
  'projects',
  'clientFigures',
  // AUTO-05: the active strategies, whose investments in newly opened projects fall due like payments.
  'strategies',
];

function scopeOf(access: StoreAccess, db: StoreDb): string[] {
  if (access !== 'write' && access !== 'whole store')
    return [...new Set([...READ_BEFORE_ANSWERING, ...access.reads])];
  return db.tables.map((t) => t.name);
}

/** What a read-only pass answers when something fell due: the request is answered again, writing. */
const MUST_SETTLE = Symbol('must settle');

/**
 * The middleware, written once: artificial delay outside the transaction, payload parsing with the
 * contract's schema, one transaction holding the session lookup and every read and write of the
 * implementation (read-write, or read-only for a 'read' call with nothing due), refusals mapped to the
 * documented error body (SRV-02), and in tests a check of the answer against the contract.
 */
export function route<C extends CallDef, P = undefined>(
  call: C,
  impl: RouteImpl<C, NoInfer<P>>,
  prepare?: RoutePrepare<C, P>,
): Route {
  return storeRoute(call, impl, 'write', prepare);
}

/**
 * A call that only reads (see StoreAccess), naming the stores its implementation reads, or 'whole store'.
 * Its implementation may neither write nor read another store: Dexie refuses both, and the handler tests
 * would answer 500.
 */
export function readRoute<C extends CallDef>(
  call: C,
  reads: readonly StoreTableName[] | 'whole store',
  impl: RouteImpl<C>,
): Route {
  return storeRoute(call, impl, reads === 'whole store' ? reads : { reads });
}

function storeRoute<C extends CallDef, P = undefined>(
  call: C,
  impl: RouteImpl<C, NoInfer<P>>,
  access: StoreAccess,
  prepare?: RoutePrepare<C, P>,
): Route {
  if (prepare && call.auth) throw new Error(`${call.path}: a call with a session cannot prepare work`);
  return {
    call,
    toEndpoints(ctx) {
      // The simulator's latency is the dispatcher's (handlers.ts), applied before any call is answered.
      const resolver = async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
        try {
          const db = await ctx.store();
          // The body is read before the transaction (reading it awaits the request, not IndexedDB); an
          // unreadable one is refused only after the session is checked, so a call without a valid session
          // always gets 401 first.
          const payload = await readPayload(call, request).then(
            (value) => ({ value }),
            (refusal: unknown) => ({ refusal }),
          );
          const token = bearer(request);
          const stringParams = Object.fromEntries(
            Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v ?? '')]),
          );
          // SRV-49: a creating call's Idempotency-Key and fingerprint, taken before the transaction.
          const idempotent =
            'value' in payload ? await idempotentRequest(call, request, stringParams, payload.value) : null;
          let prepared = undefined as P;
          let preparedBody: CallParsedRequest<C> | undefined;
          if (prepare) {
            if ('refusal' in payload) throw payload.refusal;
            preparedBody = parseWith(call.request, payload.value) as CallParsedRequest<C>;
            prepared = await prepare({ body: preparedBody, db, clockNow: ctx.clock.now() });
          }
          const answer = async (writing: boolean) => {
            const now = ctx.clock.now() + (await readClockOffset(db));
            const client = call.auth ? await sessionClient(db, token, now) : null;
            if (client) noteCaller(request, client.email);
            if ('refusal' in payload) throw payload.refusal;
            const body = preparedBody ?? (parseWith(call.request, payload.value) as CallParsedRequest<C>);
            // SRV-32, SRV-35: approvals that fell due are applied before any signed-in call reads or writes,
            // and the caller's kept yields brought to today (figures-repo.ts).
            if (client && writing) {
              await settleDueOperations(db, now);
              await rollYields(db, client.id, now);
            } else if (
              client &&
              ((await findDueOperations(db, now)).length > 0 || (await yieldsOutOfDate(db, client.id, now)))
            )
              return MUST_SETTLE;
            const run = () =>
              impl({
                body,
                params: stringParams,
                db,
                now,
                client: client as RouteInput<C>['client'],
                token,
                request,
                prepared,
              });
            return idempotent ? onceByKey(db, idempotent, { client, body, now }, run) : run();
          };
          // The scopes are async functions themselves: Dexie keeps its transaction across native awaits only then.
          let result =
            access === 'write'
              ? MUST_SETTLE
              : await db.transaction('r', scopeOf(access, db), async () => answer(false));
          if (result === MUST_SETTLE)
            result = await db.transaction('rw', db.tables, async () => answer(true));
          return answerResponse(ctx, call, result);
        } catch (error) {
          return failureResponse(call, error);
        }
      };
      const method = call.method === 'GET' ? 'GET' : 'POST';
      return [call.path, ...(call.aliases ?? [])].map((path) => ({ method, path, answer: resolver }));
    },
  };
}
