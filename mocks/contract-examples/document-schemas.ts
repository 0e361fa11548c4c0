import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The document's own address inside the validator: every schema's '#/components/...' resolves in it. */
const DOCUMENT_ID = 'https://contrato.invalid/openapi.json';

/** A JSON pointer's segment in a URI fragment: '/api/client' is '~1api~1client', a '%' is '%25'. */
const segment = (key: string) => encodeURIComponent(key.replaceAll('~', '~0').replaceAll('/', '~1'));

/**
 * The validators of an OpenAPI document's schemas, by their path in it (Ajv, JSON Schema 2020-12, formats
 * on); undefined where the document has no schema. The whole document is one schema resource, so the
 * components a schema refers to resolve. A schema met again (every refusal's is the error body's) is compiled
 * once, and without Ajv's code optimisation, which took most of the time and speeds up nothing here.
 */
export function documentSchemas(document: object): (path: readonly string[]) => ValidateFunction | undefined {
  const ajv = new Ajv2020({ strict: false, allErrors: false, code: { optimize: false } });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();
  return (path) => {
    const schema = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      document,
    );
    if (schema === undefined) return undefined;
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.getSchema(`${DOCUMENT_ID}#/${path.map(segment).join('/')}`);
      if (validate) compiled.set(key, validate);
    }
    return validate;
  };
}
