import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';

/** What a creating call sends besides its payload (SRV-49): the key of the intent it carries out. */
export interface Intent {
  idempotencyKey: string;
}

export type GuardedMutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> & {
  mutationFn: (variables: TVariables, intent: Intent) => Promise<TData>;
};

type Result<TData, TVariables> = UseMutationResult<TData, Error, TVariables>;

/** A new intent's key: a random UUID (crypto.randomUUID where the page is a secure context). */
export function newIntentKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The payload as text, files by name, type, size and date, so a changed payload is a new intent. */
function fingerprintOf(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Blob
      ? {
          archivo: v instanceof File ? v.name : '',
          tipo: v.type,
          bytes: v.size,
          fecha: v instanceof File ? v.lastModified : 0,
        }
      : v,
  );
}

/**
 * The mutation of every form that creates something or moves money (SRV-49): TanStack Query's useMutation
 * with two guards.
 *
 * - A synchronous one: while a call is in flight, `mutate` and `mutateAsync` do nothing (the promise of a
 *   second call never settles), checked in a ref before the call leaves, so two clicks or Enter and a click
 *   that arrive before the next render send one request.
 * - An Idempotency-Key per intent, given to `mutationFn` to send: kept while the same payload is submitted
 *   again after a failure (a lost answer is then replayed by the server, not booked twice), new after a
 *   success or when the payload changes.
 */
export function useGuardedMutation<TData, TVariables>(
  options: GuardedMutationOptions<TData, TVariables>,
): Result<TData, TVariables> {
  const inFlight = useRef(false);
  const intent = useRef<{ fingerprint: string; key: string } | null>(null);
  const { mutationFn } = options;
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (variables) => mutationFn(variables, { idempotencyKey: intent.current!.key }),
  });
  const { mutateAsync: send } = mutation;

  const mutateAsync = useCallback<Result<TData, TVariables>['mutateAsync']>(
    (...args) => {
      if (inFlight.current) return new Promise<TData>(() => undefined);
      inFlight.current = true;
      const fingerprint = fingerprintOf(args[0]);
      if (intent.current?.fingerprint !== fingerprint) intent.current = { fingerprint, key: newIntentKey() };
      return send(...args)
        .then((data) => {
          intent.current = null;
          return data;
        })
        .finally(() => {
          inFlight.current = false;
        });
    },
    [send],
  );
  const mutate = useCallback<Result<TData, TVariables>['mutate']>(
    (...args) => {
      mutateAsync(...args).catch(() => undefined);
    },
    [mutateAsync],
  );

  return useMemo(() => ({ ...mutation, mutate, mutateAsync }), [mutation, mutate, mutateAsync]);
}
