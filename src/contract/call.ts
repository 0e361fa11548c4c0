import type { z } from 'zod';

/** How a call's payload travels: a JSON object, multipart form data, or nothing at all. */
export type BodyKind = 'json' | 'multipart' | 'none';

/**
 * One documented call of the platform's API: the single description both the client and the simulated
 * server read. `path` uses ':name' for path parameters (for example '/api/client/activation/:token').
 */
export interface CallDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Params extends string = string,
  Auth extends boolean = boolean,
> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Other paths the server answers for the same call (the original's misspelt variants). */
  readonly aliases?: readonly string[];
  readonly body: BodyKind;
  /** Needs a signed-in client's bearer token. */
  readonly auth: Auth;
  readonly request: Req;
  readonly response: Res;
  readonly params?: readonly Params[];
}

export function defineCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Params extends string = never,
  const Auth extends boolean = boolean,
>(def: CallDef<Req, Res, Params, Auth>): CallDef<Req, Res, Params, Auth> {
  return def;
}

export type CallRequest<C> = C extends CallDef<infer Req, z.ZodType, string> ? z.input<Req> : never;
export type CallParsedRequest<C> = C extends CallDef<infer Req, z.ZodType, string> ? z.output<Req> : never;
export type CallResponse<C> = C extends CallDef<z.ZodType, infer Res, string> ? z.output<Res> : never;
export type CallParams<C> = C extends CallDef<z.ZodType, z.ZodType, infer P> ? P : never;

/** Fills ':name' segments of a documented path with URL-encoded values. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro de ruta ${name} para ${path}`);
    return encodeURIComponent(String(value));
  });
}
