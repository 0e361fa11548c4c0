import { z } from 'zod';
import type { CallDef } from '../call';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, isIdempotentCall } from '../idempotency';
import { errorBody } from './errors';
import {
  contractGroups,
  isCallDef,
  operationNotes,
  type ContractCallName,
  type OperationNotes,
  type PathParameter,
} from './operations';

/**
 * The contract as an OpenAPI 3.1 document (openapi.json, written at build time by scripts/openapi-plugin.ts):
 * every call of src/contract with its method, path, payload, answer and refusals, the schemas generated
 * from the same zod schemas the simulator parses with, so the document cannot drift from the server. The
 * schemas named in the contract (`.meta({ id })`: the entities and some payloads) are components, referred to
 * wherever they are used, so a generated client gets one named type for each.
 */

type JsonSchema = Record<string, unknown>;

/** Statuses every refusal may carry, as the document names them. */
export const statusDescriptions: Record<number, string> = {
  400: 'Solicitud rechazada',
  401: 'Sin sesión, o la sesión terminó o venció',
  403: 'No permitido para este cliente o en este estado',
  404: 'No existe, o no es del cliente',
  409: 'En conflicto con el estado actual (saldo, estado, duplicado)',
  422: 'Datos no válidos, o una regla de negocio los rechaza',
  500: 'Error interno del servidor',
};

/** Where a named schema lives in the document. */
export const COMPONENT_PREFIX = '#/components/schemas/';
const ERROR_BODY = 'RespuestaDeError';

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

/**
 * The named schemas met while converting. A name is one schema: the same zod schema seen as a request (its
 * input) and as an answer (its output) must convert alike, or it needs a name for each side.
 */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  add(name: string, schema: JsonSchema, where: string): void {
    const known = this.schemas[name];
    if (known && JSON.stringify(known) !== JSON.stringify(schema))
      throw new Error(`${where}: el componente ${name} no es igual como solicitud y como respuesta`);
    this.schemas[name] = schema;
  }
}

/** A converted schema with its local references ('#/$defs/Name') pointed at the document's components. */
function withComponentRefs(schema: unknown, where: string): JsonSchema {
  const text = JSON.stringify(schema).replaceAll('"#/$defs/', `"${COMPONENT_PREFIX}`);
  for (const [, ref] of text.matchAll(/"\$ref":"([^"]*)"/g))
    if (!ref!.startsWith(COMPONENT_PREFIX)) throw new Error(`${where}: una referencia sin nombre (${ref})`);
  return JSON.parse(text) as JsonSchema;
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), the side a request or an answer shows; the
 * named schemas inside it go to `components` and are referred to.
 */
function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  where: string,
  components: Components,
): JsonSchema {
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
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const { $schema: _dialect, $defs, ...body } = generated;
  for (const [name, def] of Object.entries($defs ?? {})) {
    // Only schemas the contract names are extracted; anything else would be a name zod made up.
    if (name.startsWith('__schema')) throw new Error(`${where}: un esquema repetido sin nombre`);
    components.add(name, withComponentRefs(def, `${where} → ${name}`), where);
  }
  return withComponentRefs(body, where);
}

/** '/api/client/activation/:token' as OpenAPI writes it: '/api/client/activation/{token}'. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}');
}

function refusal(status: number) {
  return {
    description: statusDescriptions[status],
    content: { 'application/json': { schema: { $ref: `${COMPONENT_PREFIX}${ERROR_BODY}` } } },
  };
}

/** The largest id a path takes: the server reads at most 15 digits (mocks/domain/refusal.ts, pathId). */
const MAX_PATH_ID = 999_999_999_999_999;

function pathParameterSchema(parameter: PathParameter) {
  return parameter.type === 'integer'
    ? { type: 'integer', minimum: 1, maximum: MAX_PATH_ID }
    : { type: 'string', minLength: 1 };
}

/** The statuses of a call's answers besides 200: its refusals, 401 with a session, and 500. */
export function refusalStatuses(name: ContractCallName, call: CallDef): number[] {
  const notes = operationNotes[name];
  return [...new Set<number>([...notes.refusals, ...(call.auth ? [401] : []), 500])].sort((a, b) => a - b);
}

function operationOf(name: ContractCallName, call: CallDef, tag: string, components: Components) {
  const notes: OperationNotes = operationNotes[name];
  const parameters = [
    ...(call.params ?? []).map((param) => {
      const described = notes.pathParameters?.[param];
      if (!described)
        throw new Error(`${name}: el parámetro de ruta ${param} no está descrito en operations.ts`);
      return {
        name: param,
        in: 'path',
        required: true,
        description: described.description,
        schema: pathParameterSchema(described),
      };
    }),
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
    description: notes.description,
    tags: [tag],
    security: call.auth ? [{ sesion: [] }] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(hasBody
      ? {
          requestBody: {
            required: true,
            content: {
              [mediaType]: {
                schema: jsonSchemaOf(call.request, 'input', `${name} (solicitud)`, components),
              },
            },
          },
        }
      : {}),
    responses: {
      200: {
        description: 'Respuesta',
        content: {
          'application/json': {
            schema: jsonSchemaOf(call.response, 'output', `${name} (respuesta)`, components),
          },
        },
      },
      ...Object.fromEntries(refusalStatuses(name, call).map((status) => [status, refusal(status)])),
    },
  };
}

/** Every call of the contract with the group it belongs to, in the order of the groups. */
export function contractCalls(): { name: ContractCallName; call: CallDef; tag: string }[] {
  return contractGroups.flatMap(({ tag, calls }) =>
    Object.entries(calls)
      .filter((entry): entry is [ContractCallName, CallDef] => isCallDef(entry[1]))
      .map(([name, call]) => ({ name, call, tag })),
  );
}

/** The components in alphabetical order, so that a reader (and a diff) finds each one where it expects. */
function sortedByName(schemas: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b, 'es')));
}

/** The document, for the given version of the product. */
export function openApiDocument(version: string) {
  const components = new Components();
  jsonSchemaOf(errorBody, 'output', ERROR_BODY, components);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { name, call, tag } of contractCalls()) {
    const method = call.method.toLowerCase();
    // Each call's schemas are generated once; an alias path shares them, marked deprecated.
    const operation = operationOf(name, call, tag, components);
    (paths[openApiPath(call.path)] ??= {})[method] = operation;
    for (const alias of call.aliases ?? [])
      (paths[openApiPath(alias)] ??= {})[method] = {
        ...operation,
        operationId: `${name}Variante`,
        description: `Otra dirección de ${call.path}, que el servidor también atiende. ${operation.description}`,
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
      // No licence is published: the SPDX way to say so is a reference of the project's own.
      license: { name: 'Todos los derechos reservados', identifier: 'LicenseRef-Propietaria' },
      // The provider's support (p1 §1): its chat's address is each deployment's (VITE_SUPPORT_CHAT_URL).
      contact: { name: 'Soporte de la plataforma: el chat del pie de página del área de clientes' },
    },
    servers: [{ url: '/', description: 'El simulador, en el mismo origen que el sitio' }],
    tags: contractGroups.map(({ tag, description }) => ({ name: tag, description })),
    paths,
    components: {
      securitySchemes: {
        sesion: {
          type: 'http',
          scheme: 'bearer',
          description: 'El token de la sesión que entrega API-03 (authenticate).',
        },
      },
      schemas: sortedByName(components.schemas),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
