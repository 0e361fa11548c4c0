import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_MOTION_DELAY_MS, MOVING_ATTRIBUTE, moveAfterASecond } from './loading-motion';

describe('a loading state moves after its first second', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const moving = (element: Element) => element.hasAttribute(MOVING_ATTRIBUTE);

  it('is still for its first second, then marked moving', () => {
    const line = document.createElement('div');
    moveAfterASecond(line);
    vi.advanceTimersByTime(LOADING_MOTION_DELAY_MS - 1);
    expect(moving(line)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(moving(line)).toBe(true);
  });

  it('counts its second from when it was shown: a frame painted before the code ran moves sooner', () => {
    vi.advanceTimersByTime(600);
    const painted = document.createElement('div');
    const mounted = document.createElement('div');
    moveAfterASecond(painted, 100);
    moveAfterASecond(mounted);
    vi.advanceTimersByTime(500);
    expect(moving(painted)).toBe(true);
    expect(moving(mounted)).toBe(false);
    vi.advanceTimersByTime(500);
    expect(moving(mounted)).toBe(true);
  });

  it('never moves once it is forgotten (taken away within its second)', () => {
    const line = document.createElement('div');
    const forget = moveAfterASecond(line);
    vi.advanceTimersByTime(500);
    forget();
    vi.advanceTimersByTime(LOADING_MOTION_DELAY_MS);
    expect(moving(line)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps one platform timer for every element waiting', () => {
    const lines = Array.from({ length: 15 }, () => document.createElement('div'));
    for (const line of lines) moveAfterASecond(line);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(LOADING_MOTION_DELAY_MS);
    expect(lines.every(moving)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
