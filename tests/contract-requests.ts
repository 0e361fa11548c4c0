import {
  resolved,
  type DocumentOperation,
  type JsonObject,
  type OpenApiDocument,
  type Parameter,
  type Schema,
} from './contract-document';
import { pngFile, uploadFile } from './upload-files';

/**
 * The requests the published contract (openapi.json) asks of one operation, planned from the document alone:
 * its examples, and bad inputs derived from its request schema. Whether a bad input must be refused is the
 * request schema's own verdict (Ajv), so an input the schema allows may be answered 2xx.
 */

/** A request body: JSON written by JSON.stringify, a JSON body sent as written, or multipart parts. */
export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string; contentType: string }
  | { kind: 'form'; parts: Record<string, string | File> };

/** Whose session a request carries: the operation's persona's, none, or a token no session has. */
export type Credential = 'persona' | 'none' | 'bogus';

/** What the answer must be, besides a documented status with a body its schema accepts. */
export type Expectation =
  /** An example the document pairs with a status. */
  | { status: number }
  /** An input the document does not allow: any refusal, never 2xx. */
  | { refused: string }
  /** A call without a valid session: 401. */
  | { unauthorized: true }
  /** An input the document allows, or an example it does not pair: any documented status. */
  | { documented: true };

export interface PlannedRequest {
  /** What the request tries, for messages: 'ejemplo valida', 'falta email', 'JSON mal formado'. */
  kind: string;
  /** The concrete path, parameters filled in. */
  path: string;
  credential: Credential;
  /** The persona whose session 'persona' means (a key or an e-mail, as the document names it). */
  persona?: string;
  headers: Record<string, string>;
  body?: Body;
  expect: Expectation;
  /** The operation (its operationId) whose 'valida' example must be answered first (x-ejemplo-despues-de). */
  after?: string;
}

type Validate = (schema: Schema) => (value: unknown) => boolean;

/** Where a file goes in a multipart body, until the body is sent (a file part is a string to the schema). */
const FILE_MARK = 'archivo.png';
/** A text sent where the document wants a file's bytes. */
const NOT_A_FILE = 'no es un archivo';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON types a schema allows, read from `type`, `const`, `enum` and its alternatives. */
function allowedTypes(doc: OpenApiDocument, raw: Schema): Set<string> | null {
  const schema = resolved(doc, raw);
  if (typeof schema === 'boolean') return null;
  const out = new Set<string>();
  if (typeof schema.type === 'string') out.add(schema.type);
  if (Array.isArray(schema.type)) for (const type of schema.type as string[]) out.add(type);
  if ('const' in schema) out.add(jsonType(schema.const));
  if (Array.isArray(schema.enum)) for (const value of schema.enum) out.add(jsonType(value));
  for (const key of ['anyOf', 'oneOf'] as const) {
    for (const branch of (schema[key] as Schema[] | undefined) ?? []) {
      const inner = allowedTypes(doc, branch);
      if (!inner) return null;
      for (const type of inner) out.add(type);
    }
  }
  if (out.has('integer')) out.add('number');
  return out.size ? out : null;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value;
}

/** Values of each JSON type, to put where the schema wants another. */
const WRONG_TYPE_CANDIDATES: readonly unknown[] = [true, { x: 1 }, [1], 7.5, 'texto', null];

/** A value of a JSON type the schema does not allow, or undefined when it allows any. */
function wrongTypeFor(doc: OpenApiDocument, schema: Schema): unknown {
  const allowed = allowedTypes(doc, schema);
  if (!allowed) return undefined;
  return WRONG_TYPE_CANDIDATES.find((candidate) => {
    const type = jsonType(candidate);
    return !allowed.has(type) && !(type === 'integer' && allowed.has('number'));
  });
}

/** Strings tried for a `pattern`: the first one that matches is a sample of it. */
const PATTERN_CANDIDATES = ['2026-11-01', '1', 'a', 'A1', 'ABC123', 'ejemplo'];

