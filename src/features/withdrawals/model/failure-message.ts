import { ApiError } from '@/shared/api/api-error';
import { withdrawalStrings } from '../strings';

/** WDR-35, WDR-37: the server's message of a refused withdrawal (ApiError carries it), else a generic one. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : withdrawalStrings.result.unknownError;
}
