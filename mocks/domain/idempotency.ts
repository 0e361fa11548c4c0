/**
 * SRV-49: the rules of the Idempotency-Key header, as pure functions: which keys are well formed, how a
 * request is fingerprinted, and what a stored answer means for a repeat.
 */
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_WINDOW_MS } from '@/contract/idempotency';
import { invalid } from './refusal';
import { sha256Hex } from './sha256';

export const idempotencyMessages = {
  malformed: `La cabecera ${IDEMPOTENCY_HEADER} debe tener entre 1 y 255 caracteres ASCII visibles`,
  reused: 'La clave de idempotencia ya se usó con otra solicitud',
} as const;

/** The header's value as a key, or a 422 naming the header when it is not 1 to 255 visible ASCII characters. */
export function checkIdempotencyKey(value: string): string {
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) throw invalid(idempotencyMessages.malformed);
  return value;
}

/** JSON with every object's keys sorted, so two equal payloads read the same whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A request's fingerprint: its method, path and body (files already replaced by their digests). */
export function fingerprintOf(method: string, path: string, body: unknown): string {
  return sha256Hex(`${method} ${path} ${canonicalJson(body)}`);
}

export interface StoredAnswer {
  fingerprint: string;
  answer: unknown;
  createdAt: number;
}

/** Whether a stored answer still counts at `now`: younger than 24 hours of server time. */
export function isRemembered(stored: Pick<StoredAnswer, 'createdAt'>, now: number): boolean {
  return now - stored.createdAt < IDEMPOTENCY_WINDOW_MS;
}

/**
 * What a repeat of a key gets: the stored answer when its fingerprint is the same, a 422 when the key came
 * with another request, and null (run the call) when nothing is remembered for it.
 */
export function replayFor(stored: StoredAnswer | undefined, fingerprint: string, now: number): unknown {
  if (!stored || !isRemembered(stored, now)) return null;
  if (stored.fingerprint !== fingerprint) throw invalid(idempotencyMessages.reused);
  return stored.answer;
}