/**
 * A value the schema accepts, as plain as possible: its example or default, else the least that fits its
 * type and bounds. Objects carry their required properties only. Used where the document has no example.
 */
function sampleOf(doc: OpenApiDocument, raw: Schema): unknown {
  const schema = resolved(doc, raw);
  if (typeof schema === 'boolean') return {};
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if ('example' in schema) return schema.example;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches?.length) return sampleOf(doc, branches[0]!);
  if (Array.isArray(schema.allOf))
    return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => sampleOf(doc, part)));
  const types = typeof schema.type === 'string' ? [schema.type] : ((schema.type as string[]) ?? ['object']);
  // An id or an amount is more often a number than a text; null only when nothing else is allowed.
  const type = ['object', 'integer', 'number', 'string', 'array', 'boolean', 'null'].find((t) =>
    types.includes(t),
  );
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, sampleOf(doc, properties[name] ?? {})]));
    }
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : 1;
      return typeof schema.maximum === 'number' ? Math.min(minimum, schema.maximum) : minimum;
    }
    case 'string': {
      if (schema.contentMediaType || schema.format === 'binary') return FILE_MARK;
      if (schema.format === 'date') return '2026-11-01';
      if (schema.format === 'email') return 'demo@simulador.test';
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern, 'u');
        const fit = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
        if (fit) return fit;
      }
      return 'a'.repeat(Math.max(1, typeof schema.minLength === 'number' ? schema.minLength : 1));
    }
    case 'array':
      return Array.from({ length: typeof schema.minItems === 'number' ? schema.minItems : 0 }, () =>
        sampleOf(doc, (schema.items ?? {}) as Schema),
      );
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** A property the request schema describes, at a path inside the body. */
interface Site {
  path: string[];
  schema: JsonObject;
  required: boolean;
}

/** Whether a schema describes the bytes of a file (a multipart part). */
const isFileSchema = (schema: JsonObject) =>
  schema.type === 'string' && (typeof schema.contentMediaType === 'string' || schema.format === 'binary');

/**
 * The object shape of a schema for a given value: itself, the branch of a oneOf/anyOf the value fits (else
 * the first), or its allOf parts merged.
 */
function objectShape(
  doc: OpenApiDocument,
  raw: Schema,
  value: unknown,
  validate: Validate,
): { properties: Record<string, Schema>; required: string[] } | null {
  const schema = resolved(doc, raw);
  if (typeof schema === 'boolean') return null;
  const branches = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (branches?.length) {
    const fit = branches.find((branch) => validate(branch)(value)) ?? branches[0]!;
    return objectShape(doc, fit, value, validate);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Schema[]).map((part) => objectShape(doc, part, value, validate));
    return {
      properties: Object.assign({}, ...parts.map((part) => part?.properties ?? {})) as Record<string, Schema>,
      required: parts.flatMap((part) => part?.required ?? []),
    };
  }
  if (!isObject(schema.properties)) return null;
  return {
    properties: schema.properties as Record<string, Schema>,
    required: (schema.required ?? []) as string[],
  };
}

/** Every property of the body's schema, nested objects' too (two levels), for the value `base`. */
function sitesOf(doc: OpenApiDocument, schema: Schema, base: unknown, validate: Validate, depth = 0): Site[] {
  const shape = objectShape(doc, schema, base, validate);
  if (!shape) return [];
  return Object.entries(shape.properties).flatMap(([name, raw]) => {
    const inner = resolved(doc, raw);
    if (typeof inner === 'boolean') return [];
    const site: Site = { path: [name], schema: inner, required: shape.required.includes(name) };
    const value = isObject(base) ? base[name] : undefined;
    const nested =
      depth < 1
        ? sitesOf(doc, inner, value ?? sampleOf(doc, inner), validate, depth + 1).map((child) => ({
            ...child,
            path: [name, ...child.path],
          }))
        : [];
    return [site, ...nested];
  });
}

/**
 * `base` with the value at `path` replaced (or removed, for undefined); a missing parent object is sampled
 * from the schema first, so a nested property can be changed inside a valid parent.
 */
