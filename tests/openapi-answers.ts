import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** What a check needs to know of one answer of the simulator. */
export interface Answer {
  method: string;
  /** The request's URL (only its path is read). */
  url: string;
  status: number;
  /** The answer's body as text. */
  body: string;
}

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

/** The parts of openapi.json a check reads. */
interface Document {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, object> };
}

/** The document's own address inside the validator: every schema's '#/components/...' resolves in it. */
const DOCUMENT_ID = 'https://contrato.invalid/openapi.json';

/** A JSON pointer's segment in a URI fragment: '/api/client' is '~1api~1client', a '%' is '%25'. */
const segment = (key: string) => encodeURIComponent(key.replaceAll('~', '~0').replaceAll('/', '~1'));

interface Route {
  pattern: RegExp;
  methods: Map<string, Record<string, ValidateFunction>>;
}

/**
 * Checks the simulator's answers against the published contract (openapi.json): a documented call answers
 * one of its documented statuses with a body its schema accepts; an /api/ path the document does not have
 * answers 404, and a documented path asked with another method 405, both in the error body. Every schema is
 * compiled once, here, against the whole document (its components), so a schema that a validator cannot read,
 * or a reference that leads nowhere, fails at once.
 */
export function answerChecker(document: Document): (answer: Answer) => string | null {
  // Without Ajv's code optimisation, which took most of the time and speeds up nothing measurable here.
  const ajv = new Ajv2020({ strict: false, allErrors: false, code: { optimize: false } });
  addFormats(ajv);
  // The whole document is one schema resource, so the components an answer's schema refers to resolve.
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  // A schema met again (every refusal's is the error body's) is compiled once.
  const bySchema = new Map<string, ValidateFunction>();
  const compiled = (pointer: string[]): ValidateFunction => {
    const schema = pointer.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      document,
    );
    const key = JSON.stringify(schema);
    const validate = bySchema.get(key) ?? ajv.getSchema(`${DOCUMENT_ID}#/${pointer.map(segment).join('/')}`);
    if (!validate) throw new Error(`openapi.json no tiene un esquema en /${pointer.join('/')}`);
    bySchema.set(key, validate);
    return validate;
  };
  const errorBody = compiled(['components', 'schemas', 'RespuestaDeError']);

  const routes: Route[] = Object.entries(document.paths).map(([path, item]) => ({
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    methods: new Map(
      Object.entries(item).map(([method, operation]) => [
        method.toUpperCase(),
        Object.fromEntries(
          Object.entries((operation as Operation).responses).map(([status, response]) => [
            status,
            response.content?.['application/json']
              ? compiled([
                  'paths',
                  path,
                  method,
                  'responses',
                  status,
                  'content',
                  'application/json',
                  'schema',
                ])
              : ajv.compile({}),
          ]),
        ),
      ]),
    ),
  }));

  return ({ method, url, status, body }) => {
    // The simulator answers the documented path under any base (API-01): /demo/api/... is /api/...
    const pathname = new URL(url, 'http://localhost').pathname;
    const at = pathname.indexOf('/api/');
    if (at < 0) return null;
    const path = pathname.slice(at);
    const where = `${method} ${path} → ${status}`;
    const route = routes.find((candidate) => candidate.pattern.test(path));
    const responses = route?.methods.get(method);
    const validate = responses
      ? responses[String(status)]
      : status === (route ? 405 : 404)
        ? errorBody
        : undefined;
    if (!validate) return `${where}: el contrato no documenta esa respuesta`;
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch {
      return `${where}: la respuesta no es JSON`;
    }
    if (validate(data)) return null;
    const issue = validate.errors?.[0];
    return `${where}: ${issue?.instancePath || '(cuerpo)'} ${issue?.message ?? 'no cumple el esquema'}`;
  };
}
