import { errorBodyOf } from '@/contract/errors';
import { openApiPath, statusDescriptions, type OpenApiDocument } from '@/contract/schemas/openapi';
import { INTERNAL_ERROR_MESSAGE } from '../http/route';
import { documentSchemas } from './document-schemas';
import { EXAMPLES_CLOCK, type ExampleRun, type PlannedCall } from './example-run';
import { EXAMPLE_TOKEN, MAX_ITEMS, exampleValue, type Replacements } from './example-values';
import { INTERNAL_ERROR_EXAMPLE, NO_SESSION_EXAMPLE, type ExampleScenario } from './scenario';

interface ExampleObject {
  summary: string;
  description?: string;
  value: unknown;
  [extension: `x-${string}`]: unknown;
}
interface MediaType {
  schema: object;
  examples?: Record<string, ExampleObject>;
}
interface Parameter {
  name: string;
  in: string;
  schema: object;
  examples?: Record<string, ExampleObject>;
}
interface Operation {
  operationId: string;
  description?: string;
  deprecated?: boolean;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content: Record<string, MediaType> }>;
  [extension: `x-${string}`]: unknown;
}

const CUT_NOTE = `Las listas muestran sus ${MAX_ITEMS} primeros elementos y los textos largos, su comienzo.`;
const HIDDEN_NOTE = 'Una solicitud que el esquema no admite: se muestra solo la respuesta.';

/**
 * Validates a value against a schema of the document, its components loaded: the problem, or null.
 */
function documentValidator(document: object): (path: readonly string[], value: unknown) => string | null {
  const schemaAt = documentSchemas(document);
  return (path, value) => {
    const validate = schemaAt(path);
    if (!validate) return `no hay un esquema en /${path.join('/')}`;
    if (validate(value)) return null;
    const issue = validate.errors?.[0];
    return `${issue?.instancePath || '(raíz)'} ${issue?.message ?? 'no cumple el esquema'}`;
  };
}

/**
 * The document with the run's examples in it (OpenAPI 3.1 `examples` maps): each request example under its
 * name in its body's media type and in its path parameters, each answer under the same name in its status's
 * media type; every call's 401 without a session and its 500. Each example is checked against its schema
 * (Ajv, JSON Schema 2020-12 with formats, the document's components loaded): one that does not fit, or a
 * documented status left without an example, throws naming the call.
 */
export function withExamples(
  base: OpenApiDocument,
  plan: readonly PlannedCall[],
  run: ExampleRun,
): OpenApiDocument {
  const document = structuredClone(base);
  const check = documentValidator(base);
  const replacements: Replacements = new Map([...run.tokens].map((token) => [token, EXAMPLE_TOKEN]));

  for (const { name, call, examples } of plan) {
    const path = openApiPath(call.path);
    const method = call.method.toLowerCase();
    const operation = document.paths[path]?.[method] as Operation;
    const answers = run.answers.get(name)!;
    const fail = (problem: string) => {
      throw new Error(`${name} (${call.method} ${call.path}): ${problem}`);
    };
    const verify = (where: readonly string[], value: unknown, what: string) => {
      const problem = check(['paths', path, method, ...where], value);
      if (problem) fail(`${what} no cumple su esquema: ${problem}`);
    };
    const answerExample = (
      status: number,
      example: string,
      summary: string,
      value: unknown,
      note?: string,
    ) => {
      const response = operation.responses[status];
      if (!response) return fail(`el ejemplo ${example} responde ${status}, que el contrato no documenta`);
      const shown = exampleValue(value, replacements, new Date(EXAMPLES_CLOCK).toISOString());
      verify(
        ['responses', String(status), 'content', 'application/json', 'schema'],
        shown.value,
        `${example} (${status})`,
      );
      const description = [note, shown.cut ? CUT_NOTE : undefined].filter(Boolean).join(' ');
      const media = response.content['application/json']!;
      (media.examples ??= {})[example] = {
        summary,
        ...(description ? { description } : {}),
        value: shown.value,
      };
    };

    if (examples.persona) operation['x-ejemplo-persona'] = examples.persona;
    for (const scenario of examples.scenarios) {
      if (!scenario.hidden) requestExample(operation, scenario, verify);
      const answer = answers.get(scenario.name)!;
      answerExample(
        answer.status,
        scenario.name,
        scenario.summary,
        answer.body,
        scenario.hidden && HIDDEN_NOTE,
      );
    }
    const noSession = answers.get(NO_SESSION_EXAMPLE);
    if (noSession)
      answerExample(
        401,
        NO_SESSION_EXAMPLE,
        'Sin sesión, o con el token de una sesión que terminó',
        noSession.body,
      );
    for (const [status, refusal] of Object.entries(examples.unprovoked ?? {}))
      if (refusal) answerExample(Number(status), refusal.name, refusal.summary, errorBodyOf(refusal.message));
    answerExample(
      500,
      INTERNAL_ERROR_EXAMPLE,
      'Un error del servidor (el simulador lo da con un fallo inyectado, SRV-58)',
      errorBodyOf(INTERNAL_ERROR_MESSAGE),
    );
    for (const [status, response] of Object.entries(operation.responses))
      if (!Object.keys(response.content['application/json']?.examples ?? {}).length)
        fail(
          `la respuesta ${status} (${statusDescriptions[Number(status)] ?? 'Respuesta'}) no tiene ejemplo`,
        );
    // An alias path answers the same: its deprecated operation shows the same examples.
    for (const alias of call.aliases ?? []) {
      const item = document.paths[openApiPath(alias)]!;
      const { operationId, description, deprecated } = item[method] as Operation;
      item[method] = { ...structuredClone(operation), operationId, description, deprecated };
    }
  }
  return {
    ...document,
    'x-ejemplos-reloj': new Date(EXAMPLES_CLOCK).toISOString(),
  } as OpenApiDocument;
}

/** A scenario's request in the operation: its body under its name, and each path parameter's value. */
function requestExample(
  operation: Operation,
  scenario: ExampleScenario,
  verify: (where: readonly string[], value: unknown, what: string) => void,
) {
  const extensions = {
    ...(scenario.persona ? { 'x-ejemplo-persona': scenario.persona } : {}),
    ...(scenario.after ? { 'x-ejemplo-despues-de': scenario.after } : {}),
  };
  const content = operation.requestBody?.content;
  if (content) {
    const [mediaType, media] = Object.entries(content)[0]!;
    const value = scenario.body ?? {};
    verify(['requestBody', 'content', mediaType, 'schema'], value, `la solicitud ${scenario.name}`);
    (media.examples ??= {})[scenario.name] = { summary: scenario.summary, value, ...extensions };
  }
  for (const [param, value] of Object.entries(scenario.params ?? {})) {
    const index = operation.parameters?.findIndex((p) => p.in === 'path' && p.name === param) ?? -1;
    if (index < 0) throw new Error(`${operation.operationId}: no tiene el parámetro ${param}`);
    verify(['parameters', String(index), 'schema'], value, `el parámetro ${param} de ${scenario.name}`);
    (operation.parameters![index]!.examples ??= {})[scenario.name] = { summary: scenario.summary, value };
  }
}