function withValue(
  doc: OpenApiDocument,
  schema: Schema,
  base: unknown,
  path: readonly string[],
  value: unknown,
  validate: Validate,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const object: JsonObject = isObject(base) ? { ...base } : {};
  const shape = objectShape(doc, schema, object, validate);
  const childSchema = shape?.properties[head] ?? {};
  if (rest.length === 0) {
    if (value === undefined) delete object[head];
    else object[head] = value;
    return object;
  }
  const child = object[head] ?? sampleOf(doc, childSchema);
  object[head] = withValue(doc, childSchema, child, rest, value, validate);
  return object;
}

/** A schema and the alternatives it offers (anyOf, oneOf), each resolved: where a property's bounds are. */
function alternativesOf(doc: OpenApiDocument, schema: JsonObject): JsonObject[] {
  const branches = [...((schema.anyOf as Schema[]) ?? []), ...((schema.oneOf as Schema[]) ?? [])]
    .map((branch) => resolved(doc, branch))
    .filter(isObject);
  return [schema, ...branches.flatMap((branch) => alternativesOf(doc, branch))];
}

interface BadValue {
  kind: string;
  value: unknown;
  /** Ruled out by the document though the schema's JSON view accepts it (a text where a file goes). */
  ruledOut?: true;
}

/** The bad values of one property its schema rules out: wrong type, too long, too short, out of range. */
function badValuesOf(doc: OpenApiDocument, site: Site, multipart: boolean): BadValue[] {
  const name = site.path.join('.');
  const out: BadValue[] = [];
  if (multipart) {
    // In a form every part is a text or a file: the wrong type of a part is the other one.
    if (isFileSchema(site.schema))
      out.push({ kind: `texto en lugar del archivo ${name}`, value: NOT_A_FILE, ruledOut: true });
    else out.push({ kind: `archivo en lugar del texto ${name}`, value: FILE_MARK });
  } else {
    const wrong = wrongTypeFor(doc, site.schema);
    if (wrong !== undefined) out.push({ kind: `tipo incorrecto en ${name}`, value: wrong });
  }
  // The bounds of each alternative (a number or null, say): the request schema judges the value as a whole.
  for (const schema of alternativesOf(doc, site.schema)) {
    if (typeof schema.maxLength === 'number')
      out.push({
        kind: `${name} supera maxLength ${schema.maxLength}`,
        value: 'x'.repeat(schema.maxLength + 1),
      });
    if (typeof schema.minLength === 'number' && schema.minLength > 0)
      out.push({ kind: `${name} bajo minLength ${schema.minLength}`, value: '' });
    if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string'))
      out.push({ kind: `${name} fuera de su lista`, value: 'valor-desconocido' });
    const integer = schema.type === 'integer';
    const step = integer ? 1 : 0.01;
    if (typeof schema.minimum === 'number')
      out.push({ kind: `${name} bajo minimum ${schema.minimum}`, value: schema.minimum - step });
    if (typeof schema.maximum === 'number')
      out.push({ kind: `${name} sobre maximum ${schema.maximum}`, value: schema.maximum + step });
    if (typeof schema.exclusiveMinimum === 'number')
      out.push({ kind: `${name} en exclusiveMinimum`, value: schema.exclusiveMinimum });
    if (typeof schema.exclusiveMaximum === 'number')
      out.push({ kind: `${name} en exclusiveMaximum`, value: schema.exclusiveMaximum });
    if (integer) out.push({ kind: `${name} no entero`, value: 1.5 });
    if (schema.type === 'array' && schema.items !== undefined) {
      const wrongItem = wrongTypeFor(doc, schema.items as Schema);
      if (wrongItem !== undefined)
        out.push({ kind: `elemento de tipo incorrecto en ${name}`, value: [wrongItem] });
    }
  }
  const distinct = [...new Map(out.map((bad) => [bad.kind, bad])).values()];
  // In a form a number travels as text.
  return multipart
    ? distinct.map((bad) => ({
        ...bad,
        value: typeof bad.value === 'number' ? String(bad.value) : bad.value,
      }))
    : distinct;
}

