import { ApiError } from '@/shared/api/api-error';
import { projectStrings } from '../strings';

/** INVEST-20, SEC-07: the server's message of a refused call (data.message, else message). */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = error.body as { data?: { message?: unknown } } | null;
    if (typeof body?.data?.message === 'string' && body.data.message) return body.data.message;
    return error.message;
  }
  return projectStrings.unknownError;
}
