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
}

export const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Intente nuevamente más tarde.';

export function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; data?: { message?: unknown } };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (b.data && typeof b.data.message === 'string' && b.data.message) return b.data.message;
  }
  return fallback;
}
