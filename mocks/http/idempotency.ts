/**
 * SRV-49: the middleware's idempotency step for the creating calls. Before the transaction the request's
 * fingerprint is taken (a file's bytes are digested, which awaits the file, not IndexedDB); inside it the
 * key is looked up in the caller's scope, and either the first answer is replayed or the call runs and its
 * answer is stored in the same transaction.
 */
import type { CallDef } from '@/contract/call';
import { IDEMPOTENCY_HEADER, isIdempotentCall } from '@/contract/idempotency';
import { checkIdempotencyKey, fingerprintOf, replayFor } from '../domain/idempotency';
import { sha256Hex } from '../domain/sha256';
import type { StoreDb } from '../store/db';
import { findAnswer, rememberAnswer } from '../store/idempotency-repo';

/** A creating call that came with the header: its raw key and its request's fingerprint. */
export interface IdempotentRequest {
  rawKey: string;
  fingerprint: string;
}

/** SHA-256 of a file's bytes: WebCrypto where the page is a secure context, the domain's own code elsewhere. */
async function digestOf(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  if (!globalThis.crypto?.subtle) {
    let binary = '';
    for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
    return sha256Hex(binary);
  }
  const hash = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Files become name, type, size and digest of their bytes, so a different file is a different request. */
async function withFileDigests(payload: unknown): Promise<unknown> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(payload as Record<string, unknown>)) {
    out[field] =
      value instanceof Blob
        ? {
            archivo: value instanceof File ? value.name : '',
            tipo: value.type,
            bytes: value.size,
            sha256: await digestOf(value),
          }
        : value;
  }
  return out;
}

/** The header and fingerprint of a creating call, or null when the call is not one or came without it. */
export async function idempotentRequest(
  call: CallDef,
  request: Request,
  params: Record<string, string>,
  payload: unknown,
): Promise<IdempotentRequest | null> {
  const rawKey = isIdempotentCall(call) ? request.headers.get(IDEMPOTENCY_HEADER) : null;
  if (rawKey === null) return null;
  const body = await withFileDigests(payload);
  return { rawKey, fingerprint: fingerprintOf(call.method, call.path, { params, body }) };
}

/** Whose keys these are: the signed-in client, or for register (no session) the e-mail it registers. */
function scopeOf(client: { id: number } | null, body: unknown): string {
  if (client) return `cliente:${client.id}`;
  const email = (body as { email?: unknown } | null)?.email;
  return `correo:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
}

/**
 * Runs `run` once per key: inside the request's transaction, a repeat of a remembered key with the same
 * fingerprint gets the stored answer and nothing runs; another fingerprint is refused (422); otherwise the
 * call runs and its answer is stored. A refused call stores nothing (its transaction is rolled back), so a
 * repeat is judged again.
 */
export async function onceByKey<T>(
  db: StoreDb,
  idempotent: IdempotentRequest,
  scope: { client: { id: number } | null; body: unknown; now: number },
  run: () => Promise<T>,
): Promise<T> {
  const key = checkIdempotencyKey(idempotent.rawKey);
  const owner = scopeOf(scope.client, scope.body);
  const replay = replayFor(await findAnswer(db, owner, key), idempotent.fingerprint, scope.now);
  if (replay !== null) return replay as T;
  const answer = await run();
  await rememberAnswer(db, {
    scope: owner,
    key,
    fingerprint: idempotent.fingerprint,
    answer,
    createdAt: scope.now,
  });
  return answer;
}
