import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The published contract (openapi.json) read as plain JSON, with nothing of the zod schemas it was generated
 * from: its operations, its local references, and its schemas compiled by Ajv (JSON Schema 2020-12, OpenAPI
 * 3.1's dialect). A second reader of the document, so a defect of the generator cannot hide in both sides.
 */

export type JsonObject = Record<string, unknown>;
export type Schema = JsonObject | boolean;

export interface MediaExample {
  summary?: string;
  value?: unknown;
  [extension: string]: unknown;
}

export interface MediaType {
  schema?: Schema;
  examples?: Record<string, MediaExample>;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
  example?: unknown;
  examples?: Record<string, MediaExample>;
}

export interface Operation {
  operationId?: string;
  security?: Record<string, unknown[]>[];
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> } | { $ref: string };
  responses: Record<string, { content?: Record<string, MediaType> } | { $ref: string }>;
  [extension: string]: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: JsonObject;
  [extension: `x-${string}`]: unknown;
}

/** One operation of the document: a path and a method, each alias path counting as one. */
export interface DocumentOperation {
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  operation: Operation;
  /** The operation's parameters, the path item's included (the operation's win). */
  parameters: Parameter[];
  /** Its JSON or multipart request body, resolved; undefined when it takes none. */
  requestBody?: { required: boolean; mediaType: string; content: MediaType };
  /** Its responses by status ('200', '4XX', 'default'), references resolved. */
  responses: Record<string, { content?: Record<string, MediaType> }>;
  /** '<METHOD> <path> (<operationId>)', for messages. */
  label: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const DOCUMENT_ID = 'openapi.json';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a local reference ('#/components/schemas/Name') points at. */
export function pointedAt(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`referencia no local: ${ref}`);
  let at: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (!isObject(at) || !(key in at)) throw new Error(`referencia sin destino: ${ref}`);
    at = at[key];
  }
  return at;
}

/** Follows `$ref` until a value that is not a reference (a schema, a parameter, a response). */
export function resolved<T>(doc: OpenApiDocument, value: T | { $ref: string }): T {
  let at: unknown = value;
  for (let hops = 0; isObject(at) && typeof at.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error('referencias en ciclo');
    at = pointedAt(doc, at.$ref);
  }
  return at as T;
}

/** Every operation of the document, in its order. */
export function documentOperations(doc: OpenApiDocument): DocumentOperation[] {
  const out: DocumentOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = ((item.parameters as Operation['parameters']) ?? []).map((p) => resolved(doc, p));
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const own = (operation.parameters ?? []).map((p) => resolved(doc, p));
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      const body = operation.requestBody ? resolved(doc, operation.requestBody) : undefined;
      const mediaType = body && Object.keys(body.content)[0];
      out.push({
        path,
        method: method.toUpperCase() as DocumentOperation['method'],
        operation,
        parameters,
        requestBody:
          body && mediaType
            ? { required: body.required ?? false, mediaType, content: body.content[mediaType]! }
            : undefined,
        responses: Object.fromEntries(
          Object.entries(operation.responses).map(([status, response]) => [status, resolved(doc, response)]),
        ),
        label: `${method.toUpperCase()} ${path} (${operation.operationId ?? 'sin operationId'})`,
      });
    }
  }
  return out;
}

/** The documented response for a status: the exact one, else its range ('4XX'), else 'default'. */
export function documentedResponse(
  operation: DocumentOperation,
  status: number,
): { content?: Record<string, MediaType> } | undefined {
  const { responses } = operation;
  return responses[String(status)] ?? responses[`${Math.floor(status / 100)}XX`] ?? responses.default;
}

/** A copy of a schema whose local references point into the registered document. */
function anchoredRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchoredRefs);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string' && inner.startsWith('#')
        ? `${DOCUMENT_ID}${inner}`
        : anchoredRefs(inner),
    ]),
  );
}

/**
 * Ajv (2020-12, formats on) holding the document's components, so a schema's `$ref`s resolve as a reader of
 * the published file resolves them. Each schema is compiled once.
 */
export function documentValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: doc.components ?? {} });
  const compiled = new Map<Schema, ValidateFunction>();
  return (schema: Schema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(anchoredRefs(schema) as JsonObject);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

/** Ajv's first errors as one line: where in the value, and what. */
export function ajvErrors(validate: ValidateFunction, limit = 3): string {
  return (validate.errors ?? [])
    .slice(0, limit)
    .map((error) => `${error.instancePath || '(raíz)'} ${error.message ?? error.keyword}`)
    .join('; ');
}
