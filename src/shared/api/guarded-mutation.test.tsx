import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type Intent, newIntentKey, useGuardedMutation } from './guarded-mutation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A mutation whose calls are held until the test answers them, recording each payload and key. */
function setup() {
  const calls: { payload: { monto: string }; key: string; answer: (ok: boolean) => void }[] = [];
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useGuardedMutation({
        mutationFn: (payload: { monto: string }, intent: Intent) =>
          new Promise<string>((resolve, reject) => {
            calls.push({
              payload,
              key: intent.idempotencyKey,
              answer: (ok) => (ok ? resolve('ok') : reject(new Error('sin red'))),
            });
          }),
      }),
    { wrapper },
  );
  return { calls, result };
}

const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resuelta',
      () => 'rechazada',
    ),
    new Promise((r) => setTimeout(r, 50, 'pendiente')),
  ]);

describe('useGuardedMutation', () => {
  it('SRV-49 a second call while one is in flight does nothing, checked before any render', async () => {
    const { calls, result } = setup();
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync({ monto: '100' });
      second = result.current.mutateAsync({ monto: '100' });
      result.current.mutate({ monto: '100' });
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.key).toMatch(UUID);
    await act(async () => calls[0]!.answer(true));
    expect(await first).toBe('ok');
    expect(await settled(second)).toBe('pendiente');
    // Once the first has settled, a new submit goes out.
    await act(async () => {
      void result.current.mutateAsync({ monto: '100' });
      await Promise.resolve();
    });
    expect(calls).toHaveLength(2);
  });

  it('SRV-49 one key per intent: kept when the same payload is sent again after a failure, new after a success or a change', async () => {
    const { calls, result } = setup();
    const send = async (monto: string, ok: boolean) => {
      let promise!: Promise<string>;
      act(() => {
        promise = result.current.mutateAsync({ monto });
      });
      await act(async () => {
        await Promise.resolve();
      });
      await act(async () => {
        calls.at(-1)!.answer(ok);
        await promise.catch(() => undefined);
      });
      return calls.at(-1)!.key;
    };
    const failed = await send('100', false);
    const retried = await send('100', true);
    expect(retried).toBe(failed);
    const next = await send('100', false);
    expect(next).not.toBe(retried);
    const changed = await send('150', false);
    expect(changed).not.toBe(next);
    expect(new Set(calls.map((c) => c.key)).size).toBe(3);
    expect(calls.map((c) => c.payload.monto)).toEqual(['100', '100', '100', '150']);
  });

  it('SRV-49 a new key is a version-4 UUID, also where crypto.randomUUID is missing', () => {
    expect(newIntentKey()).toMatch(UUID);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const keys = new Set([newIntentKey(), newIntentKey()]);
      expect(keys.size).toBe(2);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
