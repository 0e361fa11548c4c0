import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { errorBodyOf } from '@/contract/errors';
import { IDEMPOTENCY_HEADER, idempotentPaths } from '@/contract/idempotency';
import { allCalls } from '@/contract/schemas/calls';
import { openApiDocument, openApiPath } from '@/contract/schemas/openapi';
import { answerChecker } from '../../tests/openapi-answers';
import { routes } from './handlers';

const document = openApiDocument('1.2.3');

interface JsonSchema {
  $ref?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Operation {
  operationId: string;
  description?: string;
  security: unknown[];
  parameters?: { name: string; in: string; required: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
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
  });

  it('SRV-61 names every entity once, as a component, and every reference leads to one', () => {
    const schemas = document.components.schemas;
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\//);
      expect(schemas[ref.slice('#/components/schemas/'.length)], ref).toBeDefined();
    }
    // Every component is used, and the contract's entities are among them.
    expect(Object.keys(schemas).sort()).toEqual(
      [...new Set(refs.map((ref) => ref.split('/').pop()!))].sort(),
    );
    for (const entity of [
      'Proyecto',
      'OfertaSecundaria',
      'Inversion',
      'Oferta',
      'Movimiento',
      'Saldos',
      'Tarjeta',
      'Beneficiario',
      'Deposito',
      'Retiro',
      'Estrategia',
      'Pais',
      'Cliente',
      'RespuestaDeError',
    ])
      expect(schemas[entity], entity).toMatchObject({ type: 'object', description: expect.any(String) });
    // A list answer refers to its entity instead of repeating it.
    const projects = operation(allCalls.projectsList.path, 'POST')!.responses['200']!.content[
      'application/json'
    ]!;
    expect(projects.schema).toMatchObject({
      properties: { data: { items: { $ref: '#/components/schemas/Proyecto' } } },
    });
  });

  it('SRV-61 describes every field of every component, every group and every operation', () => {
    const undescribed: string[] = [];
    const visit = (schema: JsonSchema | undefined, where: string) => {
      if (!schema) return;
      for (const [name, field] of Object.entries(schema.properties ?? {})) {
        if (!field.description) undescribed.push(`${where}.${name}`);
        visit(field, `${where}.${name}`);
      }
      visit(schema.items, `${where}[]`);
      for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(variant, where);
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      expect((schema as JsonSchema).description, name).toBeTruthy();
      visit(schema as JsonSchema, name);
    }
    expect(undescribed).toEqual([]);
    for (const tag of document.tags) expect(tag.description, tag.name).toBeTruthy();
    for (const { path, method, op } of operations) expect(op.description, `${method} ${path}`).toBeTruthy();
    expect(document.info.license).toEqual({
      name: 'Todos los derechos reservados',
      identifier: 'LicenseRef-Propietaria',
    });
  });

  it('SRV-61 types every id a client sends as an integer, in the body and in the path', () => {
    const request = (name: keyof typeof allCalls) => {
      const content = operation(allCalls[name].path, 'POST')!.requestBody!.content['application/json']!;
      const ref = (content.schema as JsonSchema).$ref;
      return (ref ? document.components.schemas[ref.split('/').pop()!] : content.schema) as JsonSchema;
    };
    const fields = {
      investmentCreate: 'project_id',
      secondaryPurchase: 'offer_id',
      offerCreate: 'investment_id',
      cardChange: 'card_id',
      walletTransfer: 'card_id',
      withdrawalCreate: 'beneficiario_id',
      issuersByActivity: 'actividad_id',
      remittanceWithdrawal: 'remesa_country',
      strategyStatus: 'id',
    } as const;
    for (const [name, field] of Object.entries(fields)) {
      expect(request(name as keyof typeof allCalls).properties?.[field], `${name}.${field}`).toMatchObject({
        type: 'integer',
        exclusiveMinimum: 0,
      });
    }
    expect(document.components.schemas.SolicitudDeTarjeta).toMatchObject({
      properties: { country_id: { type: 'integer' } },
    });
    for (const path of [allCalls.beneficiaryDelete.path, allCalls.offerCancel.path]) {
      const id = operation(path, 'POST')!.parameters!.find((p) => p.name === 'id');
      expect(id, path).toMatchObject({ in: 'path', required: true, schema: { type: 'integer', minimum: 1 } });
    }
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
      expect(fields[name], name).toMatchObject({
        type: 'string',
        contentMediaType: 'application/octet-stream',
      });
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
