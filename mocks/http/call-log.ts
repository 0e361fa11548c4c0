import { LOGGED_BODY_CHARS, type LoggedCall } from '@/contract/schemas/simulator';

/** The e-mail of the client whose session a request carried, noted by the route that checked it. */
const callers = new WeakMap<Request, string>();
export const noteCaller = (request: Request, email: string): void => void callers.set(request, email);
export const callerOf = (request: Request): string | null => callers.get(request) ?? null;

/** The calls a server answered, newest first, the last LOG_LIMIT of them, in its memory. */
export interface CallLog {
  add(call: Omit<LoggedCall, 'id'>): void;
  list(): LoggedCall[];
  clear(): void;
}

export const LOG_LIMIT = 500;

export function createCallLog(): CallLog {
  let calls: LoggedCall[] = [];
  let next = 1;
  return {
    add(call) {
      calls = [{ id: next++, ...call }, ...calls].slice(0, LOG_LIMIT);
    },
    list: () => calls,
    clear() {
      calls = [];
    },
  };
}

function cut(text: string): string {
  return text.length > LOGGED_BODY_CHARS ? `${text.slice(0, LOGGED_BODY_CHARS)}…` : text;
}

/**
 * Bodies as the route read or wrote them, so the log shows them without reading a body twice (a copy of every
 * answer would cost each call as much as writing it).
 */
const bodies = new WeakMap<Request | Response, string>();
export const noteBody = (message: Request | Response, text: string): void => void bodies.set(message, text);

/** A form's fields as the log shows them: each text, and each file by its name, type and size. */
export function formSummary(entries: Iterable<[string, FormDataEntryValue]>): string {
  return [...entries]
    .map(([key, value]) =>
      typeof value === 'string'
        ? `${key}=${value}`
        : `${key}=«${value.name}» (${value.type || 'sin tipo'}, ${value.size} bytes)`,
    )
    .join('\n');
}

/**
 * A request's body as the log shows it, once it has been answered: what the route read, or else (a call no
 * route read: an unknown path, an injected fault) the body itself.
 */
export async function loggedRequestBody(request: Request): Promise<string | null> {
  const noted = bodies.get(request);
  if (noted !== undefined) return noted ? cut(noted) : null;
  if (request.method === 'GET' || request.method === 'HEAD' || request.bodyUsed) return null;
  if ((request.headers.get('Content-Type') ?? '').includes('multipart/form-data')) {
    const form = await request.formData().catch(() => null);
    return form ? cut(formSummary(form.entries())) : null;
  }
  const text = await request.text().catch(() => '');
  return text ? cut(text) : null;
}

/** An answer's body as the log shows it; null for no answer at all. */
export async function loggedResponseBody(response: Response): Promise<string | null> {
  if (response.type === 'error') return null;
  const text =
    bodies.get(response) ??
    (await response
      .clone()
      .text()
      .catch(() => ''));
  return text ? cut(text) : null;
}
