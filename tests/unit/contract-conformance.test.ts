import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exemplifiedOpenApiDocument } from '../../mocks/contract-examples';
import { manualClock, setupSimulator, type ServerContext } from '../../mocks/node';
import { personas } from '../../mocks/seed/personas';
import type { StoreDb } from '../../mocks/store/db';
import {
  ajvErrors,
  documentOperations,
  documentValidator,
  documentedResponse,
  resolved,
  type DocumentOperation,
  type OpenApiDocument,
} from '../contract-document';
import { badRequests, exampleRequests, needsSession, type PlannedRequest } from '../contract-requests';
import { seededStore } from '../seeded-store';

/*
 * The published document tests the simulator. Everything here is read from openapi.json as JSON and checked
 * with Ajv, never with the contract's zod schemas: every operation gets its examples, in order, on a freshly
 * seeded simulator of their own, and the bad inputs its request schema rules out on another; every answer must
 * have a status the operation documents and a JSON body that status's schema accepts, never 5xx, an example
 * the status its name pairs with, and a bad input is never accepted.
 */

const API = 'http://localhost';
const DEFAULT_PERSONA = 'demo@simulador.test';
const BOGUS_TOKEN = 'token-que-ninguna-sesion-tiene';

/** The document as a reader of the published file has it: plain JSON, its examples taken from the seed. */
const doc = JSON.parse(JSON.stringify(await exemplifiedOpenApiDocument('prueba'))) as OpenApiDocument;
/** The moment the document's examples were taken at (x-ejemplos-reloj): every simulator here starts there. */
const START = Date.parse(String(doc['x-ejemplos-reloj'] ?? '2026-11-22T12:00:00.000Z'));
const schemaValidator = documentValidator(doc);
const validate = (schema: Parameters<typeof schemaValidator>[0]) => {
  const compiled = schemaValidator(schema);
  return (value: unknown) => compiled(value);
};

interface Mismatch {
  operation: string;
  kind: string;
  status: number;
  problem: string;
}

const formatted = (m: Mismatch) => `${m.operation} · ${m.kind} → ${m.status}: ${m.problem}`;