/** A file for a multipart part: the example's value names it (by its extension) or is its JSON content. */
function fileFor(part: string, value: unknown): File {
  if (isObject(value) || Array.isArray(value))
    return new File([JSON.stringify(value)], `${part}.json`, { type: 'application/json' });
  const name = typeof value === 'string' && /\.[a-z]{3,4}$/i.test(value) ? value : `${part}.png`;
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const type =
    { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' }[extension] ??
    (extension === 'json' ? 'application/json' : 'image/png');
  if (type === 'application/json') return new File(['{}'], name, { type });
  return type === 'image/png' ? pngFile(name) : uploadFile(type, name);
}

/** A body value as the request sends it: JSON, or the parts of a form (file parts become files). */
function bodyOf(
  doc: OpenApiDocument,
  operation: DocumentOperation,
  value: unknown,
  validate: Validate,
): Body {
  const { requestBody } = operation;
  if (requestBody?.mediaType !== 'multipart/form-data') return { kind: 'json', value };
  const shape = objectShape(doc, requestBody.content.schema ?? {}, value, validate);
  const parts: Record<string, string | File> = {};
  for (const [name, part] of Object.entries(isObject(value) ? value : {})) {
    if (part === undefined) continue;
    const schema = resolved(doc, shape?.properties[name] ?? {});
    const isFile = typeof schema === 'object' && isFileSchema(schema);
    if ((isFile && part !== NOT_A_FILE) || part === FILE_MARK) parts[name] = fileFor(name, part);
    else parts[name] = typeof part === 'string' ? part : JSON.stringify(part);
  }
  return { kind: 'form', parts };
}

/** A parameter's example for a scenario: its named example, else its example, else a sample of its schema. */
function parameterValue(doc: OpenApiDocument, parameter: Parameter, scenario?: string): unknown {
  const named = scenario ? parameter.examples?.[scenario] : undefined;
  if (named && 'value' in named) return named.value;
  if (parameter.example !== undefined) return parameter.example;
  const first = Object.values(parameter.examples ?? {})[0];
  if (first && 'value' in first) return first.value;
  const schema = resolved(doc, parameter.schema ?? {});
  if (typeof schema === 'object' && schema.type === 'string' && !schema.pattern) return 'ejemplo';
  return sampleOf(doc, parameter.schema ?? {});
}

function filledPath(
  doc: OpenApiDocument,
  operation: DocumentOperation,
  scenario?: string,
  override?: Record<string, string>,
): string {
  let path = operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name);
    const value = override?.[name] ?? (parameter ? parameterValue(doc, parameter, scenario) : 'ejemplo');
    return encodeURIComponent(String(value));
  });
  const query = operation.parameters.filter((p) => p.in === 'query' && p.required);
  if (query.length)
    path += `?${new URLSearchParams(query.map((p) => [p.name, String(parameterValue(doc, p, scenario))])).toString()}`;
  return path;
}

/** The persona an operation's examples are taken as (an extension of the operation or of the example). */
function personaOf(operation: DocumentOperation, example?: JsonObject): string | undefined {
  const named = example?.['x-ejemplo-persona'] ?? operation.operation['x-ejemplo-persona'];
  return typeof named === 'string' ? named : undefined;
}

/** Whether the document asks for a session: a security requirement that is not the empty one. */
export function needsSession(operation: DocumentOperation): boolean {
  return (operation.operation.security ?? []).some((requirement) => Object.keys(requirement).length > 0);
}

/** The status whose answer has the example of this name, when exactly one has. */
function pairedStatus(operation: DocumentOperation, name: string): number | undefined {
  const statuses = Object.entries(operation.responses)
    .filter(([, response]) =>
      Object.values(response.content ?? {}).some((media) => media.examples && name in media.examples),
    )
    .map(([status]) => Number(status));
  return statuses.length === 1 && Number.isInteger(statuses[0]) ? statuses[0] : undefined;
}

