import { MIN_PASSWORD_LENGTH } from '@/contract/limits';

/** Minimum password length checked at login (p1 §9). */
export const MIN_LOGIN_PASSWORD_LENGTH = MIN_PASSWORD_LENGTH;

/**
 * LOGIN-09..LOGIN-11 (ROUTE-05): what a login form may send, or null when nothing is sent and no message is
 * shown: an email that is empty after trimming, a password that is empty after trimming, or a password of
 * fewer than 6 characters. The email travels trimmed; the password exactly as typed.
 */
export function loginPayload(email: string, password: string): { email: string; password: string } | null {
  const trimmedEmail = email.trim();
  if (trimmedEmail === '') return null;
  if (password.trim() === '') return null;
  if (password.length < MIN_LOGIN_PASSWORD_LENGTH) return null;
  return { email: trimmedEmail, password };
}

/** LOGIN-17, FORGOT-04: the resend and forgot forms send nothing for an empty (trimmed) email. */
export function emailPayload(email: string): string | null {
  const trimmed = email.trim();
  return trimmed === '' ? null : trimmed;
}
