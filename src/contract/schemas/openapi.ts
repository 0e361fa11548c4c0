import { z } from 'zod';
import type { CallDef } from '../call';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, isIdempotentCall } from '../idempotency';
import { errorBody } from './errors';
import { contractGroups, isCallDef, operationNotes, type ContractCallName } from './operations';

/**
 * The contract as an OpenAPI 3.1 document (openapi.json, written at build time by scripts/openapi-plugin.ts):
 * every call of src/contract with its method, path, payload, answer and refusals, the schemas generated
 * from the same zod schemas the simulator parses with, so the document cannot drift from the server.
 */

type JsonSchema = Record<string, unknown>;

/** Statuses every refusal may carry, as the document names them. */
const statusDescriptions: Record<number, string> = {
  400: 'Solicitud rechazada',
  401: 'Sin sesión, o la sesión terminó o venció',
  403: 'No permitido para este cliente o en este estado',
  404: 'No existe, o no es del cliente',
  409: 'En conflicto con el estado actual (saldo, estado, duplicado)',
  422: 'Datos no válidos, o una regla de negocio los rechaza',
  500: 'Error interno del servidor',
};

const ERROR_BODY_REF = { $ref: '#/components/schemas/ErrorBody' };

/** Zod types that have no JSON Schema; a file of a multipart payload (a custom type) is the one allowed. */
const UNREPRESENTABLE = new Set([
  'bigint',
  'symbol',
  'undefined',
  'void',
  'date',
  'map',
  'set',
  'nan',
  'function',
  'promise',
  'transform',
]);

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), the side a request or an answer shows. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', where: string): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const type = zodSchema._zod.def.type;
      // A file: how OpenAPI 3.1 describes the bytes of a multipart part.
      if (type === 'custom')
        Object.assign(jsonSchema, { type: 'string', contentMediaType: 'application/octet-stream' });
      else if (UNREPRESENTABLE.has(type))
        throw new Error(`${where}: un esquema ${type} no tiene JSON Schema`);
    },
  }) as JsonSchema;
  delete generated.$schema;
  // References inside a schema would resolve against the whole document in OpenAPI: every schema is inline.
  if (JSON.stringify(generated).includes('"$ref"')) throw new Error(`${where}: el esquema tiene referencias`);
  return generated;
}

/** '/api/client/activation/:token' as OpenAPI writes it: '/api/client/activation/{token}'. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}');
}

function refusal(status: number) {
  return {
    description: statusDescriptions[status],
    content: { 'application/json': { schema: ERROR_BODY_REF } },
  };
}

function operationOf(name: ContractCallName, call: CallDef, tag: string) {
  const notes = operationNotes[name];
  const statuses = [...new Set<number>([...notes.refusals, ...(call.auth ? [401] : []), 500])].sort(
    (a, b) => a - b,
  );
  const parameters = [
    ...(call.params ?? []).map((param) => ({
      name: param,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(isIdempotentCall(call)
      ? [
          {
            name: IDEMPOTENCY_HEADER,
            in: 'header',
            required: false,
            description:
              'SRV-49: la misma clave repite la primera respuesta sin registrar nada más (24 horas).',
            schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
          },
        ]
      : []),
  ];
  const hasBody = call.method !== 'GET' && call.body !== 'none';
  const mediaType = call.body === 'multipart' ? 'multipart/form-data' : 'application/json';
  return {
    operationId: name,
    summary: notes.summary,
    tags: [tag],
    security: call.auth ? [{ sesion: [] }] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(hasBody
      ? {
          requestBody: {
            required: true,
            content: { [mediaType]: { schema: jsonSchemaOf(call.request, 'input', `${name} (solicitud)`) } },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'Respuesta',
        content: {
          'application/json': { schema: jsonSchemaOf(call.response, 'output', `${name} (respuesta)`) },
        },
      },
      ...Object.fromEntries(statuses.map((status) => [status, refusal(status)])),
    },
  };
}

/** Every call of the contract with the group it belongs to, in the order of the groups. */
function contractCalls(): { name: ContractCallName; call: CallDef; tag: string }[] {
  return contractGroups.flatMap(({ tag, calls }) =>
    Object.entries(calls)
      .filter((entry): entry is [ContractCallName, CallDef] => isCallDef(entry[1]))
      .map(([name, call]) => ({ name, call, tag })),
  );
}

/** The document, for the given version of the product. */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name, call, tag } of contractCalls()) {
    const method = call.method.toLowerCase();
    // Each call's schemas are generated once; an alias path shares them, marked deprecated.
    const operation = operationOf(name, call, tag);
    (paths[openApiPath(call.path)] ??= {})[method] = operation;
    for (const alias of call.aliases ?? [])
      (paths[openApiPath(alias)] ??= {})[method] = {
        ...operation,
        operationId: `${name}Variante`,
        description: `Otra dirección de ${call.path}, que el servidor también atiende.`,
        deprecated: true,
      };
  }
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Plataforma de inversión: API del cliente',
      version,
      description:
        'Las llamadas que hace el área de clientes, como las atiende el simulador incluido en el sitio. ' +
        'Toda llamada rechazada responde el cuerpo de error documentado (SRV-02), con el mensaje en `message` ' +
        'y en `data.message`. Una llamada a una dirección /api/ que no está aquí responde 404, y a una ' +
        'dirección conocida con otro método, 405 (SRV-56).',
    },
    servers: [{ url: '/', description: 'El simulador, en el mismo origen que el sitio' }],
    tags: contractGroups.map(({ tag }) => ({ name: tag })),
    paths,
    components: {
      securitySchemes: {
        sesion: {
          type: 'http',
          scheme: 'bearer',
          description: 'El token de la sesión que entrega API-03 (authenticate).',
        },
      },
      schemas: { ErrorBody: jsonSchemaOf(errorBody, 'output', 'ErrorBody') },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