/** The lowest 2xx status whose answer carries examples. */
function exemplifiedSuccess(operation: DocumentOperation): number | undefined {
  return Object.entries(operation.responses)
    .filter(
      ([status, response]) =>
        /^2\d\d$/.test(status) &&
        Object.values(response.content ?? {}).some((media) => Object.keys(media.examples ?? {}).length > 0),
    )
    .map(([status]) => Number(status))
    .sort((a, b) => a - b)[0];
}

/** The names of the operation's scenarios: its request examples' and its path parameters' examples'. */
function scenarioNames(operation: DocumentOperation): string[] {
  const names = new Set(Object.keys(operation.requestBody?.content.examples ?? {}));
  for (const parameter of operation.parameters)
    if (parameter.in === 'path') for (const name of Object.keys(parameter.examples ?? {})) names.add(name);
  return [...names];
}

/**
 * One request per example scenario of the operation, in the document's order, or one nominal request when it
 * has none. They are sent in that order to one freshly seeded store (a second example may build on the first:
 * a registration, then the same one again).
 */
export function exampleRequests(
  doc: OpenApiDocument,
  operation: DocumentOperation,
  validate: Validate,
): PlannedRequest[] {
  const credential: Credential = needsSession(operation) ? 'persona' : 'none';
  const bodySchema = operation.requestBody?.content.schema;
  const names = scenarioNames(operation);
  if (names.length === 0) {
    const value = bodySchema === undefined ? undefined : baseValue(doc, operation);
    const success = operation.requestBody ? undefined : exemplifiedSuccess(operation);
    return [
      {
        kind: operation.requestBody ? 'muestra del esquema' : 'llamada de ejemplo',
        path: filledPath(doc, operation),
        credential,
        persona: personaOf(operation),
        headers: {},
        body: value === undefined ? undefined : bodyOf(doc, operation, value, validate),
        expect: success ? { status: success } : { documented: true },
      },
    ];
  }
  return names.map((name) => {
    const example = operation.requestBody?.content.examples?.[name];
    const value = example && 'value' in example ? example.value : baseValue(doc, operation);
    const status = pairedStatus(operation, name);
    return {
      kind: `ejemplo ${name}`,
      path: filledPath(doc, operation, name),
      credential,
      persona: personaOf(operation, example),
      headers: {},
      body: operation.requestBody ? bodyOf(doc, operation, value, validate) : undefined,
      expect: status === undefined ? { documented: true } : { status },
      ...(typeof example?.['x-ejemplo-despues-de'] === 'string'
        ? { after: example['x-ejemplo-despues-de'] }
        : {}),
    };
  });
}

/**
 * The body the bad inputs start from: the example the document pairs with a 2xx answer (else its first
 * example, else `example`), or a sample of the schema.
 */
function baseValue(doc: OpenApiDocument, operation: DocumentOperation): unknown {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  const examples = Object.entries(content.examples ?? {}).filter(([, example]) => 'value' in example);
  const successful = examples.find(([name]) => {
    const status = pairedStatus(operation, name);
    return status !== undefined && status < 300;
  });
  const chosen = successful ?? examples[0];
  if (chosen) return chosen[1].value;
  if (content.example !== undefined) return content.example;
  return sampleOf(doc, content.schema ?? {});
}

/** The verdict of the request schema on a body: a refusal is owed only when the schema rules it out. */
function expectationFor(validate: Validate, schema: Schema, value: unknown, kind: string): Expectation {
  return validate(schema)(value) ? { documented: true } : { refused: kind };
}

/** What an integer path parameter must not be: a fraction, a word, a number past its bounds. */
function pathParameterBadValues(schema: JsonObject): [kind: string, value: string][] {
  const out: [string, string][] = [
    ['no entero (1.5)', '1.5'],
    ['no entero (abc)', 'abc'],
  ];
  if (typeof schema.minimum === 'number') out.push(['bajo minimum', String(schema.minimum - 1)]);
  if (typeof schema.exclusiveMinimum === 'number')
    out.push(['en exclusiveMinimum', String(schema.exclusiveMinimum)]);
  if (typeof schema.maximum === 'number') out.push(['sobre maximum', String(BigInt(schema.maximum) + 1n)]);
  return out;
}

