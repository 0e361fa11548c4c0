import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { errorBodyOf } from '@/contract/errors';
import { IDEMPOTENCY_HEADER, idempotentPaths } from '@/contract/idempotency';
import { allCalls } from '@/contract/schemas/calls';
import { openApiDocument, openApiPath } from '@/contract/schemas/openapi';
import { answerChecker } from '../../tests/openapi-answers';
import { routes } from './handlers';

const document = openApiDocument('1.2.3');

interface Operation {
  operationId: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, object> } }> };
  responses: Record<string, { content: Record<string, { schema: object }> }>;
}
const operation = (path: string, method: string) =>
  document.paths[openApiPath(path)]?.[method.toLowerCase()] as Operation | undefined;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op: op as Operation })),
);

describe('the published contract, openapi.json', () => {
  it('SRV-61 is an OpenAPI 3.1 document in the JSON Schema 2020-12 dialect, plain JSON, for the given version', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(document.info.version).toBe('1.2.3');
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
    // The only reference is to the error body: every other schema is inline, as a reader of one call wants.
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(new Set(refs)).toEqual(new Set(['"$ref":"#/components/schemas/ErrorBody"']));
  });

  it('SRV-61 is valid against the OpenAPI 3.1 schema, so any OpenAPI tool can read it', async () => {
    const validator = new Validator();
    const plain = JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
    const result = await validator.validate(plain);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The same check refuses an operation whose answer has no description.
    const broken = { ...plain, paths: { '/api/x': { post: { responses: { 200: {} } } } } };
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('SRV-61 API-02 has every call of the registry at its path and method, and every call the simulator answers', () => {
    const documented = new Set(operations.map(({ path, method }) => `${method.toUpperCase()} ${path}`));
    const answered = new Set(
      routes.flatMap(({ call }) =>
        [call.path, ...(call.aliases ?? [])].map((path) => `${call.method} ${openApiPath(path)}`),
      ),
    );
    expect(documented).toEqual(answered);
    for (const [name, call] of Object.entries(allCalls))
      expect(operation(call.path, call.method)?.operationId, name).toBe(name);
    expect(operations.length).toBeGreaterThanOrEqual(Object.keys(allCalls).length);
  });

  it('SRV-61 SRV-02 documents each call: its payload, its answer, 500 for any call and 401 with the session for calls that need one', () => {
    for (const route of routes) {
      const { call } = route;
      const op = operation(call.path, call.method)!;
      expect(op.responses['200']?.content['application/json']?.schema, call.path).toBeDefined();
      expect(op.responses['500'], call.path).toBeDefined();
      if (call.auth) {
        expect(op.responses['401'], call.path).toBeDefined();
        expect(op.security, call.path).toEqual([{ sesion: [] }]);
      } else expect(op.security, call.path).toEqual([]);
      const hasBody = call.method !== 'GET' && call.body !== 'none';
      expect(op.requestBody !== undefined, call.path).toBe(hasBody);
      if (hasBody)
        expect(Object.keys(op.requestBody!.content), call.path).toEqual([
          call.body === 'multipart' ? 'multipart/form-data' : 'application/json',
        ]);
      const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams, call.path).toEqual(call.params ?? []);
      const header = op.parameters?.find((p) => p.name === IDEMPOTENCY_HEADER);
      expect(header !== undefined, call.path).toBe(idempotentPaths.has(call.path));
    }
  });

  it('SRV-61 API-12 shows an uploaded file as the bytes of a multipart part', () => {
    const kyc = operation(allCalls.kyc.path, 'POST')!;
    const fields = kyc.requestBody!.content['multipart/form-data']!.schema.properties!;
    for (const name of ['file_id_front', 'file_id_reverse', 'file_selfie'])
      expect(fields[name], name).toEqual({ type: 'string', contentMediaType: 'application/octet-stream' });
  });
});

describe('the check of an answer against openapi.json', () => {
  const check = answerChecker(document);
  const refusal = (message: string) => JSON.stringify(errorBodyOf(message));

  it('SRV-61 accepts a documented answer and refusal, and the 404 and 405 of SRV-56', () => {
    const url = 'http://localhost/api/client/dashboard';
    expect(check({ method: 'POST', url, status: 401, body: refusal('Intente nuevamente') })).toBeNull();
    expect(
      check({
        method: 'GET',
        url: 'http://localhost/demo/api/nada',
        status: 404,
        body: refusal('No existe'),
      }),
    ).toBeNull();
    expect(check({ method: 'GET', url, status: 405, body: refusal('No admite') })).toBeNull();
    expect(check({ method: 'GET', url: 'http://localhost/portal', status: 200, body: '<html>' })).toBeNull();
  });

  it('SRV-61 names an undocumented status, a body outside the schema and an answer that is not JSON', () => {
    const url = 'http://localhost/api/client/dashboard';
    expect(check({ method: 'POST', url, status: 409, body: refusal('x') })).toBe(
      'POST /api/client/dashboard → 409: el contrato no documenta esa respuesta',
    );
    expect(check({ method: 'POST', url, status: 200, body: '{}' })).toMatch(
      /^POST \/api\/client\/dashboard → 200: \(cuerpo\) must have required property/,
    );
    expect(check({ method: 'POST', url, status: 401, body: '{"message":""}' })).toMatch(/→ 401: /);
    expect(check({ method: 'POST', url, status: 500, body: '<html>' })).toBe(
      'POST /api/client/dashboard → 500: la respuesta no es JSON',
    );
    expect(
      check({ method: 'POST', url: 'http://localhost/api/client/activation/abc', status: 200, body: '{}' }),
    ).toBe('POST /api/client/activation/abc → 200: el contrato no documenta esa respuesta');
  });
});
