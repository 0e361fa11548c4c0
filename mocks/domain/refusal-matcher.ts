import { expect } from 'vitest';

/**
 * Tests only: matches, in `toThrow`, the Refusal a rule throws, by its status and its Spanish message (or a
 * pattern of it).
 */
export function refusedWith(status: number, message: string | RegExp): Error {
  const text: unknown = typeof message === 'string' ? message : expect.stringMatching(message);
  return expect.objectContaining({ name: 'Refusal', status, message: text }) as Error;
}
