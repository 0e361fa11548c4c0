/** A refused call: the HTTP status and the server's message, read from `message` or `data.message`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }

  get isSessionError(): boolean {
    return this.status === 401;
  }

  /**
   * No word from the server (status 0): no connection, the page being left, or an answer that is not the
   * contract's JSON (SRV-53). Never a refusal: it ends no session, and the call can simply be tried again.
   */
  get isNoAnswer(): boolean {
    return this.status === 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Intente nuevamente más tarde.';

/**
 * SRV-53: what an answer that is not the contract's JSON says (an HTML page, an empty body, a proxy's 502) and
 * a call that takes longer than the client waits.
 */
export const UNEXPECTED_ANSWER_MESSAGE = 'El servidor respondió algo inesperado. Intente nuevamente.';

export function unexpectedAnswer(): ApiError {
  return new ApiError(0, UNEXPECTED_ANSWER_MESSAGE, null);
}

export function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; data?: { message?: unknown } };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (b.data && typeof b.data.message === 'string' && b.data.message) return b.data.message;
  }
  return fallback;
}
