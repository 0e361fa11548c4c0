import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { buildPath, type CallDef } from '@/contract/call';
import type { ContractCallName } from '@/contract/schemas/operations';
import { manualClock } from '../domain/clock';
import { createDispatch } from '../http/handlers';
import { createServerContext } from '../http/server-context';
import { persona, type PersonaKey } from '../seed/personas';
import { uploadBytes } from './example-files';
import { NO_SESSION_EXAMPLE, type ExampleScenario, type OperationExamples } from './scenario';

/** The moment the examples are taken at: the seed of a first visit then, and the clock stopped there. */
export const EXAMPLES_CLOCK = Date.UTC(2026, 10, 22, 12);

/** What the simulator answered to one example's request. */
export interface ExampleAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** One call of the contract with its examples, in the document's order. */
export interface PlannedCall {
  readonly name: ContractCallName;
  readonly call: CallDef;
  readonly examples: OperationExamples;
}

/** Every answer of the run, by call and example name; and the session tokens it was given. */
export interface ExampleRun {
  readonly answers: ReadonlyMap<ContractCallName, ReadonlyMap<string, ExampleAnswer>>;
  readonly tokens: ReadonlySet<string>;
}

/** Calls after which every session is gone: a sign-in closes the persona's others, a reset or import all. */
const ENDS_SESSIONS: ReadonlySet<ContractCallName> = new Set([
  'authenticate',
  'simulatorReset',
  'simulatorImport',
  'simulatorScenario',
]);

const FILE_NAME = /\.(png|jpe?g|webp|pdf|json)$/i;

/**
 * Runs every example against the real simulator (the handlers msw/node serves, mocks/node.ts, through their
 * dispatcher, so nothing in this process's fetch is patched): one store seeded as a first visit at
 * EXAMPLES_CLOCK in fake-indexeddb, the clock stopped there, the calls in the document's order, each example
 * in its order, signed in as its persona. Every answer must have the status its example says; a call with a
 * session is also asked without one (its 401). Throws naming the call and the example otherwise.
 */
export async function runExamples(plan: readonly PlannedCall[]): Promise<ExampleRun> {
  const context = createServerContext({
    clock: manualClock(EXAMPLES_CLOCK),
    validateResponses: true,
    storeOptions: { name: 'ejemplos-del-contrato', indexedDB: new IDBFactory(), IDBKeyRange },
  });
  const dispatch = createDispatch(context);
  const sessions = new Map<PersonaKey, string>();
  const tokens = new Set<string>();
  const answers = new Map<ContractCallName, Map<string, ExampleAnswer>>();

  const send = async (
    call: CallDef,
    scenario: ExampleScenario,
    token: string | null,
    files: FileContents,
  ) => {
    const headers = new Headers();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (call.method !== 'GET' && call.body !== 'none') {
      if (call.body === 'multipart' && scenario.rawBody === undefined) body = formOf(scenario.body, files);
      else {
        headers.set('Content-Type', 'application/json');
        body = scenario.rawBody ?? JSON.stringify(scenario.body ?? {});
      }
    }
    const url = `http://localhost${buildPath(call.path, scenario.params)}`;
    const response = await dispatch(new Request(url, { method: call.method, headers, body }));
    if (!response) throw new Error(`${call.path}: el simulador no respondió`);
    const text = await response.text();
    const answer: ExampleAnswer = { status: response.status, body: JSON.parse(text) as unknown };
    for (const token of text.match(/"token":"([0-9a-f]{64})"/g) ?? []) tokens.add(token.slice(9, -1));
    return answer;
  };

  const sessionOf = async (key: PersonaKey): Promise<string> => {
    const known = sessions.get(key);
    if (known) return known;
    const { email, password } = persona(key);
    const response = await dispatch(
      new Request('http://localhost/api/client/authenticate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    );
    const body = (await response?.json()) as { success?: { token?: string } } | undefined;
    const token = body?.success?.token;
    if (!token) throw new Error(`${key} no pudo iniciar sesión para los ejemplos`);
    sessions.set(key, token);
    tokens.add(token);
    return token;
  };

  try {
    for (const { name, call, examples } of plan) {
      const byName = new Map<string, ExampleAnswer>();
      answers.set(name, byName);
      for (const scenario of examples.scenarios) {
        const key = scenario.persona ?? examples.persona;
        const token = key ? await sessionOf(key) : null;
        const answer = await send(call, scenario, token, filesOf(scenario, answers));
        if (answer.status !== scenario.status)
          throw new Error(
            `${name}: el ejemplo ${scenario.name} respondió ${answer.status} (se esperaba ${scenario.status}): ` +
              JSON.stringify(answer.body).slice(0, 300),
          );
        byName.set(scenario.name, answer);
      }
      if (ENDS_SESSIONS.has(name)) sessions.clear();
      if (call.auth) {
        const first = examples.scenarios[0]!;
        const answer = await send(call, first, null, filesOf(first, answers));
        if (answer.status !== 401) throw new Error(`${name}: sin sesión respondió ${answer.status}`);
        byName.set(NO_SESSION_EXAMPLE, answer);
      }
    }
  } finally {
    (await context.store()).close();
  }
  return { answers, tokens };
}

/** The content of a form's file parts taken from earlier answers (a saved state to import). */
type FileContents = ReadonlyMap<string, string>;

function filesOf(
  scenario: ExampleScenario,
  answers: ReadonlyMap<ContractCallName, ReadonlyMap<string, ExampleAnswer>>,
): FileContents {
  const from = scenario.fileFromAnswer;
  if (!from) return new Map();
  const answer = answers.get(from.call)?.get(from.example);
  if (!answer) throw new Error(`${scenario.name}: falta la respuesta ${from.call} · ${from.example}`);
  return new Map([[from.part, JSON.stringify((answer.body as { data: unknown }).data)]]);
}

/** A form's fields; a part named like a file ('selfie.png') is that file, with bytes of its type. */
function formOf(fields: unknown, files: FileContents): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((fields ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && FILE_NAME.test(value)) {
      const { bytes, type } = uploadBytes(value, files.get(name));
      form.append(name, new File([bytes], value, { type }));
    } else form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return form;
}