/** The problems of one answer, judged by the document alone. */
function answerProblems(
  operation: DocumentOperation,
  request: Pick<PlannedRequest, 'expect'>,
  { status, contentType, text }: Answer,
): string[] {
  const problems: string[] = [];
  if (status >= 500) problems.push('respuesta 5xx');
  const expected = request.expect;
  if ('status' in expected && status !== expected.status)
    problems.push(`el ejemplo se empareja con ${expected.status}`);
  if ('refused' in expected && status >= 200 && status < 300)
    problems.push(`aceptó una entrada que el esquema rechaza (${expected.refused})`);
  if ('unauthorized' in expected && status !== 401) problems.push('sin sesión válida debía responder 401');
  const response = documentedResponse(operation, status);
  if (!response) return [...problems, 'undocumented status'];
  if (!contentType.startsWith('application/json')) problems.push(`se declara ${contentType || 'sin tipo'}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [...problems, 'la respuesta no es JSON'];
  }
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return [...problems, 'el estado no documenta un cuerpo JSON'];
  const check = schemaValidator(schema);
  if (!check(body)) problems.push(`no cumple el esquema: ${ajvErrors(check)}`);
  return problems;
}

/* ------------------------------------------------ the simulator ----------------------------------------------- */

/** One freshly seeded simulator: its own clock and in-memory store, and its personas' sessions. */
interface World {
  tokens: Map<string, Promise<string>>;
}

function emptyContext(): ServerContext {
  const clock = manualClock(START);
  let store: Promise<StoreDb> | undefined;
  return {
    clock,
    delayMs: 0,
    // The answers are judged here, by the document; the server's own zod check would turn a wrong one into 500.
    validateResponses: false,
    store: () => (store ??= seededStore(clock.now())),
  };
}

const simulator = setupSimulator(emptyContext());
beforeAll(() => simulator.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => simulator.server.close());

function freshWorld(): World {
  simulator.serve(emptyContext());
  return { tokens: new Map() };
}

/** The token of a seeded persona, named by its key or its e-mail, signed in once per world. */
function tokenOf(world: World, named = DEFAULT_PERSONA): Promise<string> {
  let token = world.tokens.get(named);
  if (!token) {
    const persona = personas.find((p) => p.key === named || p.email === named);
    if (!persona) throw new Error(`el documento nombra una persona que la semilla no tiene: ${named}`);
    token = fetch(`${API}/api/client/authenticate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: persona.email, password: persona.password }),
    }).then(async (response) => {
      const body = (await response.json()) as { success?: { token?: string } };
      if (!body.success?.token) throw new Error(`${named} no pudo iniciar sesión (${response.status})`);
      return body.success.token;
    });
    world.tokens.set(named, token);
  }
  return token;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(operation: DocumentOperation, request: PlannedRequest, world: World): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.credential === 'persona')
    headers.Authorization = `Bearer ${await tokenOf(world, request.persona)}`;
  if (request.credential === 'bogus') headers.Authorization = `Bearer ${BOGUS_TOKEN}`;
  let body: BodyInit | undefined;
  const sent = operation.method === 'GET' ? undefined : request.body;
  if (sent?.kind === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(sent.value);
  } else if (sent?.kind === 'text') {
    headers['Content-Type'] = sent.contentType;
    body = sent.text;
  } else if (sent?.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of Object.entries(sent.parts)) form.append(name, value);
    body = form;
  }
  const response = await fetch(`${API}${request.path}`, { method: operation.method, headers, body });
  return {
    status: response.status,
    contentType: response.headers.get('Content-Type') ?? '',
    text: await response.text(),
  };
}

/* --------------------------------------------------- the run -------------------------------------------------- */

interface Run {
  operations: number;
  requests: number;
  /** Requests whose answer's status the document pairs with them (its examples). */
  paired: number;
  mismatches: Mismatch[];
}

/**
 * Examples the document alone cannot reproduce, with the reason: their answers are still checked, but not
 * held to the status their name pairs with. An entry that is no longer needed is itself a mismatch.
 */
const IRREPRODUCIBLE_EXAMPLES: Readonly<Record<string, string>> = {
  // The file it uploads is the saved state the export answered; the document shows that answer cut short.
  'simulatorImport · ejemplo valida': 'el contenido del archivo no está en el documento',
};

async function runContract(operations: DocumentOperation[]): Promise<Run> {
  const run: Run = { operations: operations.length, requests: 0, paired: 0, mismatches: [] };
  const unused = new Set(Object.keys(IRREPRODUCIBLE_EXAMPLES));
  const judge = async (operation: DocumentOperation, request: PlannedRequest, world: World) => {
    run.requests++;
    const answer = await send(operation, request, world);
    let problems = answerProblems(operation, request, answer);
    if ('status' in request.expect) {
      run.paired++;
      const gap = `${operation.operation.operationId} · ${request.kind}`;
      if (gap in IRREPRODUCIBLE_EXAMPLES && answer.status !== request.expect.status) {
        unused.delete(gap);
        problems = answerProblems(operation, { expect: { documented: true } }, answer);
      }
    }
    for (const problem of problems)
      run.mismatches.push({ operation: operation.label, kind: request.kind, status: answer.status, problem });
  };
  const byId = new Map(operations.map((operation) => [operation.operation.operationId, operation]));
  for (const operation of operations) {
    // The bad inputs share one seeded store: none of them may change anything.
    const refusals = freshWorld();
    for (const request of badRequests(doc, operation, validate)) await judge(operation, request, refusals);
    // The examples share another, in their order, after the call they name as done first.
    const examples = freshWorld();
    const done = new Set<string>();
    for (const request of exampleRequests(doc, operation, validate)) {
      if (request.after && !done.has(request.after)) {
        done.add(request.after);
        const first = byId.get(request.after);
        const valid = first && exampleRequests(doc, first, validate).find((r) => r.kind === 'ejemplo valida');
        if (first && valid) await judge(first, valid, examples);
        else
          run.mismatches.push({
            operation: operation.label,
            kind: request.kind,
            status: 0,
            problem: `x-ejemplo-despues-de nombra ${request.after}, que no tiene un ejemplo 'valida'`,
          });
      }
      await judge(operation, request, examples);
    }
  }
  for (const gap of unused)
    run.mismatches.push({ operation: gap, kind: 'excepción', status: 0, problem: 'ya no hace falta' });
  return run;
}

