import { describe, expect, it } from 'vitest';
import { isSessionExpired, nextCheckDelay, sessionDeadline } from './session-expiry';

const LOGIN = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('session expiry', () => {
  it('SESS-11 keeps a session open 80,399,999 ms after login', () => {
    expect(isSessionExpired(LOGIN, LOGIN)).toBe(false);
    expect(isSessionExpired(LOGIN, LOGIN + 80_399_999)).toBe(false);
    expect(nextCheckDelay(LOGIN, LOGIN + 80_399_999)).toBe(1);
  });

  it('SESS-10 closes a session 80,400,000 ms (22.3 hours) after login', () => {
    expect(sessionDeadline(LOGIN)).toBe(LOGIN + 80_400_000);
    expect(isSessionExpired(LOGIN, LOGIN + 80_400_000)).toBe(true);
    expect(isSessionExpired(LOGIN, LOGIN + 90_000_000)).toBe(true);
    expect(nextCheckDelay(LOGIN, LOGIN + 80_400_000)).toBe(0);
  });

  it('SESS-10 waits the whole lifetime from login, capped to what a browser timer honours', () => {
    expect(nextCheckDelay(LOGIN, LOGIN)).toBe(80_400_000);
    // A login time in the future (a clock moved back) never asks for a delay a timer would fire at once.
    // 2^31 − 1 ms, the longest delay a browser timer honours.
    expect(nextCheckDelay(LOGIN + 10 * 2_147_483_647, LOGIN)).toBe(2_147_483_647);
  });
});
