import type { z } from 'zod';

/** How a call's payload travels: a JSON object, multipart form data, or nothing at all. */
export type BodyKind = 'json' | 'multipart' | 'none';

/** The HTTP methods of the documented calls (API-02). */
export type HttpMethod = 'GET' | 'POST';

/**
 * What the client needs to make one documented call, and nothing more: no schema, no zod. `path` uses ':name'
 * for path parameters (for example '/api/client/activation/:token').
 */
export interface EndpointDescriptor<Params extends string = string, Auth extends boolean = boolean> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Other paths the server answers for the same call (the original's misspelt variants). */
  readonly aliases?: readonly string[];
  readonly body: BodyKind;
  /** Needs a signed-in client's bearer token. */
  readonly auth: Auth;
  readonly params?: readonly Params[];
}

/* Keys of the phantom members below: declared only, so they exist in the types and never at run time. */
declare const requestType: unique symbol;
declare const responseType: unique symbol;

/**
 * One documented call as the client sees it: the plain descriptor, carrying the payload it sends (`Req`) and
 * the answer it gets back (`Res`) as phantom types only. Both phantoms are optional members that no value ever
 * holds, so an Endpoint is exactly its descriptor at run time.
 */
export interface Endpoint<
  Req = unknown,
  Res = unknown,
  Params extends string = string,
  Auth extends boolean = boolean,
> extends EndpointDescriptor<Params, Auth> {
  /** Phantom: the payload the client sends (the request schema's input). Never present at run time. */
  readonly [requestType]?: Req;
  /** Phantom: the answer the client receives (the response schema's output). Never present at run time. */
  readonly [responseType]?: Res;
}

/**
 * Types a plain descriptor from the schemas of its call, which the caller names with `typeof` over an
 * `import type`, so no schema (and no zod) reaches the client's bundle:
 *
 *   export const authenticate = endpoint<typeof authenticateRequest, typeof authenticateResponse>()({ ... });
 *
 * Curried so that Params and Auth are still inferred from the descriptor.
 */
export function endpoint<RequestSchema extends z.ZodType, ResponseSchema extends z.ZodType>() {
  return <Params extends string = never, const Auth extends boolean = boolean>(
    descriptor: EndpointDescriptor<Params, Auth>,
  ): Endpoint<z.input<RequestSchema>, z.output<ResponseSchema>, Params, Auth> => descriptor;
}

/**
 * One documented call as the simulated server and the tests see it: the client's Endpoint plus the schemas
 * that parse its payload (`request`) and check its answer (`response`).
 */
export interface CallDef<
  Req = unknown,
  Res = unknown,
  Params extends string = string,
  Auth extends boolean = boolean,
  RequestSchema extends z.ZodType = z.ZodType,
  ResponseSchema extends z.ZodType = z.ZodType,
> extends Endpoint<Req, Res, Params, Auth> {
  readonly request: RequestSchema;
  readonly response: ResponseSchema;
}

/** True when A and B are the same type (not merely assignable one way). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** What a schema that disagrees with its endpoint is asked to be: the compile error names both types. */
interface SchemaMismatch<Which extends string, Schema, Endpoint> {
  readonly schemaDoesNotMatchEndpoint: Which;
  readonly schemaType: Schema;
  readonly endpointType: Endpoint;
}

/**
 * Pairs a client endpoint with its schemas for the server and the tests. The request schema's input must be
 * exactly the endpoint's payload type and the response schema's output exactly its answer type; otherwise
 * this does not compile.
 */
export function defineCall<
  Req,
  Res,
  Params extends string,
  Auth extends boolean,
  RequestSchema extends z.ZodType,
  ResponseSchema extends z.ZodType,
>(
  endpoint: Endpoint<Req, Res, Params, Auth>,
  schemas: {
    request: RequestSchema &
      (Same<z.input<RequestSchema>, Req> extends true
        ? unknown
        : SchemaMismatch<'request', z.input<RequestSchema>, Req>);
    response: ResponseSchema &
      (Same<z.output<ResponseSchema>, Res> extends true
        ? unknown
        : SchemaMismatch<'response', z.output<ResponseSchema>, Res>);
  },
): CallDef<Req, Res, Params, Auth, RequestSchema, ResponseSchema> {
  return { ...endpoint, request: schemas.request, response: schemas.response };
}

/** The payload the client sends: the request schema's input. */
export type CallRequest<C> = C extends Endpoint<infer Req, unknown, string> ? Req : never;
/** The payload the server's handler receives, once parsed: the request schema's output (CallDef only). */
export type CallParsedRequest<C> =
  C extends CallDef<unknown, unknown, string, boolean, infer S> ? z.output<S> : never;
/** The answer: the response schema's output. */
export type CallResponse<C> = C extends Endpoint<unknown, infer Res, string> ? Res : never;
/** The names of the ':name' path parameters. */
export type CallParams<C> = C extends Endpoint<unknown, unknown, infer P> ? P : never;

/** Fills ':name' segments of a documented path with URL-encoded values. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro de ruta ${name} para ${path}`);
    return encodeURIComponent(String(value));
  });
}
