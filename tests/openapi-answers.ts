import type { ValidateFunction } from 'ajv/dist/2020.js';
import { documentSchemas } from '../mocks/contract-examples/document-schemas';

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
  responses: Record<string, unknown>;
}

/** The parts of openapi.json a check reads. */
interface Document {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, object> };
}

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
  const schemaAt = documentSchemas(document);
  const compiled = (pointer: string[]): ValidateFunction => {
    const validate = schemaAt(pointer);
    if (!validate) throw new Error(`openapi.json no tiene un esquema en /${pointer.join('/')}`);
    return validate;
  };
  const errorBody = compiled(['components', 'schemas', 'RespuestaDeError']);

  const routes: Route[] = Object.entries(document.paths).map(([path, item]) => ({
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    methods: new Map(
      Object.entries(item).map(([method, operation]) => [
        method.toUpperCase(),
        Object.fromEntries(
          Object.keys((operation as Operation).responses).map((status) => [
            status,
            compiled(['paths', path, method, 'responses', status, 'content', 'application/json', 'schema']),
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
