/**
 * The platform keeps one business time zone, Bogotá (UTC-5, no daylight saving), so dates read the same in
 * every browser and in tests. Server responses carry 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' in that zone.
 */
import { PLATFORM_UTC_OFFSET_MS } from '@/contract/platform-time';

export const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

function shifted(ms: number): Date {
  return new Date(ms + PLATFORM_UTC_OFFSET_MS);
}

export function formatDate(ms: number): string {
  const d = shifted(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function formatDateTime(ms: number): string {
  const d = shifted(ms);
  return `${formatDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Epoch ms of 00:00:00 of the platform day that contains `ms`. */
export function startOfDay(ms: number): number {
  const local = ms + PLATFORM_UTC_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - PLATFORM_UTC_OFFSET_MS;
}

/** Epoch ms of 23:59:59 of the platform day that contains `ms` (offer expiry, SRV-25). */
export function endOfDay(ms: number): number {
  return startOfDay(ms) + DAY_MS - 1000;
}

/** Parses 'YYYY-MM-DD' as that platform day's midnight; null when it is not a real date. */
export function parseDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return utc - PLATFORM_UTC_OFFSET_MS;
}

/** Whole platform days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: number, to: number): number {
  return Math.round((startOfDay(to) - startOfDay(from)) / DAY_MS);
}
