/**
 * A client another team could write from openapi.json alone: its types are the ones openapi-typescript
 * generates from the published document (./openapi, written by npm run check:contract beside it), and it
 * must compile with tsc --strict. It signs in, reads the primary market and books an investment, ids as
 * numbers, without a cast: if the document stops describing these calls as the client uses them, the check
 * fails.
 */
import type { components, paths } from './openapi';

/** The paths that take a POST. */
type PostPath = { [P in keyof paths]: paths[P] extends { post: object } ? P : never }[keyof paths];
type PostOf<P extends PostPath> = paths[P]['post'];

/** What a call sends as JSON, and what it answers with 200. */
type RequestOf<P extends PostPath> =
  PostOf<P> extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;
type AnswerOf<P extends PostPath> =
  PostOf<P> extends { responses: { 200: { content: { 'application/json': infer Answer } } } }
    ? Answer
    : never;

type ErrorBody = components['schemas']['RespuestaDeError'];

/** A refused call: its status and the message the platform sends in Spanish. */
export class RefusedCall extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

/** Sends a documented POST call with its JSON body; answers its 200 body or throws the refusal. */
export async function post<P extends PostPath>(
  base: string,
  path: P,
  body: RequestOf<P>,
  token?: string,
): Promise<AnswerOf<P>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) {
    const refusal: ErrorBody = await response.json();
    throw new RefusedCall(response.status, refusal);
  }
  const answer: AnswerOf<P> = await response.json();
  return answer;
}

/** True when A and B are the same type: the check's proof that ids travel as numbers, not as text. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const idsAreNumbers: [
  Same<components['schemas']['Proyecto']['id'], number>,
  Same<RequestOf<'/api/client/investments/create'>['project_id'], number>,
  Same<RequestOf<'/api/client/investments/create_secundary'>['offer_id'], number>,
  Same<PostOf<'/api/client/offers/cancel/{id}'>['parameters']['path']['id'], number>,
] = [true, true, true, true];
void idsAreNumbers;

/**
 * Signs in, reads the first page of open projects and invests `amount` in the newest one: the platform's
 * message, or null when no project is open.
 */
export async function investInNewestProject(
  base: string,
  credentials: components['schemas']['Credenciales'],
  amount: string,
): Promise<string | null> {
  const session = await post(base, '/api/client/authenticate', credentials);
  const token = session.success.token;
  const page = await post(base, '/api/client/projects', { page: 1 }, token);
  const project: components['schemas']['Proyecto'] | undefined = page.data[0];
  if (!project) return null;
  const booked = await post(
    base,
    '/api/client/investments/create',
    { project_id: project.id, amount },
    token,
  );
  return booked.message;
}
