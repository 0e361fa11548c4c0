import { describe, expect, it } from 'vitest';
import { openApiDocument } from '@/contract/schemas/openapi';
import {
  fieldsOf,
  limitsOf,
  operationMatches,
  operationsOf,
  resolved,
  typeOf,
  type ContractDocument,
} from './contract-document';

const document = JSON.parse(JSON.stringify(openApiDocument('1.0.0'))) as ContractDocument;
const operations = operationsOf(document);
const byId = (id: string) => operations.find((operation) => operation.id === id)!;

describe('the published contract as the panel reads it', () => {
  it('SRV-61 lists every operation with its group, session, payload, answer and refusals', () => {
    expect(operations.length).toBe(
      Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0),
    );
    const kyc = byId('kyc');
    expect(kyc).toMatchObject({
      method: 'POST',
      path: '/api/client/kyc',
      group: 'Acceso y perfil',
      withSession: true,
      deprecated: false,
      mediaType: 'multipart/form-data',
    });
    expect(kyc.refusals.map((refusal) => refusal.status)).toEqual(['401', '422', '500']);
    const activation = byId('activation');
    expect(activation).toMatchObject({ method: 'GET', withSession: false, mediaType: null, request: null });
    expect(activation.parameters).toEqual([{ name: 'token', where: 'path', required: true }]);
  });

  it('SRV-61 finds operations by path, method, group or summary, ignoring case', () => {
    const found = (text: string) => operations.filter((operation) => operationMatches(operation, text));
    expect(found('').length).toBe(operations.length);
    expect(found('KYC').map((operation) => operation.id)).toEqual(['kyc']);
    // The cards' group matches by its name; the activation by its method.
    expect(found('tarjetas').filter((operation) => operation.group === 'Tarjetas')).toHaveLength(5);
    expect(found('get').map((operation) => operation.id)).toContain('activation');
    expect(found('no existe en el contrato')).toEqual([]);
  });

  it('SRV-61 says each field in a few words: type, whether required, limits', () => {
    expect(typeOf({ type: 'string' })).toBe('texto');
    expect(typeOf({ type: ['integer', 'null'] })).toBe('entero o null');
    expect(typeOf({ enum: ['A', 'B'] })).toBe("'A' | 'B'");
    expect(typeOf({ type: 'array', items: { type: 'object' } })).toBe('lista de objeto');
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('texto o número');
    expect(typeOf({ type: 'string', contentMediaType: 'application/octet-stream' })).toBe('archivo');
    expect(typeOf({})).toBe('cualquiera');
    expect(limitsOf({ type: 'string', minLength: 1, maxLength: 255 })).toBe('1 a 255 caracteres');
    expect(limitsOf({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER, default: 1 })).toBe(
      'mínimo 1 · por omisión 1',
    );
    const selfie = fieldsOf(byId('kyc').request!).find((field) => field.name === 'file_selfie');
    expect(selfie).toMatchObject({ required: true });
    expect(typeOf(selfie!.schema)).toBe('archivo');
    // A list's fields are its items' fields.
    const project = fieldsOf(fieldsOf(byId('projectsList').response!).find((f) => f.name === 'data')!.schema);
    expect(project.map((field) => field.name)).toContain('nrocontrato');
  });

  it('SRV-61 shows a named entity where a schema refers to it: its fields, under its name', () => {
    const list = byId('projectsList').response!;
    const data = fieldsOf(list).find((field) => field.name === 'data')!;
    expect(typeOf(data.schema)).toBe('lista de Proyecto');
    expect(fieldsOf(data.schema).find((field) => field.name === 'id')).toMatchObject({ required: true });
    expect(JSON.stringify(list)).not.toContain('$ref');
    // A reference that leads nowhere, or back into itself, stays a reference, named.
    const components = {
      Nodo: { type: 'object', properties: { hijo: { $ref: '#/components/schemas/Nodo' } } },
    };
    const node = resolved({ $ref: '#/components/schemas/Nodo' }, components);
    expect(typeOf(node)).toBe('Nodo');
    expect(node.properties?.hijo).toEqual({ $ref: '#/components/schemas/Nodo' });
    expect(typeOf(resolved({ $ref: '#/components/schemas/Otro' }, components))).toBe('Otro');
  });

  it("SRV-61 lists the examples of a call's answers, by status, with what each one sends", () => {
    const exemplified = JSON.parse(JSON.stringify(document)) as ContractDocument;
    const responses = exemplified.paths['/api/client/authenticate']!.post!.responses;
    responses['200']!.content!['application/json']!.examples = {
      valida: { summary: 'Una cuenta confirmada', value: {} },
    };
    responses['403']!.content!['application/json']!.examples = {
      correoSinConfirmar: { summary: 'Un correo sin confirmar', value: {} },
    };
    const authenticate = operationsOf(exemplified).find((operation) => operation.id === 'authenticate')!;
    expect(authenticate.examples).toEqual([
      { name: 'valida', status: '200', summary: 'Una cuenta confirmada' },
      { name: 'correoSinConfirmar', status: '403', summary: 'Un correo sin confirmar' },
    ]);
    expect(byId('authenticate').examples).toEqual([]);
  });
});
