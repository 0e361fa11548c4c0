import { ApiError } from '@/shared/api/api-error';
import { cardStrings } from '../strings';

/** CARD-42: the raw message of a refused card call; a generic Spanish text for anything else. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return cardStrings.unknownError;
}
