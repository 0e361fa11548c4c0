import { SESSION_LIFETIME_MS } from '@/contract/errors';

/** The longest delay a browser timer honours (2^31 - 1 ms); longer ones fire at once. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** SESS-10, SESS-11: the moment a session opened at `loginAt` is forcibly closed (80,400,000 ms later). */
export function sessionDeadline(loginAt: number): number {
  return loginAt + SESSION_LIFETIME_MS;
}

/** SESS-11: still open at 80,399,999 ms after login; SESS-10: closed from 80,400,000 ms on. */
export function isSessionExpired(loginAt: number, now: number): boolean {
  return now >= sessionDeadline(loginAt);
}

/** How long to wait before checking again: until the deadline, capped to what a timer can wait. */
export function nextCheckDelay(loginAt: number, now: number): number {
  return Math.min(Math.max(sessionDeadline(loginAt) - now, 0), MAX_TIMER_DELAY_MS);
}
