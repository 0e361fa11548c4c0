/**
 * Node's HTTP messages as the Fetch API's, and back: the handlers take a Request and give a Response, as in the
 * service worker and in msw/node.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The largest body read: an upload is at most 5 MB (SRV-55) and the largest form carries two, while a saved
 * state of a busy demo ('Importar estado') runs to a few megabytes.
 */
export const MAX_BODY_BYTES = 32 * 1024 * 1024;

/** A request whose body is over MAX_BODY_BYTES: answered 413 without reading the rest. */
export class BodyTooLarge extends Error {}

/** Headers of the connection between client and server, not of the message: a Request takes none of them. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
]);

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of message as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The Fetch Request of a Node request, its body read whole (a multipart upload as well as JSON). `signal`
 * aborts when the client goes away, which is how a call held by the 'espera' fault learns it (SRV-58).
 */
export async function toFetchRequest(message: IncomingMessage, signal: AbortSignal): Promise<Request> {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2)
    if (!CONNECTION_HEADERS.has(raw[i]!.toLowerCase())) headers.append(raw[i]!, raw[i + 1]!);
  const method = message.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? null : new Uint8Array(await readBody(message));
  return new Request(new URL(message.url ?? '/', 'http://localhost'), { method, headers, body, signal });
}

/**
 * Writes a Fetch Response to a Node response, with `extraHeaders` (CORS). Response.error(), the answer of an
 * injected network loss (SRV-58), drops the connection without a word, as a lost network does.
 */
export async function sendFetchResponse(
  target: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  if (response.type === 'error') {
    target.destroy();
    return;
  }
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  target.writeHead(response.status, { ...headers, ...extraHeaders, 'content-length': String(body.length) });
  target.end(body);
}
