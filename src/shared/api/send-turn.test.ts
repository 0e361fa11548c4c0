import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendTurn } from './send-turn';

describe('send turns: calls leave one per task, in the order asked', () => {
  afterEach(() => vi.useRealTimers());

  it('gives each turn a task of its own, in order: what one call does at once ends before the next is sent', async () => {
    const order: string[] = [];
    const turns = ['a', 'b', 'c'].map((name) =>
      sendTurn().then(() => {
        order.push(name);
        // Work the call does at once (its continuation's microtasks) runs in its own turn's task.
        queueMicrotask(() => queueMicrotask(() => order.push(`${name} after`)));
      }),
    );
    expect(order).toEqual([]);
    await Promise.all(turns);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['a', 'a after', 'b', 'b after', 'c', 'c after']);
  });

  it('does not wait for timers: a test that replaces them still gets its calls sent', async () => {
    vi.useFakeTimers();
    await expect(sendTurn()).resolves.toBeUndefined();
    await expect(Promise.all([sendTurn(), sendTurn()])).resolves.toHaveLength(2);
  });
});