/** A value the parameter's schema rules out, for a header such as Idempotency-Key. */
const BAD_HEADER_CANDIDATES = ['con espacio', 'x'.repeat(300), ''];

/**
 * The bad inputs of an operation, from its schemas alone: an empty body, a body of another type, each
 * required property missing, each property's bad values (badValuesOf), a malformed body; a non-integer for
 * each integer path parameter; a header value its pattern rules out; and, for a call that needs a session,
 * the call without a token and with one no session has.
 */
export function badRequests(
  doc: OpenApiDocument,
  operation: DocumentOperation,
  validate: Validate,
): PlannedRequest[] {
  const persona = personaOf(operation);
  const credential: Credential = needsSession(operation) ? 'persona' : 'none';
  const path = filledPath(doc, operation);
  const requestBody = operation.requestBody;
  const schema = requestBody?.content.schema ?? {};
  const base = baseValue(doc, operation);
  const multipart = requestBody?.mediaType === 'multipart/form-data';
  const baseBody = requestBody ? bodyOf(doc, operation, base, validate) : undefined;
  const planned = (
    kind: string,
    expect: Expectation,
    changes: Partial<Pick<PlannedRequest, 'path' | 'credential' | 'headers' | 'body'>> = {},
  ): PlannedRequest => ({
    kind,
    path,
    credential,
    persona,
    headers: {},
    body: baseBody,
    expect,
    ...changes,
  });
  const withBody = (kind: string, value: unknown): PlannedRequest =>
    planned(kind, expectationFor(validate, schema, value, kind), {
      body: bodyOf(doc, operation, value, validate),
    });

  const out: PlannedRequest[] = [];
  if (requestBody) {
    out.push(withBody('cuerpo vacío', {}));
    if (!multipart) out.push(withBody('cuerpo que no es un objeto', []));
    for (const site of sitesOf(doc, schema, base, validate)) {
      const name = site.path.join('.');
      if (site.required)
        out.push(withBody(`falta ${name}`, withValue(doc, schema, base, site.path, undefined, validate)));
      for (const bad of badValuesOf(doc, site, multipart)) {
        const value = withValue(doc, schema, base, site.path, bad.value, validate);
        out.push(
          bad.ruledOut
            ? planned(bad.kind, { refused: bad.kind }, { body: bodyOf(doc, operation, value, validate) })
            : withBody(bad.kind, value),
        );
      }
    }
    out.push(
      planned(
        multipart ? 'multipart mal formado' : 'JSON mal formado',
        { refused: 'cuerpo mal formado' },
        {
          body: {
            kind: 'text',
            text: '{',
            contentType: multipart ? 'multipart/form-data; boundary=limite' : 'application/json',
          },
        },
      ),
    );
  }
  for (const parameter of operation.parameters) {
    const parameterSchema = resolved(doc, parameter.schema ?? {});
    if (typeof parameterSchema === 'boolean') continue;
    if (parameter.in === 'path' && parameterSchema.type === 'integer')
      for (const [kind, value] of pathParameterBadValues(parameterSchema))
        out.push(
          planned(
            `${parameter.name} ${kind}`,
            { refused: `${parameter.name} ${kind}` },
            { path: filledPath(doc, operation, undefined, { [parameter.name]: value }) },
          ),
        );
    if (parameter.in === 'header') {
      const bad = BAD_HEADER_CANDIDATES.find((value) => !validate(parameterSchema)(value));
      if (bad !== undefined)
        out.push(
          planned(
            `cabecera ${parameter.name} no válida`,
            { refused: `cabecera ${parameter.name}` },
            { headers: { [parameter.name]: bad } },
          ),
        );
    }
  }
  if (needsSession(operation)) {
    out.push(planned('sin token', { unauthorized: true }, { credential: 'none' }));
    out.push(planned('token inventado', { unauthorized: true }, { credential: 'bogus' }));
  }
  return out;
}
