import {
  buildPath,
  type CallParams,
  type CallRequest,
  type CallResponse,
  type Endpoint,
} from '@/contract/call';
import { IDEMPOTENCY_HEADER, isIdempotentCall } from '@/contract/idempotency';
import {
  ApiError,
  messageOf,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_ANSWER_MESSAGE,
  unexpectedAnswer,
} from './api-error';
import { apiBaseUrl, apiReady, type SimulatorRuntime } from './config';
import { pageIsLeaving } from './page-leaving';
import { sendTurn } from './send-turn';
import { getToken } from './token';

/** SRV-49: `idempotencyKey` names the intent of a creating call; it travels as the Idempotency-Key header. */
type Options<C> = [CallParams<C>] extends [never]
  ? { signal?: AbortSignal; idempotencyKey?: string }
  : { params: Record<CallParams<C>, string | number>; signal?: AbortSignal; idempotencyKey?: string };

function toFormData(payload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    form.append(key, value instanceof Blob ? value : String(value));
  }
  return form;
}

/**
 * The one way the client talks to the server: builds the documented path, attaches the bearer token,
 * encodes the payload as the contract says, and turns any refusal into an ApiError carrying the server's
 * Spanish message.
 */
export async function apiFetch<C extends Endpoint>(
  call: C,
  payload?: CallRequest<C>,
  options?: Options<C>,
): Promise<CallResponse<C>> {
  let runtime: SimulatorRuntime;
  try {
    runtime = await apiReady();
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  }
  // Sent in a task of its own, not inside the commit or the burst that asked for it (send-turn.ts).
  await sendTurn();
  const params = (options as { params?: Record<string, string | number> } | undefined)?.params;
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options?.idempotencyKey && isIdempotentCall(call))
    headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);

  let body: BodyInit | undefined;
  if (call.method !== 'GET' && call.body !== 'none') {
    if (call.body === 'multipart') {
      body = toFormData(payload ?? {});
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(payload ?? {});
    }
  } else if (call.method !== 'GET') {
    headers.set('Content-Type', 'application/json');
    body = '{}';
  }

  const limit = callSignal(options?.signal);
  let response: Response;
  let data: Record<string, unknown> | null;
  try {
    const url = urlOf(buildPath(call.path, params));
    const init: RequestInit = { method: call.method, headers, body: body ?? null, signal: limit.signal };
    // SRV-52: where no service worker controls the page, the simulator answers here, inside it.
    response = await (runtime.answer
      ? answerInPage(runtime.answer, new Request(url, init), limit.signal)
      : fetch(url, init));
    data = await contractJson(response);
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    if (limit.timedOut()) throw unexpectedAnswer();
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  } finally {
    limit.done();
  }

  // An answer that reaches a page being left is not the server's word (see page-leaving.ts).
  if (pageIsLeaving()) throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  // SRV-53: only the contract's JSON is an answer. An HTML page (a static host's index.html), an empty body
  // or a proxy's error page is no success and no refusal: the call can be tried again.
  if (data === null) throw unexpectedAnswer();
  if (!response.ok) {
    throw new ApiError(response.status, messageOf(data, UNEXPECTED_ANSWER_MESSAGE), data);
  }
  return data as CallResponse<C>;
}

/** SRV-53: how long a call may take, answer read included, before it counts as an unexpected answer. */
export const CALL_TIMEOUT_MS = 30_000;

/** The call's signal: the caller's, and the time limit. `timedOut` says which one ended it. */
function callSignal(caller: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('La llamada superó el tiempo de espera', 'TimeoutError'));
  }, CALL_TIMEOUT_MS);
  const follow = () => controller.abort(caller?.reason);
  if (caller?.aborted) follow();
  else caller?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', follow);
    },
  };
}

/** The in-page simulator's answer, given up as fetch would when the signal ends the call. */
function answerInPage(
  answer: (request: Request) => Promise<Response>,
  request: Request,
  signal: AbortSignal,
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const stop = () =>
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('', 'AbortError'));
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    // A lost network (the simulator panel's 'red' fault) fails as fetch() would.
    answer(request).then(
      (response) =>
        response.type === 'error' ? reject(new TypeError('Failed to fetch')) : resolve(response),
      reject,
    );
  });
}

/**
 * SRV-53: the body of an answer if it is the contract's JSON (a JSON object, sent as JSON); null for anything
 * else: HTML, plain text, an empty body, a JSON null or list.
 */
async function contractJson(response: Response): Promise<Record<string, unknown> | null> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!/^\s*application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type)) return null;
  const text = await response.text();
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Absolute URL of a call: the configured host, or this page's origin when none is set. */
function urlOf(path: string): string {
  if (apiBaseUrl) return `${apiBaseUrl}${path}`;
  return globalThis.location ? new URL(path, globalThis.location.origin).href : path;
}
