/**
 * The published contract (openapi.json) as the panel's contract tab reads it: only the parts it shows, read
 * from the document itself rather than from src/contract, so the tab shows exactly what the site publishes.
 */

/** A JSON Schema (2020-12) as the document writes it; only the keywords the tab shows are named. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  contentMediaType?: string;
  default?: unknown;
  $ref?: string;
  /** The component a resolved reference named (see `resolved`). */
  title?: string;
  description?: string;
}

/** An example of the document: the answer (or request) of one scenario, under its name. */
interface DocumentExample {
  summary?: string;
  value?: unknown;
}

interface MediaContent {
  content?: Record<string, { schema?: JsonSchema; examples?: Record<string, DocumentExample> }>;
}

interface DocumentOperation {
  operationId: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string }[];
  requestBody?: MediaContent;
  responses: Record<string, MediaContent & { description?: string }>;
}

export interface ContractDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One call of the contract, as the tab lists it. */
export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  group: string;
  withSession: boolean;
  deprecated: boolean;
  /** What the payload travels as ('application/json', 'multipart/form-data'), or null without one. */
  mediaType: string | null;
  request: JsonSchema | null;
  response: JsonSchema | null;
  parameters: { name: string; where: string; required: boolean }[];
  /** Every documented status but 200, with what the document says of it. */
  refusals: { status: string; description: string }[];
  /** The document's examples of the call's answers, by status: each scenario's name and what it sends. */
  examples: { name: string; status: string; summary: string }[];
}

const COMPONENT = '#/components/schemas/';

/**
 * A schema with its references to components replaced by the components themselves, each named by its
 * `title`, so the tab shows a named entity's fields where it is used. A reference that leads nowhere, or back
 * into a component being resolved, stays as it is.
 */
export function resolved(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  within: readonly string[] = [],
): JsonSchema {
  if (schema.$ref?.startsWith(COMPONENT)) {
    const name = schema.$ref.slice(COMPONENT.length);
    const target = components[name];
    if (!target || within.includes(name)) return schema;
    const { $ref: _ref, ...beside } = schema;
    return resolved({ ...target, ...beside, title: name }, components, [...within, name]);
  }
  const each = (list: JsonSchema[] | undefined) => list?.map((item) => resolved(item, components, within));
  return {
    ...schema,
    ...(schema.properties && {
      properties: Object.fromEntries(
        Object.entries(schema.properties).map(([name, field]) => [name, resolved(field, components, within)]),
      ),
    }),
    ...(schema.items && { items: resolved(schema.items, components, within) }),
    ...(schema.anyOf && { anyOf: each(schema.anyOf) }),
    ...(schema.oneOf && { oneOf: each(schema.oneOf) }),
  };
}

function firstContent(
  part: MediaContent | undefined,
  components: Record<string, JsonSchema>,
): [string, JsonSchema | null] | null {
  const entry = Object.entries(part?.content ?? {})[0];
  if (!entry) return null;
  return [entry[0], entry[1].schema ? resolved(entry[1].schema, components) : null];
}

/** Every operation of the document, in its order. */
export function operationsOf(document: ContractDocument): ContractOperation[] {
  const components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const request = firstContent(operation.requestBody, components);
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        group: operation.tags?.[0] ?? '',
        withSession: (operation.security ?? []).length > 0,
        deprecated: operation.deprecated === true,
        mediaType: request?.[0] ?? null,
        request: request?.[1] ?? null,
        response: firstContent(operation.responses['200'], components)?.[1] ?? null,
        parameters: (operation.parameters ?? []).map((p) => ({
          name: p.name,
          where: p.in,
          required: p.required === true,
        })),
        refusals: Object.entries(operation.responses)
          .filter(([status]) => status !== '200')
          .map(([status, response]) => ({ status, description: response.description ?? '' })),
        examples: Object.entries(operation.responses).flatMap(([status, response]) =>
          Object.entries(Object.values(response.content ?? {})[0]?.examples ?? {}).map(([name, example]) => ({
            name,
            status,
            summary: example.summary ?? '',
          })),
        ),
      };
    }),
  );
}

/** Whether an operation matches a search: its path, method, summary or group contain the text. */
export function operationMatches(operation: ContractOperation, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [operation.path, operation.method, operation.summary, operation.group].some((value) =>
    value.toLowerCase().includes(text),
  );
}

const show = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

const typeNames: Record<string, string> = {
  string: 'texto',
  integer: 'entero',
  number: 'número',
  boolean: 'sí/no',
  object: 'objeto',
  array: 'lista',
  null: 'null',
};

/**
 * A schema's type in a few words: 'texto', 'entero o null', "'A' | 'B'", 'archivo', 'lista de objeto', or a
 * named entity's name ('lista de Proyecto').
 */
export function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return show(schema.const);
  if (schema.enum) return schema.enum.map(show).join(' | ');
  if (schema.contentMediaType) return 'archivo';
  // A named entity: its component's name ('Proyecto'); a reference left unresolved, the name it points to.
  if (schema.title) return schema.title;
  if (schema.$ref) return schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeOf))].join(' o ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return 'cualquiera';
  return types
    .map((type) =>
      type === 'array' && schema.items ? `lista de ${typeOf(schema.items)}` : (typeNames[type] ?? type),
    )
    .join(' o ');
}

/** A schema's limits in a few words ('1 a 255 caracteres', 'mínimo 20', 'formato email'), or ''. */
export function limitsOf(schema: JsonSchema): string {
  const limits: string[] = [];
  if (schema.format) limits.push(`formato ${schema.format}`);
  if (schema.minLength !== undefined && schema.maxLength !== undefined)
    limits.push(`${schema.minLength} a ${schema.maxLength} caracteres`);
  else if (schema.minLength === 1) limits.push('no vacío');
  else if (schema.minLength !== undefined && schema.minLength > 1)
    limits.push(`al menos ${schema.minLength} caracteres`);
  else if (schema.maxLength !== undefined) limits.push(`hasta ${schema.maxLength} caracteres`);
  // Integers are bounded by JavaScript's safe range in every schema: only tighter limits say something.
  if (schema.exclusiveMinimum !== undefined) limits.push(`mayor que ${schema.exclusiveMinimum}`);
  if (schema.minimum !== undefined) limits.push(`mínimo ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
    limits.push(`máximo ${schema.maximum}`);
  if (schema.pattern) limits.push(`patrón ${schema.pattern}`);
  if (schema.default !== undefined) limits.push(`por omisión ${show(schema.default)}`);
  return limits.join(' · ');
}

/** The fields a schema holds, to show as a tree: an object's properties, or a list's items' properties. */
export function fieldsOf(schema: JsonSchema): { name: string; schema: JsonSchema; required: boolean }[] {
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  const variant = (target.anyOf ?? target.oneOf)?.find((option) => option.properties);
  const holder = target.properties ? target : variant;
  if (!holder?.properties) return [];
  const required = new Set(holder.required ?? []);
  return Object.entries(holder.properties).map(([name, field]) => ({
    name,
    schema: field,
    required: required.has(name),
  }));
}
