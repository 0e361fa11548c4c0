import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts } from './coalesced-timeouts';

describe("the query cache's timers", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // On a whole second: shared timers run on whole seconds.
    vi.setSystemTime(new Date('2026-11-30T10:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('runs long timeouts at their time, in order, under one platform timer', () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('30 s'), 30_000);
    timers.setTimeout(() => ran.push('5 min'), 300_000);
    timers.setTimeout(() => ran.push('10 s'), 10_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(9_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['10 s']);
    vi.advanceTimersByTime(290_000);
    expect(ran).toEqual(['10 s', '30 s', '5 min']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never runs a cleared timeout, and clearing one calls no platform timer', () => {
    const timers = coalescedTimeouts();
    const ran: number[] = [];
    const ids = Array.from({ length: 40 }, (_, i) => timers.setTimeout(() => ran.push(i), 30_000));
    ids.slice(0, 39).forEach((id) => timers.clearTimeout(id));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(ran).toEqual([39]);
  });

  it('gives a short timeout a platform timer of its own, which clearing cancels', () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('long'), 30_000);
    const short = timers.setTimeout(() => ran.push('short'), 10);
    timers.setTimeout(() => ran.push('zero'), 0);
    expect(vi.getTimerCount()).toBe(3);
    timers.clearTimeout(short);
    vi.advanceTimersByTime(30_000);
    expect(ran).toEqual(['zero', 'long']);
  });

  it('repeats an interval until it is cleared', () => {
    const timers = coalescedTimeouts();
    let long = 0;
    let short = 0;
    const every5s = timers.setInterval(() => long++, 5_000);
    const every100ms = timers.setInterval(() => short++, 100);
    vi.advanceTimersByTime(15_000);
    expect(long).toBe(3);
    expect(short).toBe(150);
    timers.clearInterval(every5s);
    timers.clearInterval(every100ms);
    vi.advanceTimersByTime(15_000);
    expect([long, short]).toEqual([3, 150]);
  });

  it("throws a failing timeout's error as a platform timer would, and still runs the others due", () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => {
      throw new Error('falla');
    }, 1_000);
    timers.setTimeout(() => ran.push('después'), 1_000);
    expect(() => vi.advanceTimersByTime(1_000)).toThrow('falla');
    // A task later, as the platform would run the next timer.
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['después']);
  });

  it('lets a timeout run from a callback set a new one', () => {
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => timers.setTimeout(() => ran.push('segundo'), 2_000), 1_000);
    vi.advanceTimersByTime(2_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['segundo']);
  });

  it('runs a shared timer on the next whole second after it is due, never before', () => {
    vi.setSystemTime(new Date('2026-11-30T10:00:00.400Z'));
    const timers = coalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('a'), 1_000);
    timers.setTimeout(() => ran.push('b'), 1_500);
    vi.advanceTimersByTime(1_599);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    // Both were due within the same second: one wake ran them together.
    expect(ran).toEqual(['a', 'b']);
  });
});
