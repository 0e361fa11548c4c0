import { describe, expect, it } from 'vitest';
import { allCalls } from '@/contract/schemas/calls';
import { openApiDocument, type OpenApiDocument } from '@/contract/schemas/openapi';
import { exemplifiedOpenApiDocument } from './contract-examples';
import { withExamples } from './contract-examples/document-examples';
import { runExamples, type PlannedCall } from './contract-examples/example-run';
import { EXAMPLE_TOKEN } from './contract-examples/example-values';
import type { OperationExamples } from './contract-examples/scenario';

interface Example {
  summary?: string;
  value?: unknown;
  'x-ejemplo-persona'?: string;
}
interface Media {
  examples?: Record<string, Example>;
}
interface Operation {
  operationId: string;
  security: unknown[];
  'x-ejemplo-persona'?: string;
  parameters?: { in: string; examples?: Record<string, Example> }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content: Record<string, Media> }>;
}

const operationsOf = (document: OpenApiDocument) =>
  Object.values(document.paths).flatMap((item) => Object.values(item) as Operation[]);

const document = await exemplifiedOpenApiDocument('prueba');
const operations = operationsOf(document);

describe('the examples of the published contract, taken from the seeded simulator', () => {
  it('SRV-61 gives every documented answer of every call an example, and each request its answer under its name', () => {
    expect(operations.length).toBeGreaterThanOrEqual(Object.keys(allCalls).length);
    for (const operation of operations) {
      const answered = new Map<string, string[]>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const names = Object.keys(response.content['application/json']?.examples ?? {});
        expect(names.length, `${operation.operationId} ${status}`).toBeGreaterThan(0);
        for (const name of names) answered.set(name, [...(answered.get(name) ?? []), status]);
      }
      const requests = new Set([
        ...Object.keys(Object.values(operation.requestBody?.content ?? {})[0]?.examples ?? {}),
        ...(operation.parameters ?? []).flatMap((p) =>
          p.in === 'path' ? Object.keys(p.examples ?? {}) : [],
        ),
      ]);
      if (operation.requestBody) expect(requests.size, operation.operationId).toBeGreaterThan(0);
      // A request example names exactly one answer, so a reader (and a test) knows which status it gets.
      for (const name of requests)
        expect(answered.get(name), `${operation.operationId} ${name}`).toHaveLength(1);
      expect(answered.get('valida')?.[0], operation.operationId).toBe('200');
    }
  });

  it('SRV-61 names the persona whose session each call was taken with, and only for calls with a session', () => {
    for (const operation of operations)
      expect(operation['x-ejemplo-persona'] !== undefined, operation.operationId).toBe(
        operation.security.length > 0,
      );
    const withdrawal = operations.find((operation) => operation.operationId === 'withdrawalCreate')!;
    expect(withdrawal['x-ejemplo-persona']).toBe('inversor');
    const requests = withdrawal.requestBody!.content['application/json']!.examples!;
    expect(requests.modoDemostracion!['x-ejemplo-persona']).toBe('demo');
    expect(withdrawal.responses['403']!.content['application/json']!.examples).toHaveProperty(
      'modoDemostracion',
    );
  });

  it('SRV-61 shows what the simulator answered, with a fixed token, the same on every build', async () => {
    const authenticate = operations.find((operation) => operation.operationId === 'authenticate')!;
    expect(authenticate.responses['200']!.content['application/json']!.examples!.valida!.value).toEqual({
      success: { token: EXAMPLE_TOKEN, user: { status: 3 } },
    });
    expect(
      authenticate.responses['401']!.content['application/json']!.examples!.credencialesIncorrectas!.value,
    ).toMatchObject({
      success: false,
      message: expect.any(String),
    });
    expect(await exemplifiedOpenApiDocument('prueba')).toEqual(document);
  });
});

describe('a drifting example fails the build, naming its call', () => {
  const authenticate = allCalls.authenticate;
  const plan = (examples: OperationExamples): PlannedCall[] => [
    { name: 'authenticate', call: authenticate, examples },
  ];
  const good = {
    scenarios: [
      {
        name: 'valida',
        summary: 'Una cuenta',
        status: 200,
        body: { email: 'demo@simulador.test', password: 'demo1234' },
      },
    ],
  };

  it('SRV-61 when the simulator answers another status than the example says', async () => {
    const wrong = { scenarios: [{ ...good.scenarios[0]!, status: 401 }] };
    await expect(runExamples(plan(wrong))).rejects.toThrow(
      /^authenticate: el ejemplo valida respondió 200 \(se esperaba 401\)/,
    );
  });

  it('SRV-61 when an answer or a request does not fit its schema, or a documented status has no example', async () => {
    const run = await runExamples(plan(good));
    const base = openApiDocument('prueba');
    const only = { ...base, paths: { '/api/client/authenticate': base.paths['/api/client/authenticate']! } };
    // Every refusal of the call needs an example too.
    expect(() => withExamples(only, plan(good), run)).toThrow(
      /^authenticate \(POST \/api\/client\/authenticate\): la respuesta 401/,
    );
    const answers = new Map(run.answers);
    answers.set(
      'authenticate',
      new Map([['valida', { status: 200, body: { success: { token: 'corto' } } }]]),
    );
    expect(() => withExamples(only, plan(good), { ...run, answers })).toThrow(
      /^authenticate \(POST \/api\/client\/authenticate\): valida \(200\) no cumple su esquema/,
    );
    const badRequest = { scenarios: [{ ...good.scenarios[0]!, body: { email: 'demo@simulador.test' } }] };
    expect(() => withExamples(only, plan(badRequest), run)).toThrow(
      /la solicitud valida no cumple su esquema/,
    );
  });
});