/**
 * The fewest requests the rules above send, counted from the document: per operation one example at least;
 * with a body, an empty one, a malformed one and one for each required property missing; with a session, two
 * without a valid one; a non-integer for each integer path parameter.
 */
function requestsAtLeast(operations: DocumentOperation[]): number {
  let total = 0;
  for (const operation of operations) {
    total += 1;
    if (operation.requestBody) {
      const schema = resolved(doc, operation.requestBody.content.schema ?? {});
      const required = typeof schema === 'object' && Array.isArray(schema.required) ? schema.required : [];
      total += 2 + required.length;
    }
    if (needsSession(operation)) total += 2;
    total += operation.parameters.filter((p) => {
      const schema = resolved(doc, p.schema ?? {});
      return p.in === 'path' && typeof schema === 'object' && schema.type === 'integer';
    }).length;
  }
  return total;
}

describe('the published contract (openapi.json) tests the simulator', () => {
  it('SRV-65 the check flags an undocumented status, a body outside the schema, 5xx and an accepted bad input', () => {
    const operation = documentOperations(doc).find((o) => o.path === '/api/client/authenticate')!;
    const documented = { documented: true } as const;
    const json = (status: number, text: string) => ({ status, contentType: 'application/json', text });
    expect(answerProblems(operation, { expect: documented }, json(418, '{}'))).toEqual([
      'undocumented status',
    ]);
    expect(answerProblems(operation, { expect: documented }, json(401, '{"success":false}'))[0]).toMatch(
      /^no cumple el esquema: \(raíz\) must have required property/,
    );
    expect(
      answerProblems(
        operation,
        { expect: documented },
        { status: 500, contentType: 'text/html', text: 'Error' },
      ),
    ).toEqual(['respuesta 5xx', 'se declara text/html', 'la respuesta no es JSON']);
    expect(answerProblems(operation, { expect: { refused: 'falta email' } }, json(200, '{}'))[0]).toMatch(
      /^aceptó una entrada que el esquema rechaza/,
    );
    expect(answerProblems(operation, { expect: { unauthorized: true } }, json(422, '{}'))[0]).toBe(
      'sin sesión válida debía responder 401',
    );
    expect(answerProblems(operation, { expect: { status: 200 } }, json(422, '{}'))[0]).toBe(
      'el ejemplo se empareja con 200',
    );
  });

  it('SRV-61 SRV-65 every operation answers its examples and the bad inputs its schemas rule out as the document says', async () => {
    const operations = documentOperations(doc);
    const run = await runContract(operations);
    console.info(
      `contract: ${run.operations} operations, ${run.requests} requests, ${run.mismatches.length} mismatches` +
        ` (${run.paired} examples held to their status; at least ${requestsAtLeast(operations)} requests)`,
    );
    expect(run.mismatches.map(formatted), 'respuestas que el documento no describe').toEqual([]);
    expect(run.operations).toBeGreaterThanOrEqual(64);
    // Every operation has at least one example held to its status.
    expect(run.paired).toBeGreaterThanOrEqual(run.operations);
    expect(run.requests).toBeGreaterThanOrEqual(requestsAtLeast(operations));
  }, 120_000);
});
