import {
  buildPath,
  type CallParams,
  type CallRequest,
  type CallResponse,
  type Endpoint,
} from '@/contract/call';
import { ApiError, messageOf, NETWORK_ERROR_MESSAGE } from './api-error';
import { apiBaseUrl, apiReady } from './config';
import { pageIsLeaving } from './page-leaving';
import { getToken } from './token';

type Options<C> = [CallParams<C>] extends [never]
  ? { signal?: AbortSignal }
  : { params: Record<CallParams<C>, string | number>; signal?: AbortSignal };

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
  await apiReady();
  const params = (options as { params?: Record<string, string | number> } | undefined)?.params;
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

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

  let response: Response;
  try {
    response = await fetch(urlOf(buildPath(call.path, params)), {
      method: call.method,
      headers,
      body: body ?? null,
      signal: options?.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  }

  // An answer that reaches a page being left is not the server's word (see page-leaving.ts).
  if (pageIsLeaving()) throw new ApiError(0, NETWORK_ERROR_MESSAGE, null);
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(response.status, messageOf(data, `Error ${response.status}`), data);
  }
  return data as CallResponse<C>;
}

/** Absolute URL of a call: the configured host, or this page's origin when none is set. */
function urlOf(path: string): string {
  if (apiBaseUrl) return `${apiBaseUrl}${path}`;
  return globalThis.location ? new URL(path, globalThis.location.origin).href : path;
}
